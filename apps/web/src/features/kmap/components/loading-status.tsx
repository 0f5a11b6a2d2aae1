import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import type { MapLoadingStatus } from '../store.ts';

const KEYS = {
  'map-init': 'kmap.status.mapInit',
  places: 'kmap.status.places',
  markers: 'kmap.status.markers',
  idle: 'kmap.status.idle',
} as const satisfies Record<MapLoadingStatus, string>;

/** Spec §4 loading status, told to the user (and to screen readers) until the map is idle. */
export function LoadingStatus({ status }: { status: MapLoadingStatus }) {
  const { t } = useTranslation();
  const isIdle = status === 'idle';
  return (
    <p
      role="status"
      data-status={status}
      className={
        isIdle
          ? 'sr-only'
          : 'flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-medium text-sand-800 shadow'
      }
    >
      {isIdle ? null : <span className="size-2 animate-pulse rounded-full bg-brand-500" aria-hidden="true" />}
      {t(KEYS[status])}
    </p>
  );
}

interface KmapStatusProps {
  isMapReady: boolean;
  isFetching: boolean;
  /** The markers the map was given (their ids): they count as drawn one frame after the map got them. */
  markersKey: string;
}

/**
 * K-Map's status as it advances (map-init → places → markers → idle). Which markers were drawn is this component's
 * own state, so their frame re-renders the status alone, not the page with its list and map (issue 16).
 */
export function KmapStatus({ isMapReady, isFetching, markersKey }: KmapStatusProps) {
  const [drawnKey, setDrawnKey] = useState<string | null>(null);
  useEffect(() => {
    if (!isMapReady || isFetching) return;
    const frame = requestAnimationFrame(() => setDrawnKey(markersKey));
    return () => cancelAnimationFrame(frame);
  }, [isMapReady, isFetching, markersKey]);
  const status: MapLoadingStatus = !isMapReady
    ? 'map-init'
    : isFetching
      ? 'places'
      : drawnKey !== markersKey
        ? 'markers'
        : 'idle';
  return <LoadingStatus status={status} />;
}
