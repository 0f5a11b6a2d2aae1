import type { PlaceType } from '@ktravel/contract';
import { z } from 'zod';
import { fetchJson } from './http.ts';
import {
  type PlaceSearchInput,
  type PlaceSearchProvider,
  ProviderError,
  type SearchCandidate,
} from './types.ts';

export interface KakaoOptions {
  apiKey: string;
  /** https://dapi.kakao.com, or a local server in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Kakao Local keyword search document (documented field names; coordinates are strings, x = longitude). */
const KakaoDocument = z.object({
  id: z.string(),
  place_name: z.string(),
  category_group_code: z.string().optional(),
  address_name: z.string().optional(),
  road_address_name: z.string().optional(),
  x: z.coerce.number(),
  y: z.coerce.number(),
});
const KeywordResponse = z.object({ documents: z.array(z.unknown()) });

/** Kakao category group codes: FD6 restaurant, CE7 cafe, AT4 tourist attraction, CT1 culture. */
export function typeFromKakao(code: string | undefined): PlaceType | null {
  if (code === 'FD6') return 'food';
  if (code === 'CE7') return 'cafe';
  if (code === 'AT4' || code === 'CT1') return 'travel';
  return null;
}

/** Kakao caps `size` at 15. No `radius`: it would filter (not bias) and hide places outside Seoul. */
const KAKAO_MAX_SIZE = 15;

/** Kakao Local keyword search (`Authorization: KakaoAK {key}`). Kakao has no look-up by id. */
export class KakaoLocalProvider implements PlaceSearchProvider {
  readonly source = 'kakao' as const;

  constructor(private readonly options: KakaoOptions) {}

  async search(input: PlaceSearchInput): Promise<SearchCandidate[]> {
    const params = new URLSearchParams({
      query: input.q,
      size: String(Math.min(input.maxResults, KAKAO_MAX_SIZE)),
      x: String(input.bias.lng),
      y: String(input.bias.lat),
    });
    const json = await fetchJson(
      'kakao',
      `${this.options.baseUrl}/v2/local/search/keyword.json?${params}`,
      { method: 'GET', headers: { Authorization: `KakaoAK ${this.options.apiKey}` } },
      this.options.timeoutMs,
    );
    const parsed = KeywordResponse.safeParse(json);
    if (!parsed.success) throw new ProviderError('kakao', 'unexpected search answer');
    const out: SearchCandidate[] = [];
    for (const raw of parsed.data.documents) {
      const doc = KakaoDocument.safeParse(raw);
      if (!doc.success || !Number.isFinite(doc.data.x) || !Number.isFinite(doc.data.y)) continue;
      const d = doc.data;
      out.push({
        placeId: d.id,
        id: null,
        source: 'kakao',
        externalId: d.id,
        name: d.place_name,
        lat: d.y,
        lng: d.x,
        address: d.road_address_name || d.address_name || null,
        type: typeFromKakao(d.category_group_code),
        photoUrl: null,
        names: [d.place_name],
      });
    }
    return out;
  }
}
