import type http from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { keepDataVersions } from './db/data-version.ts';
import { forgetOnWrites } from './lib/notified-cache.ts';
import { pageLanguage } from './lib/request-language.ts';
import { siteOrigin } from './lib/site-origin.ts';
import { createStorage } from './lib/storage/storage.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import { analyticsPlugin, analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminUsersRoutes } from './modules/auth/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { courseChecksRoutes } from './modules/course-checks/course-checks.routes.ts';
import { CourseChecksService } from './modules/course-checks/course-checks.service.ts';
import { collaborationRoutes } from './modules/course-collaboration/collaboration.routes.ts';
import { courseCommentsRoutes } from './modules/course-comments/course-comments.routes.ts';
import { courseExportsRoutes } from './modules/course-exports/course-exports.routes.ts';
import { courseImportsRoutes } from './modules/course-imports/course-imports.routes.ts';
import { courseInlineData, coursePageMeta } from './modules/courses/courses.page-meta.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { CoursesService } from './modules/courses/courses.service.ts';
import { currencyRoutes } from './modules/currency/rates.routes.ts';
import { RatesService } from './modules/currency/rates.service.ts';
import { hoursRoutes } from './modules/hours/hours.routes.ts';
import { HoursService } from './modules/hours/hours.service.ts';
import { createMemberCounts } from './modules/mypage/member-counts.ts';
import { mypageRoutes } from './modules/mypage/mypage.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { fillMissingSearchTerms } from './modules/places/places-search.repository.ts';
import { postCommentsRoutes } from './modules/post-comments/post-comments.routes.ts';
import { postInteractionsRoutes } from './modules/posts/post-interactions.routes.ts';
import { postPageMeta } from './modules/posts/posts.page-meta.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { PostsService } from './modules/posts/posts.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { errorDemoPageMeta, sitePageMeta } from './modules/site/site.page-meta.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { tipIds, tipTexts } from './modules/site/site.tips.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { TranslationsService } from './modules/translations/translations.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestTimingPlugin } from './plugins/request-timing.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

