import type { PlaceDto } from '@ktravel/contract';

type Named = Pick<PlaceDto, 'name' | 'nameKo' | 'nameZh'>;

/** The place's name in the interface language: Korean or Chinese name when there is one, else the name. */
export function placeName(place: Named, language: string): string {
  if (language.startsWith('ko')) return place.nameKo || place.name;
  if (language.startsWith('zh')) return place.nameZh || place.name;
  return place.name;
}

/** The Korean address for Korean readers when there is one. */
export function placeAddress(
  place: Pick<PlaceDto, 'address' | 'addressKo'>,
  language: string,
): string | null {
  if (language.startsWith('ko')) return place.addressKo || place.address;
  return place.address || place.addressKo;
}

/** `openingHoursJson` as lines, when it has Google's `weekdayDescriptions`. */
export function openingHoursLines(openingHoursJson: unknown): string[] {
  if (typeof openingHoursJson !== 'object' || openingHoursJson === null) return [];
  const lines = (openingHoursJson as { weekdayDescriptions?: unknown }).weekdayDescriptions;
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}
