import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, languageOfTag } from '@ktravel/contract';

export type Language = (typeof LANGUAGES)[number];
export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES };

/**
 * Each language named in its own script. These are deliberately not translated: a reader looks for the
 * name of their own language, whatever language the page is in now.
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  zh: '简体中文',
  ja: '日本語',
  'zh-Hant': '繁體中文',
};

/** Values earlier versions of the app stored, mapped to what they mean now. */
const LEGACY_LANGUAGES: ReadonlyMap<string, Language> = new Map([['ko-KR', 'ko']]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The rule for a stored language value (spec §4): one of ours, legacy `ko-KR` → ko, anything else → ko. */
export function normalizeStoredLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  return (typeof value === 'string' && LEGACY_LANGUAGES.get(value)) || DEFAULT_LANGUAGE;
}

/**
 * Maps a detected language tag (`zh-CN`, `zh-TW`, `ja-JP`, `en-US`, `ko`) to one we offer (DESIGN §8.5), or returns
 * it unchanged.
 */
export function matchLanguageTag(tag: string): string {
  return languageOfTag(tag) ?? tag;
}
