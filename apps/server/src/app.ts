import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { courseCommentsRoutes } from './modules/course-comments/course-comments.routes.ts';
import { coursePageMeta } from './modules/courses/courses.page-meta.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestTimingPlugin } from './plugins/request-timing.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Extra routes registered under /api after the modules (bench baseline, tests). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
}

/** Builds the whole HTTP application; does not listen. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  await app.register(requestTimingPlugin);
  await app.register(securityPlugin, { config });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { config, db: database.db });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'K-Travel API',
        version: config.version,
        description: 'The K-Travel HTTP API. Bodies are JSON.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ktravel_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config, database });
      await api.register(authRoutes, { prefix: '/auth', config, db: database.db });
      await api.register(contactRoutes, { db: database.db });
      await api.register(placesRoutes, { db: database.db, config });
      await api.register(bookmarksRoutes, { db: database.db });
      await api.register(coursesRoutes, { db: database.db, config });
      await api.register(courseCommentsRoutes, { db: database.db });
      if (options.extraRoutes) await options.extraRoutes(api);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    pageMeta: coursePageMeta(database.db, config.publicUrl),
  });
  return app;
}
