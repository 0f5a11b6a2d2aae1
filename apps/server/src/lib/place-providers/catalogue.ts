import { localizedText, localizedValues } from '@ktravel/contract';
import { type PlaceSearchInput, type PlaceSearchProvider, photoPath, type SearchCandidate } from './types.ts';

/** A place's name and address in each of the five languages (DESIGN §8.5), as the catalogue stores them. */
export interface PlaceNamesAndAddresses {
  name: string;
  nameKo: string | null;
  nameZh: string | null;
  nameJa: string | null;
  nameZhHant: string | null;
  address: string | null;
  addressKo: string | null;
  addressZh: string | null;
  addressJa: string | null;
  addressZhHant: string | null;
}

export interface CatalogueRow extends PlaceNamesAndAddresses {
  id: number;
  lat: number;
  lng: number;
  type: SearchCandidate['type'];
  provider: string | null;
  externalId: string | null;
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
  photosJson: unknown;
  usualCostKrw: number | null;
}

/** First Google photo resource name in a stored `photosJson`, if any. */
export function firstPhotoName(photosJson: unknown): string | undefined {
  if (!Array.isArray(photosJson)) return undefined;
  const first: unknown = photosJson[0];
  if (first && typeof first === 'object' && 'name' in first && typeof first.name === 'string')
    return first.name;
  return undefined;
}

/**
 * Image link for a catalogue place: a photo an admin uploaded (stored by us, with a thumbnail) as it is; an image
 * URL an admin typed or a Google photo through our photo endpoint.
 */
export function placePhotoUrl(row: {
  id: number;
  photoUrl: string | null;
  photoThumbnailUrl?: string | null;
  photosJson: unknown;
}): string | null {
  if (row.photoUrl && (row.photoThumbnailUrl || row.photoUrl.startsWith('/'))) return row.photoUrl;
  if (row.photoUrl) return photoPath(`place/${row.id}`);
  const name = firstPhotoName(row.photosJson);
  return name ? photoPath(name) : null;
}

/**
 * The photo link of a linked place as other modules receive it (`activePlaceJson`: only the first photo's name):
 * the thumbnail of an uploaded photo, which is what a course stop or card shows; without a photo of its own, the
 * thumbnail of its newest review photo (migration 0034).
 */
export function linkedPlacePhotoUrl(place: {
  id: number;
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
  firstPhotoName: string | null;
  reviewPhoto?: { url: string; thumbnailUrl: string } | null;
}): string | null {
  if (place.photoThumbnailUrl) return place.photoThumbnailUrl;
  const own = placePhotoUrl({
    id: place.id,
    photoUrl: place.photoUrl,
    photosJson: place.firstPhotoName ? [{ name: place.firstPhotoName }] : null,
  });
  return own ?? place.reviewPhoto?.thumbnailUrl ?? null;
}

/** The local catalogue as a search provider; `query` is the repository's ranked search. */
export class CatalogueProvider implements PlaceSearchProvider {
  readonly source = 'catalogue' as const;

  constructor(
    private readonly query: (
      q: string,
      bias: PlaceSearchInput['bias'],
      limit: number,
    ) => Promise<CatalogueRow[]>,
    /** Catalogue rows near the given points or linked to their outside ids (for de-duplication). */
    private readonly near: (
      points: { lat: number; lng: number; externalId: string | null }[],
      radiusM: number,
    ) => Promise<CatalogueRow[]>,
  ) {}

  async search(input: PlaceSearchInput): Promise<SearchCandidate[]> {
    return this.toCandidates(await this.query(input.q, input.bias, input.maxResults), input.language);
  }

  /** Catalogue places that could be the same as these outside results (one query for all). */
  async candidatesNear(
    results: SearchCandidate[],
    radiusM: number,
    language: PlaceSearchInput['language'],
  ): Promise<SearchCandidate[]> {
    if (results.length === 0) return [];
    return this.toCandidates(await this.near(results, radiusM), language);
  }

  private toCandidates(rows: CatalogueRow[], language: PlaceSearchInput['language']): SearchCandidate[] {
    const input = { language };
    return rows.map((r) => {
      const name = localizedText(r, 'name', input.language, []) ?? r.name;
      const address = localizedText(r, 'address', input.language, []) ?? r.address;
      return {
        placeId: String(r.id),
        id: r.id,
        source: 'catalogue' as const,
        externalId: r.externalId,
        name,
        lat: r.lat,
        lng: r.lng,
        address,
        type: r.type,
        photoUrl: r.photoThumbnailUrl ?? placePhotoUrl(r),
        usualCostKrw: r.usualCostKrw,
        names: localizedValues(r, 'name'),
      };
    });
  }
}
