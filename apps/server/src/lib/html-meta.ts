/** What a shared link's preview card shows (Open Graph and Twitter meta in the page's <head>). */
export interface PageMeta {
  /** The page's own title; the document <title> adds the site name. */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, when there is one. */
  image?: string | undefined;
  siteName: string;
}

/** The site's card (apps/web/public), for shared pages that have no picture of their own. */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.jpg';

/** `url` made absolute from the site's origin (never from a request header), unless it already is. */
export const absoluteUrl = (origin: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function metaTags(meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(`${meta.title} · ${meta.siteName}`)}</title>`,
    tag('name', 'description', meta.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image ? [tag('name', 'twitter:image', meta.image)] : []),
  ];
  return tags.join('\n    ');
}

/**
 * The app's index.html with the page's title and preview meta: the template's own <title> and description are
 * replaced (a card must not show two), the rest goes at the end of <head> (or at the start when it has none).
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const tags = metaTags(meta);
  // Replacer functions, never replacement strings: `$&`, `$'`, `$\`` in a title must stay text.
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return stripped.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<head>${tags}</head>`);
}
