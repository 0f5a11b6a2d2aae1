import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_ROUTES, INLINE_DATA_ID, LANGUAGE_COOKIE, type Language } from '@ktravel/contract';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml, type PageMeta, type PageNotFound, withPageMeta } from '../lib/html-meta.ts';
import { pageLanguage } from '../lib/request-language.ts';
import { webManifest } from '../lib/web-manifest.ts';
import { SESSION_COOKIE } from './auth.ts';

/** The app's pages (contract `APP_ROUTES`): deep links answer 200 with the app; other paths its 404 page with 404. */
const SPA_ROUTES: RegExp[] = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`));

const cleanPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isSpaRoute(pathname: string): boolean {
  const clean = cleanPath(pathname);
  return SPA_ROUTES.some((re) => re.test(clean));
}

/** The build's images that other sites and apps show: the preview card, the favicon and the app icons. */
export const isSharedImage = (relativePath: string): boolean =>
  /^(og-image\.jpg|favicon\.(ico|svg)|apple-touch-icon\.png|icons\/[\w.-]+\.png)$/.test(
    relativePath.split(path.sep).join('/'),
  );

/** A route's preloads: its pattern and the tags that go in the page's <head>. */
interface RoutePreload {
  pattern: RegExp;
  tags: string;
}

/** `/^…$/` for a route as routes.tsx writes it ('' is the home page, `:id` one segment). */
const routePattern = (route: string) => new RegExp(`^/${route.replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * The web build's `route-preloads.json` (apps/web/scripts/route-preloads.ts) as <head> tags per route: each page's
 * own chunks (modulepreload) and CSS (preload), so they download beside the entry instead of after it has run.
 * Nothing when the file is missing (an older build).
 */
export function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = path.join(webDistDir, 'route-preloads.json');
  if (!fs.existsSync(file)) return [];
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const safe = (href: string) => /^\/assets\/[\w.-]+\.(js|css)$/.test(href);
  return Object.entries(routes).map(([route, files]) => ({
    pattern: routePattern(route),
    tags: files
      .filter(safe)
      .map((href) =>
        href.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${href}">`
          : `<link rel="modulepreload" crossorigin href="${href}">`,
      )
      .join(''),
  }));
}

/**
 * The <head> tags that start a page's downloads early: its chunks. Not its data: a preloaded fetch that the app's
 * request then takes over is, to Chrome's DevTools protocol, a request that never finishes, so tools that wait for
 * the network to go quiet (Playwright's `networkidle`, as the bench and browser tests use) waited forever on a
 * course page.
 */
export function preloadTags(preloads: RoutePreload[], pathname: string): string {
  const clean = cleanPath(pathname);
  return preloads.find((preload) => preload.pattern.test(clean))?.tags ?? '';
}

/** The web build's `locale-preload.json`: where a language's translations are (`{{lng}}` in it), if built. */
export function readLocalePath(webDistDir: string): string | undefined {
  const file = path.join(webDistDir, 'locale-preload.json');
  if (!fs.existsSync(file)) return undefined;
  const { path: localePath } = JSON.parse(fs.readFileSync(file, 'utf8')) as { path?: unknown };
  return typeof localePath === 'string' && /^\/locales\/\{\{lng\}\}\/[\w.?=/-]+$/.test(localePath)
    ? localePath
    : undefined;
}

/**
 * A preload of the translations the app fetches before it renders anything (the reader's language only: a
 * supported language needs no fallback), so they download beside the scripts instead of after them.
 * `crossorigin` matches i18next's fetch (CORS mode, same-origin credentials), so the app's request is served from
 * the preload.
 */
export function localePreloadTags(localePath: string | undefined, language: Language): string {
  if (!localePath) return '';
  return `<link rel="preload" as="fetch" crossorigin href="${localePath.replace('{{lng}}', language)}">`;
}

/**
 * An API answer as a <script type="application/json"> for the page's <head>: `data-url` is the GET it answers.
 * `<` is written as `\u003c` (still the same JSON), so no text in the data can close the element.
 */
