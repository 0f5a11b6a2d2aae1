import type { Language, PlaceSearchResultDto, PlaceType } from '@ktravel/contract';

export type SearchSource = PlaceSearchResultDto['source'];

export interface PlaceSearchInput {
  q: string;
  language: Language;
  maxResults: number;
  /** Results near this point rank higher (spec §9: Seoul centre, 50 km). */
  bias: { lat: number; lng: number; radiusM: number };
}

/** A search result as providers return it: the wire result plus every name we know, for de-duplication. */
export interface SearchCandidate extends PlaceSearchResultDto {
  names: string[];
}

/** One source of place search results: the catalogue (always) or an outside API. */
export interface PlaceSearchProvider {
  readonly source: SearchSource;
  search(input: PlaceSearchInput): Promise<SearchCandidate[]>;
}

/** Details of one outside place, enough to store it as a catalogue row. */
export interface ExternalPlaceDetails {
  provider: 'google' | 'kakao';
  externalId: string;
  name: string;
  address: string | null;
  lat: number;
  lng: number;
  type: PlaceType | null;
  sourceTypes: string[];
  phone: string | null;
  website: string | null;
  googleMapsUrl: string | null;
  rating: number | null;
  userRatingsTotal: number | null;
  openingHours: unknown | null;
  photos: unknown | null;
}

/** Raised by outside providers; the search falls back to the catalogue and logs it. */
/**
 * A URL whose host is (or resolves to) a private, loopback or otherwise non-public address, refused before any
 * connection (SSRF guard): not an outage of the outside service, so callers answer a 4xx that says so.
 */
export class RefusedAddressError extends Error {
  constructor(readonly url: string) {
    super(`${new URL(url).hostname} is not a public address`);
    this.name = 'RefusedAddressError';
  }
}

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** Link to our photo endpoint for a Google photo resource name (the key never leaves the server). */
export const photoPath = (name: string) => `/api/places/photo?name=${encodeURIComponent(name)}`;
