import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { absoluteUrl, DEFAULT_PREVIEW_IMAGE, type PageMeta } from '../../lib/html-meta.ts';
import { isPublicPost } from '../../lib/post-access.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { findPost } from './posts.repository.ts';

const POST_PAGE = /^\/buzz\/(post|trend)\/(\d{1,9})\/?$/;
/** Characters of the text a card shows before "…". */
const PREVIEW_CHARS = 160;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
}

/**
 * Preview meta for a shared post or trend link (`/buzz/post/{id}`, `/buzz/trend/{id}`), or undefined for any
 * other path and for posts that are missing or not public (drafts, hidden ones: those pages get the plain app).
 */
export function postPageMeta(db: Db, siteOrigin: () => string) {
  return async (pathname: string, request?: FastifyRequest): Promise<PageMeta | undefined> => {
    const match = POST_PAGE.exec(pathname);
    if (!match) return undefined;
    const row = await findPost(db, Number(match[2]));
    if (!row || !isPublicPost(row)) return undefined;
    // Our own articles in the reader's language (the cookie, else what the browser or bot accepts; DESIGN §8.5).
    const post = { ...row, ...(request ? row.translations[requestLanguage(request)] : undefined) };
    const origin = siteOrigin();
    const isTrend = post.postType === 'trend';
    const text = preview(post.content) || preview(post.aboutDescription ?? '');
    return {
      title: post.title,
      description: `${isTrend ? 'K-Trend' : 'K-Buzz'}${text ? `: ${text}` : ` by ${post.authorName}`}`,
      url: `${origin}/buzz/${isTrend ? 'trend' : 'post'}/${post.id}`,
      image: absoluteUrl(origin, post.imageUrl ?? post.thumbnailUrl ?? DEFAULT_PREVIEW_IMAGE),
      siteName: 'K-Travel',
    };
  };
}
