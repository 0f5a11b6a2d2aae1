import { LANGUAGES } from './constants.ts';
import type { Language } from './enums.ts';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Chinese tags that mean Traditional characters: the script, or the regions that write it (BCP 47). */
const TRADITIONAL_CHINESE = /^zh[-_](hant|tw|hk|mo)(?:[-_]|$)/i;

/**
 * The language of ours a BCP 47 tag asks for, or undefined (DESIGN §8.5): `ja-JP` is ja; `zh-TW`, `zh-HK`, `zh-MO`
 * and `zh-Hant-*` are zh-Hant; other Chinese (`zh`, `zh-CN`, `zh-Hans`, `zh-SG`) is zh; `en-*` en; `ko-*` ko.
 */
export function languageOfTag(tag: string): Language | undefined {
  const trimmed = tag.trim();
  if (isLanguage(trimmed)) return trimmed;
  if (TRADITIONAL_CHINESE.test(trimmed)) return 'zh-Hant';
  const primary = trimmed.toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The suffix of a text field in each language: `name`, `nameKo`, `nameZh`, `nameJa`, `nameZhHant`. */
export const LANGUAGE_FIELD_SUFFIX = {
  en: '',
  ko: 'Ko',
  zh: 'Zh',
  ja: 'Ja',
  'zh-Hant': 'ZhHant',
} as const satisfies Record<Language, string>;

type Suffix = (typeof LANGUAGE_FIELD_SUFFIX)[Language];
/** A record with a text field in every language (`name`, `nameKo`, …), any of them possibly missing or null. */
export type Localized<Base extends string> = { [S in Suffix as `${Base}${S}`]?: string | null };

/**
 * The languages to read a text in, in turn: the reader's, then the other Chinese script for a Chinese reader, then
 * `fallbacks` (English then Korean unless told otherwise).
 */
export function languageOrder(language: Language, fallbacks: readonly Language[] = ['en', 'ko']): Language[] {
  const sibling: Language | null = language === 'zh-Hant' ? 'zh' : language === 'zh' ? 'zh-Hant' : null;
  return sibling ? [language, sibling, ...fallbacks] : [language, ...fallbacks];
}

/** A text in the reader's language, else in the next of `languageOrder` that has one; null when none has text. */
export function localizedText<Base extends string>(
  record: Localized<Base>,
  base: Base,
  language: Language,
  fallbacks?: readonly Language[],
): string | null {
  const fields = record as Record<string, string | null | undefined>;
  for (const candidate of languageOrder(language, fallbacks)) {
    const value = fields[`${base}${LANGUAGE_FIELD_SUFFIX[candidate]}`];
    if (value) return value;
  }
  return null;
}

/** Every text a record has of one field, in all languages (`name`, `nameKo`, …), empty ones left out. */
export function localizedValues<Base extends string>(record: Localized<Base>, base: Base): string[] {
  const fields = record as Record<string, string | null | undefined>;
  return Object.values(LANGUAGE_FIELD_SUFFIX)
    .map((suffix) => fields[`${base}${suffix}`])
    .filter((value): value is string => Boolean(value));
}
