import { dataOf, type PlaceDto, PlaceDto as PlaceSchema } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

const PlaceResponse = import.meta.env.DEV ? dataOf(PlaceSchema) : undefined;

/** GET /api/places/{id}: one place with all its details. */
export async function getPlace(id: number, signal?: AbortSignal): Promise<PlaceDto> {
  const body = await api.get(`/places/${id}`, { schema: PlaceResponse, signal });
  return body.data;
}

export const getPlaceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...placesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getPlace(id, signal),
    staleTime: 60_000,
  });

/** The place's details; `initial` (the list's copy) shows at once while the full record loads. */
export const usePlace = (id: number | null, initial?: PlaceDto) =>
  useQuery({
    ...getPlaceQueryOptions(id ?? 0),
    enabled: id !== null && id > 0,
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