export function inlineDataTag(apiPath: string, json: string): string {
  const body = json.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INLINE_DATA_ID}" data-url="${escapeHtml(apiPath)}">${body}</script>`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's index.html (for SPA routes); false when the app is not built. */
    sendWebApp(
      request: FastifyRequest,
      reply: FastifyReply,
      status?: number,
      meta?: PageMeta,
      inlineData?: string,
    ): FastifyReply | false;
  }
}

/**
 * Preview meta (Open Graph, Twitter, canonical and hreflang links) for a deep link, not-found for content that is
 * missing or not public, or undefined to serve the app's HTML unchanged.
 */
export type PageMetaSource = (
  pathname: string,
  request: FastifyRequest,
) => Promise<PageMeta | PageNotFound | undefined>;

const isNotFound = (answer: PageMeta | PageNotFound | undefined): answer is PageNotFound =>
  answer !== undefined && 'notFound' in answer;

export interface WebAppOptions {
  webDistDir: string;
  /**
   * Asked in turn for every SPA route (the first that answers wins), so shared links (a public course, post or
   * trend article) preview as a card in messengers.
   */
  pageMeta?: PageMetaSource[] | undefined;
  /**
   * For a page, the API GET whose answer its first render needs (a course page: its course), or undefined. A
   * visitor who is not signed in gets that answer inside the page's HTML, as the API would give it to them, so the
   * page draws its content without waiting for a request that can only start once the scripts have run (issue 16:
   * on a phone that round trip held up the course page's largest paint).
   */
  inlineData?: ((pathname: string) => string | undefined) | undefined;
  /**
   * The pixel size of a preview image the card names without one (an uploaded cover or post picture), for
   * `og:image:width`/`height`; undefined when it cannot tell.
   */
  imageSize?: ((url: string) => Promise<{ width: number; height: number } | undefined>) | undefined;
}

