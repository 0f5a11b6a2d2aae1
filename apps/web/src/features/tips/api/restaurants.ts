import { dataOf, PlaceListDto } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

const PlaceListResponse = import.meta.env.DEV ? dataOf(PlaceListDto) : undefined;
/** The map's place list size (spec §9). */
const RESTAURANTS_SHOWN = 100;

/** GET /api/places?type=food: the catalogue's restaurants, for the reservation tip's map. */
async function getRestaurants(signal?: AbortSignal) {
  const body = await api.get('/places', {
    query: { type: 'food', pageSize: RESTAURANTS_SHOWN },
    schema: PlaceListResponse,
    signal,
  });
  return body.data.items;
}

export const restaurantsQueryOptions = () =>
  queryOptions({
    queryKey: [...placesQueryKey, 'list', { type: 'food', pageSize: RESTAURANTS_SHOWN }, 'tips'],
    queryFn: ({ signal }) => getRestaurants(signal),
    staleTime: 5 * 60_000,
  });

/** The catalogue's restaurants, fetched only while `isEnabled` (the reservation tab is shown). */
export const useRestaurants = (isEnabled: boolean) =>
  useQuery({ ...restaurantsQueryOptions(), enabled: isEnabled });
