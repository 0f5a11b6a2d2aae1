import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { absoluteUrl, type PageMeta, type PageNotFound } from '../../lib/html-meta.ts';
import { isPublicPost } from '../../lib/post-access.ts';
import { pageLanguage } from '../../lib/request-language.ts';
import { SITE_NAME, siteCard } from '../site/site.page-meta.ts';
import { SITE_TEXTS } from '../site/site.texts.ts';
import { findPost } from './posts.repository.ts';

const POST_PAGE = /^\/buzz\/(post|trend)\/([^/]+?)\/?$/;
const POST_ID = /^\d{1,9}$/;
/** Characters of the text a card shows before "…". */
const PREVIEW_CHARS = 160;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
}

/**
 * Preview meta for a shared post or trend link (`/buzz/post/{id}`, `/buzz/trend/{id}`), undefined for any other
 * path, and not-found for posts that are missing or not public (drafts, hidden ones; their author's own request may
 * still see them: web-app.ts asks the API as them).
 */
export function postPageMeta(db: Db, siteOrigin: () => string) {
  return async (pathname: string, request: FastifyRequest): Promise<PageMeta | PageNotFound | undefined> => {
    const match = POST_PAGE.exec(pathname);
    if (!match) return undefined;
    const id = match[2]!;
    const notFound: PageNotFound = { notFound: true, apiPath: `/api/posts/${POST_ID.test(id) ? id : 0}` };
    if (!POST_ID.test(id)) return notFound;
    const row = await findPost(db, Number(id));
    if (!row || !isPublicPost(row)) return notFound;
    // Our own articles in the reader's language (`?lng=`, the cookie, else what the browser or bot accepts).
    const language = pageLanguage(request);
    const post = { ...row, ...row.translations[language] };
    const origin = siteOrigin();
    const isTrend = post.postType === 'trend';
    const text = preview(post.content) || preview(post.aboutDescription ?? '');
    const picture = post.imageUrl ?? post.thumbnailUrl;
    return {
      title: post.title,
      description: `${isTrend ? 'K-Trend' : 'K-Buzz'}: ${text || SITE_TEXTS[language].postBy(post.authorName)}`,
      url: `${origin}/buzz/${isTrend ? 'trend' : 'post'}/${post.id}`,
      image: picture ? { url: absoluteUrl(origin, picture), alt: post.title } : siteCard(origin, language),
      siteName: SITE_NAME,
      language,
      type: 'article',
    };
  };
}
