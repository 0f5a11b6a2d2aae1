import type { CourseStopDto } from '@ktravel/contract';
import { useMemo } from 'react';
import { LazyAppMap } from '@/components/map/lazy-app-map.tsx';
import type { MapFitRequest } from '@/components/map/map-fit.ts';
import { DEFAULT_ZOOM, type MapMarker, SEOUL_CENTER } from '@/components/map/map-types.ts';
import { stopName } from '@/lib/course-labels.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface CourseMapProps {
  stops: CourseStopDto[];
  title: string;
  className?: string;
}

/** The stops as numbered markers joined by a line, the map fitted to them. */
export function CourseMap({ stops, title, className = '' }: CourseMapProps) {
  const { t, i18n } = useTranslation();
  const ordered = useMemo(() => [...stops].sort((a, b) => a.order - b.order), [stops]);
  const markers = useMemo<MapMarker[]>(
    () =>
      ordered.map((stop) => ({
        id: stop.id,
        lat: stop.lat,
        lng: stop.lng,
        number: stop.order,
        title: t('kcourse.map.marker', { order: stop.order, name: stopName(stop, i18n.language) }),
      })),
    [ordered, t, i18n.language],
  );
  const polyline = useMemo(() => ordered.map((stop): [number, number] => [stop.lat, stop.lng]), [ordered]);
  // Refitted only when the stops themselves change (an edit), not on a re-render or a language switch.
  const fitTo = useMemo<MapFitRequest>(
    () => ({ key: ordered.map((stop) => `${stop.id}@${stop.lat},${stop.lng}`).join(' '), points: ordered }),
    [ordered],
  );
  const [initialView] = useMemo(() => {
    const first = ordered[0];
    return [first ? { lat: first.lat, lng: first.lng, zoom: 14 } : { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM }];
  }, [ordered]);

  return (
    <div
      className={`overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 ${className}`}
      data-testid="course-map"
    >
      <LazyAppMap
        label={t('kcourse.map.label', { title })}
        initialView={initialView}
        markers={markers}
        isClustered={false}
        polyline={polyline}
        fitTo={fitTo}
      />
    </div>
  );
}
