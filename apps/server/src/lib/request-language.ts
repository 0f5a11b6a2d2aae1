import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageOfTag,
} from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of our languages in an `Accept-Language` header, by its q-values (`zh-CN` counts as zh, `zh-TW` and
 * `zh-HK` as zh-Hant, `ja-JP` as ja).
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language a request asks for (DESIGN §8.1): `?language=`, else the `ktravel-lang` cookie the web app keeps
 * beside its stored choice, else the browser's `Accept-Language`, else the spec's default (Korean).
 */
export function requestLanguage(request: FastifyRequest, explicit?: Language): Language {
  if (explicit) return explicit;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of a page of the web app: `?lng=` (the address of one language, as hreflang links give it and as
 * the app reads it on a first visit), else as for the API (the cookie, the browser's languages, Korean).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lng?: unknown } | undefined)?.lng;
  return isLanguage(asked) ? asked : requestLanguage(request);
}
