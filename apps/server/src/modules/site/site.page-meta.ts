import type { Language } from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';
import {
  absoluteUrl,
  DEFAULT_PREVIEW_IMAGE,
  DEFAULT_PREVIEW_SIZE,
  type PageMeta,
  type PageNotFound,
  type PreviewImage,
} from '../../lib/html-meta.ts';
import { SITE_PAGES, SITE_TEXTS, type SitePage } from './site.texts.ts';
import type { TipText } from './site.tips.ts';

export const SITE_NAME = 'K-Travel';

/** The site's own card (apps/web/public/og-image.jpg, 1200×630), described in the reader's language. */
export const siteCard = (origin: string, language: Language): PreviewImage => ({
  url: absoluteUrl(origin, DEFAULT_PREVIEW_IMAGE),
  ...DEFAULT_PREVIEW_SIZE,
  alt: SITE_TEXTS[language].cardAlt,
});

const isSitePage = (pathname: string): pathname is SitePage =>
  (SITE_PAGES as readonly string[]).includes(pathname);

/**
 * Preview meta for the fixed pages (home, K-Map, TIPS, K-Course, K-Buzz, the planner) in the reader's language;
 * `/tips?tip={id}` is that article's card.
 */
export function sitePageMeta(
  siteOrigin: () => string,
  tips: (language: Language) => Record<string, TipText>,
  languageOf: (request: FastifyRequest) => Language,
) {
  return async (pathname: string, request: FastifyRequest): Promise<PageMeta | undefined> => {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!isSitePage(clean)) return undefined;
    const language = languageOf(request);
    const origin = siteOrigin();
    const base = { siteName: SITE_NAME, language, image: siteCard(origin, language) };
    const tipId = clean === '/tips' ? (request.query as { tip?: unknown } | undefined)?.tip : undefined;
    const tip = typeof tipId === 'string' ? tips(language)[tipId] : undefined;
    if (tip) {
      return {
        ...base,
        type: 'article',
        title: tip.title,
        description: tip.summary,
        url: `${origin}/tips?tip=${encodeURIComponent(String(tipId))}`,
      };
    }
    const text = SITE_TEXTS[language].pages[clean];
    return { ...base, title: text.title, description: text.description, url: `${origin}${clean}` };
  };
}

/**
 * The spec's `/demo/error` in production: the not-found page with its 404 for everybody but admins (issue 33). An
 * admin's own request for an admin-only read answers 200, so their page is served (`isOwnPrivateContent`).
 */
export function errorDemoPageMeta(isProduction: boolean) {
  return async (pathname: string): Promise<PageNotFound | undefined> =>
    isProduction && pathname.replace(/\/+$/, '') === '/demo/error'
      ? { notFound: true, apiPath: '/api/admin/dashboard' }
      : undefined;
}
