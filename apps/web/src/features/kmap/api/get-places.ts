import {
  dataOf,
  type PlaceListDto,
  PlaceListDto as PlaceListSchema,
  type PlaceType,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

const PlaceListResponse = dataOf(PlaceListSchema);

export interface PlaceListParams {
  type?: PlaceType;
  q?: string;
  page?: number;
  pageSize: number;
  /** Around a point, sorted by distance: all three or none. */
  near?: { lat: number; lng: number; radius: number };
}

/** GET /api/places: one page of active places, optionally of one type and within a radius. */
export async function getPlaces(params: PlaceListParams, signal?: AbortSignal): Promise<PlaceListDto> {
  const { near, ...rest } = params;
  const body = await api.get('/places', {
    query: { ...rest, lat: near?.lat, lng: near?.lng, radius: near?.radius },
    schema: PlaceListResponse,
    signal,
  });
  return body.data;
}

export const getPlacesQueryOptions = (params: PlaceListParams) =>
  queryOptions({
    queryKey: [...placesQueryKey, 'list', params],
    queryFn: ({ signal }) => getPlaces(params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // A server that cannot be reached switches the map to sample places at once; no retries to wait for.
    retry: false,
  });

export const usePlaces = (params: PlaceListParams, isEnabled = true) =>
  useQuery({ ...getPlacesQueryOptions(params), enabled: isEnabled });
