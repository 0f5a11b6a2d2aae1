import { haversineM, PLACE_LIST_MAX_PAGE_SIZE, type PlaceDto, type PlaceType } from '@ktravel/contract';
import { useEffect, useMemo } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useMyBookmarks } from './api/bookmarks.ts';
import { usePlaces } from './api/get-places.ts';
import type { PanelItem } from './panel-mode.ts';
import { SAMPLE_PLACES } from './sample-places.ts';
import { type MapDataMode, useMapStore } from './store.ts';

/** The map's places: id, coordinates, names; bookmarks carry the same. */
export type MapPlace = Pick<
  PlaceDto,
  'id' | 'type' | 'name' | 'nameKo' | 'nameZh' | 'address' | 'lat' | 'lng'
> &
  Partial<PlaceDto>;

interface Options {
  item: PanelItem;
  /** Where the radius filter is centred, or null when the list is not filtered. */
  near: { lat: number; lng: number; radius: number } | null;
  /** Search text: when set, the markers and the list are the places matching it (of the chosen type). */
  q?: string;
}

/** A sample place matches when any of its names or its address contains the text (any case). */
function matchesText(place: MapPlace, q: string): boolean {
  const needle = q.toLocaleLowerCase();
  return [place.name, place.nameKo, place.nameZh, place.address, place.addressKo].some((value) =>
    value?.toLocaleLowerCase().includes(needle),
  );
}

/** Only a server that cannot be reached at all (no HTTP answer) switches the map to the sample places. */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/**
 * The places K-Map shows, per the chosen list: markers (up to 100 of the type, or the bookmarks) and the
 * list (the same, or those within the radius, nearest first), and the ids of the member's bookmarks. Sets the map
 * store's data mode.
 */
export function useKmapPlaces({ item, near, q = '' }: Options) {
  const user = useAuthStore((state) => state.user);
  const mode = useMapStore((state) => state.mode);
  const setMode = useMapStore((state) => state.setMode);
  const type: PlaceType | undefined = item === 'all' || item === 'bookmarks' ? undefined : item;
  const isPlaceList = item !== 'bookmarks';

  const isSearch = q !== '' && isPlaceList;
  const markerQuery = usePlaces({ type, pageSize: PLACE_LIST_MAX_PAGE_SIZE }, isPlaceList);
  const nearQuery = usePlaces(
    { type, pageSize: PLACE_LIST_MAX_PAGE_SIZE, near: near ?? undefined },
    isPlaceList && !isSearch && near !== null && mode === 'api',
  );
  const searchQuery = usePlaces({ type, q, pageSize: PLACE_LIST_MAX_PAGE_SIZE }, isSearch && mode === 'api');
  const bookmarks = useMyBookmarks(user !== null);
  // The signed-in member's bookmarks mark their pins on every list, not only on the bookmarks one.
  const bookmarkedIds = useMemo(
    () => new Set((bookmarks.data ?? []).map((bookmark) => bookmark.placeId)),
    [bookmarks.data],
  );

  const nextMode: MapDataMode | null = markerQuery.isSuccess
    ? 'api'
    : isUnreachable(markerQuery.error)
      ? 'local'
      : null;
  useEffect(() => {
    if (nextMode) setMode(nextMode);
  }, [nextMode, setMode]);

  if (item === 'bookmarks') {
    const places: MapPlace[] = (bookmarks.data ?? []).map((bookmark) => ({
      ...bookmark,
      id: bookmark.placeId,
    }));
    return {
      mode,
      bookmarkedIds,
      markers: places,
      list: places,
      total: places.length,
      isFetching: bookmarks.isFetching,
      isLoading: user !== null && bookmarks.isPending,
      error: bookmarks.error,
      refetch: () => void bookmarks.refetch(),
      needsLogin: user === null,
    };
  }

  if (mode === 'local') {
    const markers = SAMPLE_PLACES.filter(
      (place) => (!type || place.type === type) && (!isSearch || matchesText(place, q)),
    );
    const list = near
      ? markers
          .map((place) => ({ ...place, distanceM: haversineM(near, place) }))
          .filter((place) => place.distanceM <= near.radius)
          .sort((a, b) => a.distanceM - b.distanceM)
      : markers;
    return {
      mode,
      bookmarkedIds,
      markers,
      list,
      total: list.length,
      isFetching: markerQuery.isFetching,
      isLoading: false,
      error: null,
      refetch: () => void markerQuery.refetch(),
      needsLogin: false,
    };
  }

  if (isSearch) {
    const found: MapPlace[] = searchQuery.data?.items ?? [];
    return {
      mode,
      bookmarkedIds,
      markers: found,
      list: found,
      total: searchQuery.data?.total ?? 0,
      isFetching: searchQuery.isFetching,
      isLoading: searchQuery.isPending,
      error: searchQuery.error,
      refetch: () => void searchQuery.refetch(),
      needsLogin: false,
    };
  }

  const markers: MapPlace[] = markerQuery.data?.items ?? [];
  const listSource = near ? nearQuery : markerQuery;
  const list: MapPlace[] = listSource.data?.items ?? [];
  return {
    mode,
    bookmarkedIds,
    markers,
    list,
    total: listSource.data?.total ?? 0,
    isFetching: markerQuery.isFetching || (near !== null && nearQuery.isFetching),
    isLoading: listSource.isPending,
    error: isUnreachable(markerQuery.error) ? null : (markerQuery.error ?? listSource.error),
    refetch: () => {
      void markerQuery.refetch();
      if (near) void nearQuery.refetch();
    },
    needsLogin: false,
  };
}
