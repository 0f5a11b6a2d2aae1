import { LANGUAGES } from '@ktravel/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { escapeHtml, languageUrl } from '../../lib/html-meta.ts';
import { publicCourses, publicPosts, SITEMAP_MAX_URLS } from './site.repository.ts';
import { SITE_PAGES } from './site.texts.ts';

/** The site's own files for crawlers, outside /api (the authorization matrix lists them too). */
export const SITE_FILES = ['/robots.txt', '/sitemap.xml'] as const;

/**
 * Pages a crawler has no business with: a member's own pages, sign-in, invitations, the admin screens and the API's
 * documentation. The rest of /api stays open: a crawler that runs the app needs its reads to see the page.
 */
const DISALLOWED = ['/admin', '/mypage', '/login', '/auth/', '/invite/', '/api/docs', '/api/admin/'];

/** How long a shared cache may keep the sitemap: new content appears within this (it is built on each request). */
const SITEMAP_CACHE_SECONDS = 300;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  url: string;
  lastmod?: Date | undefined;
}

/** One `<url>` with its language versions (hreflang alternates, as the pages' own <head> lists them). */
function urlElement({ url, lastmod }: SitemapEntry): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  return [
    `<url><loc>${escapeHtml(url)}</loc>`,
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '',
    ...LANGUAGES.map((language) => link(language, languageUrl(url, language))),
    link('x-default', url),
    '</url>',
  ].join('');
}

export function sitemapXml(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt and sitemap.xml (issue 33). The sitemap lists the fixed pages, the TIPS articles, public courses,
 * published posts and trend articles not hidden (never private courses, drafts or hidden posts), each with its last
 * change; it is read from the database on each request, so new and removed content shows at once.
 * Not API operations: hidden from the OpenAPI document.
 */
export const siteRoutes: FastifyPluginAsync<{
  db: Db;
  origin: () => string;
  tipIds: () => string[];
}> = async (app, { db, origin, tipIds }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin())),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const site = origin();
    const fixed = SITE_PAGES.length + tipIds().length;
    const [courseRows, postRows] = await Promise.all([
      publicCourses(db, SITEMAP_MAX_URLS - fixed),
      publicPosts(db, SITEMAP_MAX_URLS - fixed),
    ]);
    const content: SitemapEntry[] = [
      ...courseRows.map((c) => ({ url: `${site}/kcourse/${c.id}`, lastmod: c.updatedAt })),
      ...postRows.map((p) => ({
        url: `${site}/buzz/${p.postType === 'trend' ? 'trend' : 'post'}/${p.id}`,
        lastmod: p.updatedAt,
      })),
    ]
      .sort((a, b) => b.lastmod.getTime() - a.lastmod.getTime())
      .slice(0, SITEMAP_MAX_URLS - fixed);
    const entries: SitemapEntry[] = [
      ...SITE_PAGES.map((page) => ({ url: `${site}${page}` })),
      ...tipIds().map((id) => ({ url: `${site}/tips?tip=${encodeURIComponent(id)}` })),
      ...content,
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SITEMAP_CACHE_SECONDS}`)
      .send(sitemapXml(entries));
  });
};
