import {
  dataOf,
  type PlaceMarkerPageDto,
  PlaceMarkerPageDto as PlaceMarkerPageSchema,
  type PlaceType,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { Language } from '@/lib/language.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

// Responses are checked in development and tests only: the production bundle carries no schema (issue 16).
const PlaceMarkersResponse = import.meta.env.DEV ? dataOf(PlaceMarkerPageSchema) : undefined;

/** How often an "open now" list is asked again. */
const OPEN_NOW_REFRESH_MS = 5 * 60_000;

export interface PlaceMarkersParams {
  type?: PlaceType;
  q?: string;
  pageSize: number;
  language: Language;
  /** Around a point, sorted by distance: all three or none. */
  near?: { lat: number; lng: number; radius: number };
  /** Only places known to be open now (the server's clock); not with `openAt`. */
  openNow?: true;
  /** Only places known to be open at this Seoul time, `YYYY-MM-DDTHH:mm`. */
  openAt?: string;
  /** `foreignCards,englishMenu`: only places where each fact is known to help a visitor. */
  facts?: string;
}

/**
 * GET /api/places/markers: K-Map's one list (issue 16), slim: the places of the type (or matching `q`, or within
 * the radius, nearest first), known to be open then when asked, each named in the reader's language; the details
 * come with a selection.
 */
export async function getPlaceMarkers(
  params: PlaceMarkersParams,
  signal?: AbortSignal,
): Promise<PlaceMarkerPageDto> {
  const { near, ...rest } = params;
  const body = await api.get('/places/markers', {
    query: { ...rest, lat: near?.lat, lng: near?.lng, radius: near?.radius },
    schema: PlaceMarkersResponse,
    signal,
  });
  return body.data as PlaceMarkerPageDto;
}

export const placeMarkersQueryOptions = (params: PlaceMarkersParams) =>
  queryOptions({
    queryKey: [...placesQueryKey, 'markers', params],
    queryFn: ({ signal }) => getPlaceMarkers(params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // A server that cannot be reached switches the map to sample places at once; no retries to wait for.
    retry: false,
    // "Open now" is the server's now: asked again as the minutes pass, while the map is on screen.
    refetchInterval: params.openNow ? OPEN_NOW_REFRESH_MS : false,
  });

export const usePlaceMarkers = (params: PlaceMarkersParams, isEnabled = true) =>
  useQuery({ ...placeMarkersQueryOptions(params), enabled: isEnabled });
