import {
  haversineM,
  localizedValues,
  PLACE_LIST_MAX_PAGE_SIZE,
  type PlaceMarkerDto,
  type PlaceType,
} from '@ktravel/contract';
import { useEffect, useMemo } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import type { Language } from '@/lib/language.ts';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { useMyBookmarks } from './api/bookmarks.ts';
import { usePlaceMarkers } from './api/get-places.ts';
import { factFilterParams, type KmapFactFilter } from './fact-filter.ts';
import { type OpenFilter, openFilterParams } from './open-filter.ts';
import type { PanelItem } from './panel-mode.ts';
import { SAMPLE_PLACES } from './sample-places.ts';
import { type MapDataMode, useMapStore } from './store.ts';
import { useSavedPlaces } from './use-saved-places.ts';

/** A place on the map and in the list: its name and address in the reader's language (the markers' shape). */
export type MapPlace = Pick<
  PlaceMarkerDto,
  'id' | 'type' | 'name' | 'address' | 'lat' | 'lng' | 'distanceM'
> &
  Partial<Pick<PlaceMarkerDto, 'reviewAverage' | 'reviewCount'>>;

interface Options {
  language: Language;
  item: PanelItem;
  /** Where the radius filter is centred, or null when the list is not filtered. */
  near: { lat: number; lng: number; radius: number } | null;
  /** Search text: when set, the markers and the list are the places matching it (of the chosen type). */
  q?: string;
  /** Only places known to be open now or then (markers and list alike); bookmarks are not filtered. */
  open?: OpenFilter | null;
  /** Only places where these facts are known to help a visitor (DESIGN §8.6); bookmarks are not filtered. */
  facts?: readonly KmapFactFilter[];
}

/** A sample place matches when any of its names or addresses contains the text (any case). */
function matchesText(place: (typeof SAMPLE_PLACES)[number], q: string): boolean {
  const needle = q.toLocaleLowerCase();
  return [...localizedValues(place, 'name'), ...localizedValues(place, 'address')].some((value) =>
    value?.toLocaleLowerCase().includes(needle),
  );
}

/** A saved place matches when its name or address (in the reader's language) contains the text (any case). */
function matchesName(place: MapPlace, q: string): boolean {
  const needle = q.toLocaleLowerCase();
  return [place.name, place.address].some((value) => value?.toLocaleLowerCase().includes(needle));
}

/** A full place (a sample, a bookmark) as the map shows it, in the reader's language. */
function toMapPlace(
  place: Parameters<typeof placeName>[0] &
    Parameters<typeof placeAddress>[0] & { id: number; type: PlaceType | null; lat: number; lng: number },
  language: Language,
): MapPlace {
  return {
    id: place.id,
    type: place.type,
    name: placeName(place, language),
    address: placeAddress(place, language),
    lat: place.lat,
    lng: place.lng,
  };
}

/** Only a server that cannot be reached at all (no HTTP answer) switches the map to the sample places. */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/**
 * The places K-Map shows, per the chosen list, as one slim list (issue 16) that is both the markers and the list:
 * up to 100 of the type, those within the radius (nearest first), those matching the search (with `open`, only
 * those known to be open then), or the bookmarks; and the ids of the member's bookmarks. Sets the map store's
 * data mode.
 */
export function useKmapPlaces({ item, near, q = '', language, open = null, facts = [] }: Options) {
  const user = useAuthStore((state) => state.user);
  const mode = useMapStore((state) => state.mode);
  const setMode = useMapStore((state) => state.setMode);
  const type: PlaceType | undefined = item === 'all' || item === 'bookmarks' ? undefined : item;
  const isPlaceList = item !== 'bookmarks';

  const isSearch = q !== '' && isPlaceList;
  // The sample places need no server; a search or a radius list is asked for only while it can be answered.
  const markerQuery = usePlaceMarkers(
    {
      type,
      pageSize: PLACE_LIST_MAX_PAGE_SIZE,
      language,
      ...(isSearch ? { q } : near && mode !== 'local' ? { near } : {}),
      ...openFilterParams(open),
      ...factFilterParams(facts),
    },
    isPlaceList,
  );
  const bookmarks = useMyBookmarks(user !== null);
  const saved = useSavedPlaces(mode === 'local', user?.id ?? null, language);
  // The signed-in member's bookmarks mark their pins on every list, not only on the bookmarks one.
  const bookmarkedIds = useMemo(
    () => new Set((bookmarks.data ?? []).map((bookmark) => bookmark.placeId)),
    [bookmarks.data],
  );

  // An answer for this very list (not the previous list's, kept on screen while this one loads: when the map went
  // local, that flipped it back and forth, issue 44).
  const nextMode: MapDataMode | null =
    markerQuery.isSuccess && !markerQuery.isPlaceholderData
      ? 'api'
      : isUnreachable(markerQuery.error)
        ? 'local'
        : null;
  useEffect(() => {
    if (nextMode) setMode(nextMode);
  }, [nextMode, setMode]);

  if (item === 'bookmarks') {
    const places: MapPlace[] = (bookmarks.data ?? []).map((bookmark) =>
      toMapPlace({ ...bookmark, id: bookmark.placeId }, language),
    );
    return {
      mode,
      localSource: null,
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
    // Offline with a trip pack: the member's saved places (bookmarks, their courses' stops), every one of them
    // (there are few: a radius orders them, it leaves none out). Without one, the built-in samples.
    const isSaved = saved !== null;
    // Hours and facts of these are not asked offline, and unknown is never "open" or "takes cards": a filter leaves none.
    const byFilters = (place: Pick<MapPlace, 'type'>) =>
      !open && facts.length === 0 && (!type || place.type === type);
    const markers = isSaved
      ? saved.filter((place) => byFilters(place) && (!isSearch || matchesName(place, q)))
      : SAMPLE_PLACES.filter((place) => byFilters(place) && (!isSearch || matchesText(place, q))).map(
          (place) => toMapPlace(place, language),
        );
    const list = near
      ? markers
          .map((place) => ({ ...place, distanceM: haversineM(near, place) }))
          .filter((place) => isSaved || place.distanceM <= near.radius)
          .sort((a, b) => a.distanceM - b.distanceM)
      : markers;
    return {
      mode,
      localSource: isSaved ? ('saved' as const) : ('samples' as const),
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

  const places: MapPlace[] = markerQuery.data?.items ?? [];
  return {
    mode,
    localSource: null,
    bookmarkedIds,
    markers: places,
    list: places,
    total: markerQuery.data?.total ?? 0,
    isFetching: markerQuery.isFetching,
    isLoading: markerQuery.isPending,
    error: isUnreachable(markerQuery.error) ? null : markerQuery.error,
    refetch: () => void markerQuery.refetch(),
    needsLogin: false,
  };
}
