import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Every route of spec §2: deep links answer 200 with the app; other paths get the app's 404 page with status 404. */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/(auth|login)\/callback$/,
  /^\/kmap$/,
  /^\/tips$/,
  /^\/kcourse$/,
  /^\/(kcourse|courses)\/[^/]+$/,
  /^\/planner$/,
  /^\/buzz$/,
  /^\/buzz\/(post|trend)\/[^/]+$/,
  /^\/mypage$/,
  /^\/mypage\/(posts|scraps|comments|course-comments|bookmarks|courses)$/,
  /^\/admin$/,
  /^\/admin\/(courses|connect|map|users|statistics)$/,
  /^\/admin\/map\/add$/,
  /^\/admin\/map\/edit\/[^/]+$/,
  /^\/demo\/error$/,
  /^\/about$/,
  /^\/privacy$/,
];

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTES.some((re) => re.test(clean));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's index.html (for SPA routes); false when the app is not built. */
    sendWebApp(request: FastifyRequest, reply: FastifyReply, status?: number): FastifyReply | false;
  }
}

/** Serves the built web app (apps/web/dist) and /locales; unknown /api paths stay JSON 404s. */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string }) => {
  const indexFile = path.join(opts.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  let indexHtml: string | undefined;

  app.decorate('sendWebApp', (_request: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (!hasWebApp) return false;
    // Read once: the build does not change under a running server.
    indexHtml ??= fs.readFileSync(indexFile, 'utf8');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside text assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=300');
        }
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const sent = app.sendWebApp(request, reply, isSpaRoute(pathname) ? 200 : 404);
      if (sent) return sent;
    }
    return reply
      .status(404)
      .send({ error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${pathname}` } });
  });
});