/** Serves the built web app (apps/web/dist) and /locales; unknown /api paths stay JSON 404s. */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = path.join(opts.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  let indexHtml: string | undefined;

  const preloads = hasWebApp ? readRoutePreloads(opts.webDistDir) : [];
  const localePath = hasWebApp ? readLocalePath(opts.webDistDir) : undefined;

  app.decorate(
    'sendWebApp',
    (request: FastifyRequest, reply: FastifyReply, status = 200, meta?: PageMeta, inlineData = '') => {
      if (!hasWebApp) return false;
      // Read once: the build does not change under a running server.
      indexHtml ??= fs.readFileSync(indexFile, 'utf8');
      const pathname = request.url.split('?')[0] ?? '/';
      const language = pageLanguage(request);
      const tags =
        localePreloadTags(localePath, language) +
        (status === 200 ? preloadTags(preloads, pathname) + inlineData : '');
      // A replacer function: nothing in the tags is read as a replacement pattern.
      const withLanguage = indexHtml.replace(/<html(\s+lang="[^"]*")?/i, `<html lang="${language}"`);
      const html = tags ? withLanguage.replace(/<\/head>/i, () => `  ${tags}\n  </head>`) : withLanguage;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(meta ? withPageMeta(html, meta) : html);
    },
  );

  if (hasWebApp) {
    // The web build writes .br and .gz beside text assets (apps/web/scripts/precompress.mjs); they are found beside
    // the file asked for, so they need no route of their own.
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
      setHeaders(res, filePath) {
        // The service worker is looked at on every visit: a new version must be seen at once (DESIGN §8.2).
        res.header('cache-control', path.basename(filePath) === 'sw.js' ? 'no-cache' : 'public, max-age=300');
        // The site's card and icons are shown by other origins (link previews, bookmarks): loadable from anywhere.
        if (isSharedImage(path.relative(opts.webDistDir, filePath))) {
          res.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
    // Installable (DESIGN §8.2): the manifest in the reader's language (the language cookie, as for the page).
    // A file of the site, like robots.txt, not an operation of the API: left out of its document.
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(JSON.stringify(webManifest(pageLanguage(request), opts.webDistDir))),
    );
    // The hashed bundles (nearly every file): one route that looks the file up when asked, instead of a route
    // per file registered at every start (650 routes with their copies; issue 16). A missing one is a 404.
    await app.register(fastifyStatic, {
      root: path.join(opts.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }

  /** A failed look-up must not cost the page: the plain app is served and the error logged. */
  async function pageMetaOrNothing(pathname: string, request: FastifyRequest) {
    try {
      for (const source of opts.pageMeta ?? []) {
        const meta = await source(pathname, request);
        if (meta && !isNotFound(meta) && meta.image.width === undefined && opts.imageSize) {
          // Our own images are named by their path on this site (the card's URL is absolute).
          const origin = new URL(meta.url).origin;
          const image = meta.image.url.startsWith(`${origin}/`)
            ? meta.image.url.slice(origin.length)
            : meta.image.url;
          const size = await opts.imageSize(image);
          if (size) return { ...meta, image: { ...meta.image, ...size } };
        }
        if (meta) return meta;
      }
    } catch (err) {
      request.log.warn({ err }, 'page meta failed; serving the app without it');
    }
    return undefined;
  }

  /**
   * Whether content that nobody may see publicly is still this reader's to see (a private course of theirs, their
   * draft, anything for an admin): their own API request is asked, with their cookies, as the app would make it.
   * Only for a reader with a session; anonymous readers get the 404 at once.
   */
  async function isOwnPrivateContent(request: FastifyRequest, notFound: PageNotFound): Promise<boolean> {
    if (request.cookies?.[SESSION_COOKIE] === undefined) return false;
    try {
      const answer = await app.inject({
        method: 'GET',
        url: notFound.apiPath,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', cookie: String(request.headers.cookie ?? '') },
      });
      return answer.statusCode === 200;
    } catch (err) {
      request.log.warn({ err }, 'page access check failed; serving the app');
      return true;
    }
  }

  /**
   * The page's first API answer as a tag, for a visitor with no session (a signed-in one may see more, and the
   * HTML must not carry anything of theirs); asked of the API itself, as coming from the visitor's address, so it
   * is exactly what their own request would get (and counts against their rate limit, not the server's).
   * Nothing when there is no such call, it is not a 200, or it fails.
   */
  async function inlineDataOrNothing(pathname: string, request: FastifyRequest): Promise<string> {
    const apiPath = opts.inlineData?.(cleanPath(pathname));
    if (!apiPath || request.cookies?.[SESSION_COOKIE] !== undefined) return '';
    try {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: request.ip,
        // In the page's language, as the app's own request would ask (the cookie, else the browser's languages).
        headers: { accept: 'application/json', cookie: `${LANGUAGE_COOKIE}=${pageLanguage(request)}` },
      });
      const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
      return answer.statusCode === 200 && isJson ? inlineDataTag(apiPath, answer.body) : '';
    } catch (err) {
      request.log.warn({ err }, 'inline data failed; serving the app without it');
      return '';
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const isSpa = isSpaRoute(pathname);
      const answer =
        hasWebApp && isSpa && opts.pageMeta?.length ? await pageMetaOrNothing(pathname, request) : undefined;
      // A missing, deleted, hidden or private course or post is the app's not-found page with its 404 (issue 33),
      // unless it is the signed-in reader's own.
      const isMissing = isNotFound(answer) && !(await isOwnPrivateContent(request, answer));
      const meta = isNotFound(answer) ? undefined : answer;
      const inline = hasWebApp && isSpa && !isMissing ? await inlineDataOrNothing(pathname, request) : '';
      const sent = app.sendWebApp(request, reply, isSpa && !isMissing ? 200 : 404, meta, inline);
      if (sent) return sent;
    }
    return reply
      .status(404)
      .send({ error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${pathname}` } });
  });
});
