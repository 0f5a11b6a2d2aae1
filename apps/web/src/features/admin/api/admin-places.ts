import {
  ADMIN_PAGE_SIZE,
  type AddPlaceBody,
  dataOf,
  PlaceDto,
  type PlaceType,
  pageOf,
  type UpdatePlaceBody,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';
import { adminQueryKey, useAdminMutation } from './audit.ts';

const PlacePageResponse = import.meta.env.DEV ? dataOf(pageOf(PlaceDto)) : undefined;
const PlaceResponse = import.meta.env.DEV ? dataOf(PlaceDto) : undefined;

export const adminPlacesQueryKey = [...adminQueryKey, 'places'] as const;

export interface AdminPlacesFilter {
  q?: string;
  type?: PlaceType;
  status?: 'active' | 'inactive';
  page: number;
}

/** GET /api/admin/places?q&type&status&page&limit: every place, inactive ones too. */
export async function getAdminPlaces(filter: AdminPlacesFilter, signal?: AbortSignal) {
  const body = await api.get('/admin/places', {
    query: {
      q: filter.q || undefined,
      type: filter.type,
      status: filter.status ?? 'all',
      page: filter.page,
      limit: ADMIN_PAGE_SIZE,
    },
    schema: PlacePageResponse,
    signal,
  });
  return body.data;
}

export const getAdminPlacesQueryOptions = (filter: AdminPlacesFilter) =>
  queryOptions({
    queryKey: [...adminPlacesQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminPlaces(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminPlaces = (filter: AdminPlacesFilter) => useQuery(getAdminPlacesQueryOptions(filter));

/** GET /api/places/{id}: admins get inactive places too. */
export async function getAdminPlace(id: number, signal?: AbortSignal) {
  const body = await api.get(`/places/${id}`, { schema: PlaceResponse, signal });
  return body.data;
}

export const getAdminPlaceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminPlacesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAdminPlace(id, signal),
  });

export const useAdminPlace = (id: number | null) =>
  useQuery({ ...getAdminPlaceQueryOptions(id ?? 0), enabled: id !== null });

/** POST /api/places/add: puts a searched place on the map (409 PLACE_ALREADY_EXISTS when it is there). */
export async function addPlace(place: AddPlaceBody) {
  const body = await api.post('/places/add', place, { schema: PlaceResponse });
  return body.data;
}

/** PUT /api/places/{id}: name, category, status, description, image. */
export async function updatePlace({ id, place }: { id: number; place: UpdatePlaceBody }) {
  const body = await api.put(`/places/${id}`, place, { schema: PlaceResponse });
  return body.data;
}

/** DELETE /api/places/admin/{id}: for good. */
export function deletePlace(id: number): Promise<unknown> {
  return api.delete(`/places/admin/${id}`);
}

/** PUT /api/places/{id}/advertisement. */
export async function setPlaceAdvertisement({ id, isOn }: { id: number; isOn: boolean }) {
  const body = await api.put(
    `/places/${id}/advertisement`,
    { isAdvertisement: isOn },
    { schema: PlaceResponse },
  );
  return body.data;
}

/** PUT /api/places/{id}/multilingual-menu. */
export async function setPlaceMultilingualMenu({ id, isOn }: { id: number; isOn: boolean }) {
  const body = await api.put(
    `/places/${id}/multilingual-menu`,
    { hasMultilingualMenu: isOn },
    { schema: PlaceResponse },
  );
  return body.data;
}

export const useAddPlace = () => useAdminMutation(placesQueryKey, addPlace);
export const useUpdatePlace = () => useAdminMutation(placesQueryKey, updatePlace);
/** Deletes a place; its detail is not refetched (it would only answer 404 to the page that is leaving). */
export const useDeletePlace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlace,
    onSettled: (_result, _error, id) => {
      const detailKey = JSON.stringify([...adminPlacesQueryKey, 'detail', id]);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminQueryKey,
          predicate: (query) => JSON.stringify(query.queryKey) !== detailKey,
        }),
        queryClient.invalidateQueries({ queryKey: placesQueryKey }),
      ]);
    },
  });
};
export const useSetPlaceAdvertisement = () => useAdminMutation(placesQueryKey, setPlaceAdvertisement);
export const useSetPlaceMultilingualMenu = () => useAdminMutation(placesQueryKey, setPlaceMultilingualMenu);
