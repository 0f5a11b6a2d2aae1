import type { CourseStopDto } from '@ktravel/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CourseRouteArt } from '@/components/course-route-art.tsx';
import { LayersIcon } from '@/components/icons/index.ts';
import { LazyAppMap } from '@/components/map/lazy-app-map.tsx';
import type { MapFitRequest } from '@/components/map/map-fit.ts';
import { DEFAULT_ZOOM, type MapMarker, SEOUL_CENTER } from '@/components/map/map-types.ts';
import { stopName } from '@/lib/course-labels.ts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface CourseMapProps {
  courseId: number;
  stops: CourseStopDto[];
  title: string;
  className?: string;
}

const FRAME = 'overflow-hidden rounded-2xl border border-sand-200 bg-sand-100';

/**
 * The course's stops on a map. On a phone the page opens with the route drawn (numbered stops joined in order, as
 * on the course's card) and the map a tap away: the map's code and its first drawing were the longest tasks of a
 * course page on a phone (issue 44: Lighthouse 0.92, Total Blocking Time 231-457 ms), and the stops below say
 * where each one is. Wider screens, where the map stands beside the stops, open with the map.
 */
export function CourseMap({ courseId, stops, title, className = '' }: CourseMapProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [isMapWanted, setIsMapWanted] = useState(false);
  // The button that opened the map is gone: the keyboard's and the screen reader's place moves to the map.
  const opened = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isMapWanted) opened.current?.focus();
  }, [isMapWanted]);
  if (isPhone && !isMapWanted) {
    return (
      <section
        aria-label={t('kcourse.map.label', { title })}
        className={`relative ${FRAME} ${className}`}
        data-testid="course-route-preview"
      >
        <CourseRouteArt courseId={courseId} stops={stops} />
        <button
          type="button"
          className="btn-secondary absolute top-3 right-3 min-h-10 px-3 shadow-sm"
          onClick={() => setIsMapWanted(true)}
        >
          <LayersIcon />
          {t('kcourse.map.show')}
        </button>
      </section>
    );
  }
  return (
    <div ref={opened} tabIndex={-1} className={`${FRAME} ${className}`} data-testid="course-map">
      <CourseStopsMap stops={stops} title={title} />
    </div>
  );
}

/** The stops as numbered markers joined by a line, the map fitted to them. */
function CourseStopsMap({ stops, title }: Pick<CourseMapProps, 'stops' | 'title'>) {
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
    <LazyAppMap
      label={t('kcourse.map.label', { title })}
      initialView={initialView}
      markers={markers}
      isClustered={false}
      polyline={polyline}
      fitTo={fitTo}
    />
  );
}
