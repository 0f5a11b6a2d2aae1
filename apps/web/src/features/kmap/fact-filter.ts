import type { PlaceFactKey } from '@ktravel/contract';

/**
 * K-Map's fact filters (DESIGN §8.6): "Takes foreign cards", "English menu", "No Korean phone needed". Each keeps
 * the places where the fact is known to help a visitor (`facts=` on the lists: HELPFUL_FACT_VALUES); unknown facts
 * are left out.
 */
export const KMAP_FACT_FILTERS = [
  'foreignCards',
  'englishMenu',
  'koreanPhoneToBook',
] as const satisfies readonly PlaceFactKey[];
export type KmapFactFilter = (typeof KMAP_FACT_FILTERS)[number];

/** The lists' `facts` parameter, in a fixed order (one cache entry per set); nothing without a filter. */
export function factFilterParams(filters: readonly KmapFactFilter[]): { facts?: string } {
  const chosen = KMAP_FACT_FILTERS.filter((fact) => filters.includes(fact));
  return chosen.length > 0 ? { facts: chosen.join(',') } : {};
}
