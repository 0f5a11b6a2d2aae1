import { LANGUAGES, type Language } from '@ktravel/contract';

/** What a shared link's preview card shows (Open Graph and Twitter meta in the page's <head>). */
export interface PageMeta {
  /** The page's own title; the document <title> adds the site name. */
  title: string;
  description: string;
  /** Absolute URL of the page, in no language of its own (each reader opens it in theirs): `og:url`. */
  url: string;
  /** Absolute URL of the preview image. */
  image: PreviewImage;
  siteName: string;
  /** The language the texts are in (`og:locale`, the `?lng=` canonical link). */
  language: Language;
  /** `article` for posts and trend articles, `website` otherwise. */
  type?: 'website' | 'article' | undefined;
}

export interface PreviewImage {
  url: string;
  /** Pixel size, when known (the site's card; uploaded photos are not measured on every page view). */
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
}

/** The answer of a page-meta source for content that is missing or not public: the app's 404 page. */
export interface PageNotFound {
  notFound: true;
  /**
   * The API GET a signed-in reader's own request would make: the author of a private course or a draft sees it, so
   * their page is served (without preview meta) when that call answers them 200.
   */
  apiPath: string;
}

/** The site's card (apps/web/public), for shared pages that have no picture of their own. */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.jpg';
export const DEFAULT_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** `og:locale` values: language_TERRITORY, as Open Graph asks. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  ko: 'ko_KR',
  zh: 'zh_CN',
  ja: 'ja_JP',
  'zh-Hant': 'zh_TW',
};

/** `url` made absolute from the site's origin (never from a request header), unless it already is. */
export const absoluteUrl = (origin: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** The page's address in one language: the web app reads `?lng=` on a first visit (apps/web/src/lib/i18n.ts). */
export function languageUrl(url: string, language: Language): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lng', language);
  return parsed.toString();
}

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
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const { image } = meta;
  const tags = [
    `<title>${escapeHtml(meta.title.startsWith(meta.siteName) ? meta.title : `${meta.title} · ${meta.siteName}`)}</title>`,
    tag('name', 'description', meta.description),
    // Search engines: this language's address is the page; every language's, and the one that follows the reader.
    link('canonical', languageUrl(meta.url, meta.language)),
    ...LANGUAGES.map((language) => link('alternate', languageUrl(meta.url, language), language)),
    link('alternate', meta.url, 'x-default'),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:locale', OG_LOCALES[meta.language]),
    ...LANGUAGES.filter((language) => language !== meta.language).map((language) =>
      tag('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    tag('property', 'og:image', image.url),
    ...(image.url.startsWith('https:') ? [tag('property', 'og:image:secure_url', image.url)] : []),
    ...(image.width && image.height
      ? [
          tag('property', 'og:image:width', String(image.width)),
          tag('property', 'og:image:height', String(image.height)),
        ]
      : []),
    tag('property', 'og:image:alt', image.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image.url),
    tag('name', 'twitter:image:alt', image.alt),
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
