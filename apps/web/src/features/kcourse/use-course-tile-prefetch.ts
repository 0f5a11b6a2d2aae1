import type { CourseDto } from '@ktravel/contract';
import { useEffect } from 'react';
import { useConfig } from '@/lib/config-query.ts';
import { isInPack, usePackStore } from '@/lib/offline/pack-store.ts';
import { courseTiles } from '@/lib/offline/tile-area.ts';

/** Courses whose area was asked for in this visit (by id and version): once each. */
const asked = new Set<string>();

/**
 * With `MAP_TILE_PREFETCH` (an own tile server, never OpenStreetMap's public one), a course in the offline pack has
 * its area's tiles (zoom 12–16) fetched into the tile cache, within its 50 MB, so its map works offline too.
 */
export function useCourseTilePrefetch(course: Pick<CourseDto, 'id' | 'updatedAt' | 'stops'>): void {
  const config = useConfig();
  const isKept = usePackStore((state) => isInPack(state, 'course', course.id));
  const map = config.data?.map;
  useEffect(() => {
    if (!map?.prefetch || !isKept || !('serviceWorker' in navigator)) return;
    const key = `${course.id}@${course.updatedAt}`;
    if (asked.has(key)) return;
    asked.add(key);
    const urls = courseTiles(course.stops, map.tileUrl);
    void import('@/lib/offline/register-sw.ts').then((worker) => worker.prefetchTiles(urls));
  }, [map, isKept, course.id, course.updatedAt, course.stops]);
}
