import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '@/lib/language.ts';
import { usePackStore } from '@/lib/offline/pack-store.ts';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { getPlaceQueryOptions } from './api/get-place.ts';
import type { MapPlace } from './use-kmap-places.ts';

/**
 * The member's saved places as this device keeps them (DESIGN §8.2, issue 44): the trip pack's places (their
 * bookmarks and their courses' stops), each read from the answer the pack kept (the service worker serves it
 * offline). Null while `enabled` is false, or until any of them has been read; places the device does not have
 * are left out.
 */
export function useSavedPlaces(
  enabled: boolean,
  memberId: number | null,
  language: Language,
): MapPlace[] | null {
  const ids = usePackStore((state) => (state.owner === memberId ? state.places : NONE));
  const results = useQueries({
    queries: ids.map((id) => ({ ...getPlaceQueryOptions(id), enabled: enabled && memberId !== null })),
  });
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers change only when their update times do.
  return useMemo(() => {
    if (!enabled || memberId === null) return null;
    const places = results.flatMap((result) =>
      result.data
        ? [
            {
              id: result.data.id,
              type: result.data.type,
              name: placeName(result.data, language),
              address: placeAddress(result.data, language),
              lat: result.data.lat,
              lng: result.data.lng,
            },
          ]
        : [],
    );
    return places.length > 0 ? places : null;
  }, [enabled, memberId, language, dataKey]);
}

const NONE: number[] = [];
