import { haversineM, type PlaceSearchResultDto } from '@ktravel/contract';
import { TtlCache } from '../ttl-cache.ts';
import type { CatalogueProvider } from './catalogue.ts';
import type { PlaceSearchInput, PlaceSearchProvider, SearchCandidate } from './types.ts';

/** Two results closer than this with the same (normalised) name are one place. */
const SAME_PLACE_M = 250;
const OUTSIDE_CACHE_TTL_MS = 10 * 60 * 1000;

export interface SearchLogger {
  warn(obj: object, msg: string): void;
}

/** Lower case, without spaces, punctuation and generic suffixes, so "Gyeongbokgung Palace" ~ "gyeongbokgung". */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

export function sameName(a: string[], b: string[]): boolean {
  const na = a.map(normaliseName).filter((n) => n.length >= 2);
  const nb = b.map(normaliseName).filter((n) => n.length >= 2);
  return na.some((x) => nb.some((y) => x === y || x.includes(y) || y.includes(x)));
}

/** The place in `kept` that `r` is: same outside id, or same name within SAME_PLACE_M. */
export function findSame(r: SearchCandidate, kept: SearchCandidate[]): SearchCandidate | undefined {
  return kept.find(
    (k) =>
      (r.externalId !== null && k.externalId === r.externalId) ||
      (haversineM(k, r) <= SAME_PLACE_M && sameName(k.names, r.names)),
  );
}

export const isDuplicate = (r: SearchCandidate, kept: SearchCandidate[]) => findSame(r, kept) !== undefined;

/** Catalogue results first (they carry our ids), then outside ones that are not already there; capped. */
export function mergeResults(lists: SearchCandidate[][], max: number): SearchCandidate[] {
  const kept: SearchCandidate[] = [];
  for (const list of lists) {
    for (const r of list) {
      if (kept.length >= max) return kept;
      if (!isDuplicate(r, kept)) kept.push(r);
    }
  }
  return kept;
}

const toDto = (c: SearchCandidate): PlaceSearchResultDto => ({
  placeId: c.placeId,
  id: c.id,
  source: c.source,
  externalId: c.externalId,
  name: c.name,
  lat: c.lat,
  lng: c.lng,
  address: c.address,
  type: c.type,
  photoUrl: c.photoUrl,
});

/**
 * Searches the catalogue and every configured outside provider in parallel. Outside answers are cached for
 * 10 minutes; an outside failure or timeout is logged and the others (always the catalogue) still answer.
 */
export class PlaceSearch {
  private readonly cache = new TtlCache<string, SearchCandidate[]>(OUTSIDE_CACHE_TTL_MS, 2000);

  constructor(
    private readonly catalogue: CatalogueProvider,
    private readonly outside: PlaceSearchProvider[],
    private readonly log: SearchLogger,
  ) {}

  private async fromOutside(provider: PlaceSearchProvider, input: PlaceSearchInput) {
    const key = `${provider.source}|${input.language}|${input.maxResults}|${input.q.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    try {
      const results = await provider.search(input);
      this.cache.set(key, results);
      return results;
    } catch (err) {
      this.log.warn(
        { provider: provider.source, err: err instanceof Error ? err.message : String(err) },
        'outside place search failed; answering from the catalogue',
      );
      return [];
    }
  }

  async search(input: PlaceSearchInput): Promise<PlaceSearchResultDto[]> {
    const [catalogue, ...outside] = await Promise.all([
      this.catalogue.search(input),
      ...this.outside.map((p) => this.fromOutside(p, input)),
    ]);
    // An outside result for a place we already have (found by its outside id, or same name nearby, even when
    // the catalogue search itself missed it) is answered as that catalogue place, with our id.
    const fromOutside = outside.flat();
    const known = await this.catalogue.candidatesNear(fromOutside, SAME_PLACE_M, input.language);
    const resolved = fromOutside.map((r) => findSame(r, known) ?? r);
    return mergeResults([catalogue, resolved], input.maxResults).map(toDto);
  }
}
