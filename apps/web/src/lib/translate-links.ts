import type { Language } from '@ktravel/contract';

/**
 * The longest text put into a translator's address: Papago's web page takes 3,000 characters (Google's 5,000), and
 * a Korean character is 9 bytes once percent-encoded, so a long post opens with its first part (cut at a line).
 */
export const TRANSLATE_LINK_MAX_CHARS = 1_500;

/** Our language as the translators write it: both take `zh-CN` and `zh-TW` for the two Chinese scripts. */
const TRANSLATOR_LANGUAGE: Record<Language, string> = {
  ko: 'ko',
  en: 'en',
  ja: 'ja',
  zh: 'zh-CN',
  'zh-Hant': 'zh-TW',
};

/** `text` within TRANSLATE_LINK_MAX_CHARS, cut at the last line break (else a space) that keeps it so. */
export function clippedForLink(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= TRANSLATE_LINK_MAX_CHARS) return trimmed;
  const head = trimmed.slice(0, TRANSLATE_LINK_MAX_CHARS);
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
  return (cut > TRANSLATE_LINK_MAX_CHARS / 2 ? head.slice(0, cut) : head).trim();
}

/** A query string with spaces as `%20` (a page that reads it with decodeURIComponent keeps a `+` as it is). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** Naver Papago's web translator with `text` in it, from any language into `target`. */
export function papagoUrl(text: string, target: Language): string {
  const params = { sk: 'auto', tk: TRANSLATOR_LANGUAGE[target], st: clippedForLink(text) };
  return `https://papago.naver.com/?${query(params)}`;
}

/** Google Translate's web page with `text` in it, from any language into `target`. */
export function googleTranslateUrl(text: string, target: Language): string {
  const params = { sl: 'auto', tl: TRANSLATOR_LANGUAGE[target], text: clippedForLink(text), op: 'translate' };
  return `https://translate.google.com/?${query(params)}`;
}
