import type { PlaceDto } from '@ktravel/contract';

type Named = Pick<PlaceDto, 'name' | 'nameKo' | 'nameZh'>;

/** The place's name in the interface language: Korean or Chinese name when there is one, else the name. */
export function placeName(place: Named, language: string): string {
  if (language.startsWith('ko')) return place.nameKo || place.name;
  if (language.startsWith('zh')) return place.nameZh || place.name;
  return place.name;
}

/** The address in the reader's language when there is one (Korean, Chinese), else the English or Korean one. */
export function placeAddress(
  place: Pick<PlaceDto, 'address'> & Partial<Pick<PlaceDto, 'addressKo' | 'addressZh'>>,
  language: string,
): string | null {
  if (language.startsWith('ko')) return place.addressKo || place.address;
  if (language.startsWith('zh')) return place.addressZh || place.address || place.addressKo || null;
  return place.address || place.addressKo || null;
}

/** The description in the reader's language when there is one, else the English one. */
export function placeDescription(
  place: Pick<PlaceDto, 'description' | 'descriptionKo' | 'descriptionZh'>,
  language: string,
): string | null {
  if (language.startsWith('ko')) return place.descriptionKo || place.description;
  if (language.startsWith('zh')) return place.descriptionZh || place.description;
  return place.description;
}

/**
 * `openingHoursJson` as lines, when it has Google's `weekdayDescriptions`: the reader's language's
 * (`weekdayDescriptionsKo`, `weekdayDescriptionsZh`) when there are some.
 */
export function openingHoursLines(openingHoursJson: unknown, language = 'en'): string[] {
  if (typeof openingHoursJson !== 'object' || openingHoursJson === null) return [];
  const json = openingHoursJson as Record<string, unknown>;
  const own = language.startsWith('ko')
    ? json.weekdayDescriptionsKo
    : language.startsWith('zh')
      ? json.weekdayDescriptionsZh
      : undefined;
  const lines = Array.isArray(own) && own.length > 0 ? own : json.weekdayDescriptions;
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}
