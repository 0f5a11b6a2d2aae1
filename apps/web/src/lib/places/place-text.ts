import {
  LANGUAGE_FIELD_SUFFIX,
  type Language,
  type Localized,
  languageOrder,
  localizedText,
} from '@ktravel/contract';
import { normalizeStoredLanguage } from '../language.ts';

/** The interface language as one of ours (i18next may still hold a tag like `en-US` before detection settles). */
const readerLanguage = (language: string): Language => normalizeStoredLanguage(language);

/** The place's name in the interface language when it has one (Chinese readers get the other script next), else the name. */
export function placeName(place: { name: string } & Localized<'name'>, language: string): string {
  return localizedText(place, 'name', readerLanguage(language), []) || place.name;
}

/** The address in the reader's language when there is one, else the English one, else the Korean one. */
export function placeAddress(
  place: { address: string | null } & Localized<'address'>,
  language: string,
): string | null {
  return localizedText(place, 'address', readerLanguage(language));
}

/** The description in the reader's language when there is one, else the English one. */
export function placeDescription(
  place: { description: string | null } & Localized<'description'>,
  language: string,
): string | null {
  return localizedText(place, 'description', readerLanguage(language), ['en']);
}

/**
 * `openingHoursJson` as lines, when it has Google's `weekdayDescriptions`: the reader's language's
 * (`weekdayDescriptionsKo`, …Zh, …Ja, …ZhHant) when there are some.
 */
export function openingHoursLines(openingHoursJson: unknown, language = 'en'): string[] {
  if (typeof openingHoursJson !== 'object' || openingHoursJson === null) return [];
  const json = openingHoursJson as Record<string, unknown>;
  for (const candidate of languageOrder(readerLanguage(language), ['en'])) {
    const lines = json[`weekdayDescriptions${LANGUAGE_FIELD_SUFFIX[candidate]}`];
    if (Array.isArray(lines) && lines.length > 0)
      return lines.filter((line): line is string => typeof line === 'string');
  }
  return [];
}