/** A registered route, as the authorization matrix and the fuzzer enumerate them. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  /** The route takes an `Idempotency-Key` (plugins/idempotency.ts). */
  isIdempotent: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Image uploads (modules/uploads): other modules attach and delete their images through it. */
    uploads: UploadsService;
    /** Every route registered, in order (HEAD twins of GET routes left out). */
    routeList: RegisteredRoute[];
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Extra routes registered under /api after the modules (bench baseline, tests). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP application; does not listen. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
            },
          }
        : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // One line per request at info cost a quarter of the throughput of the fastest routes: requests are logged
    // by plugins/request-timing.ts (failures, slow ones and a sample), always with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app.server, config.maxConnections, app.log);

  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeList.push({
        method,
        url: route.url,
        schema: route.schema as RegisteredRoute['schema'],
        isIdempotent: Boolean(route.config?.idempotent),
      });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);
  const uploads = new UploadsService(database.db, createStorage(config), app.log);
  app.decorate('uploads', uploads);
  // Uploads never attached are deleted after 24 hours: hourly, off the request path.
  app.addHook('onReady', async () => uploads.startCleanup());
  // Places written before place search had its terms (migration 0030), or by SQL outside the app, get them now.
  app.addHook('onReady', async () => {
    const started = Date.now();
    const filled = await fillMissingSearchTerms(database.db);
    if (filled > 0) app.log.info({ places: filled, ms: Date.now() - started }, 'place search terms written');
  });
  app.addHook('onClose', async () => uploads.close());

  await app.register(errorsPlugin);
  await app.register(overloadPlugin, { config });
  // Bodies are bounded while parsed (issue 33): before anything walks them.
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(requestTimingPlugin, {
    slowRequestMs: config.slowRequestMs,
    sample: config.requestLogSample,
  });
  await app.register(securityPlugin, { config });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { config, database });
  // Before compression: the answers it keeps for repeated keys are the plain ones.
  await app.register(idempotencyPlugin, { database });
  // Kept in memory until the database says they changed (docs/decisions/011).
  const memberCounts = await createMemberCounts(app, database);
  const versions = await keepDataVersions(app, database);
  await app.register(forgetOnWrites, { caches: [memberCounts, versions] });
  await app.register(compressionPlugin);
  await app.register(analyticsPlugin, { config, db: database.db });
  await app.register(metricsPlugin, { config, database, recorder: app.pageViews });

  // Development, and production only with API_DOCS=true: the route list is no one else's business.
  if (config.apiDocs) await app.register(apiDocsPlugin, { config });

  const origin = () => siteOrigin(config.publicUrl, app.server.address(), config.port);
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config, database });
      await api.register(authRoutes, { prefix: '/auth', config, db: database.db });
      await api.register(contactRoutes, { db: database.db });
      const hours = new HoursService(database.db);
      await api.register(placesRoutes, { db: database.db, config, images: uploads, hours });
      await api.register(hoursRoutes, { hours });
      await api.register(bookmarksRoutes, { db: database.db });
      await api.register(reviewsRoutes, { db: database.db, images: uploads });
      await api.register(currencyRoutes, {
        db: database.db,
        rates: new RatesService(database.db, config.rates, app.log),
      });
      const courses = new CoursesService(database.db, uploads, app.log);
      await api.register(coursesRoutes, { db: database.db, config, service: courses });
      await api.register(courseChecksRoutes, { checks: new CourseChecksService(database.db, courses) });
      await api.register(courseImportsRoutes, { db: database.db, config });
      await api.register(collaborationRoutes, { database, config });
      await api.register(translationsRoutes, {
        service: new TranslationsService(database.db, config.translate, app.log),
      });
      await api.register(courseExportsRoutes, { courses, origin: () => origin() });
      await api.register(courseCommentsRoutes, { db: database.db });
      const posts = new PostsService(database.db, uploads, app.log);
      await api.register(postsRoutes, { service: posts });
      await api.register(postInteractionsRoutes, { db: database.db, posts });
      await api.register(postCommentsRoutes, { db: database.db });
      await api.register(reportsRoutes, { db: database.db });
      await api.register(uploadsRoutes, { uploads });
      await api.register(auditRoutes, { db: database.db });
      await api.register(adminUsersRoutes, { db: database.db });
      await api.register(adminContentRoutes, { db: database.db, images: uploads });
      await api.register(mypageRoutes, { db: database.db, files: uploads, counts: memberCounts });
      await api.register(analyticsRoutes, { config, recorder: app.pageViews });
      await api.register(statisticsRoutes, { database, recorder: app.pageViews });
      if (options.extraRoutes) await options.extraRoutes(api);
    },
    { prefix: '/api' },
  );

  // Links, previews and search engines (issue 33): robots.txt and sitemap.xml, and each page's card in its language.
  const tips = tipTexts(config.webDistDir);
  await app.register(siteRoutes, { db: database.db, origin, tipIds: () => tipIds(tips) });
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    pageMeta: [
      sitePageMeta(origin, tips, pageLanguage),
      errorDemoPageMeta(config.isProduction),
      coursePageMeta(database.db, origin),
      postPageMeta(database.db, origin),
    ],
    inlineData: courseInlineData,
    imageSize: (url) => uploads.storedImageSize(url),
  });
  return app;
}

/** How often a refused connection is logged at most (one line for a flood, not one per connection). */
const DROP_LOG_EVERY_MS = 60_000;

/**
 * At most `max` connections at once (MAX_CONNECTIONS, or what the open-files limit allows): past it Node closes a
 * new connection at once, so a flood of connections (issue 43: 19,600 live streams) is refused instead of running
 * the process out of files. Refusals are logged, once a minute at most.
 */
function limitConnections(server: http.Server, max: number | undefined, log: FastifyBaseLogger): void {
  if (max === undefined) return;
  server.maxConnections = max;
  let dropped = 0;
  let lastLog = 0;
  server.on('drop', () => {
    dropped += 1;
    if (Date.now() - lastLog < DROP_LOG_EVERY_MS) return;
    lastLog = Date.now();
    log.warn({ maxConnections: max, dropped }, 'connection limit reached: new connections are refused');
    dropped = 0;
  });
}
