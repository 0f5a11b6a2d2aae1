import type { PlaceSearchResultDto } from '@ktravel/contract';
import { useMemo, useState } from 'react';
import { LazyAppMap } from '@/components/map/lazy-app-map.tsx';
import {
  DEFAULT_ZOOM,
  type MapMarker,
  type MapView,
  PIN_HEAD_PATH,
  SEOUL_CENTER,
} from '@/components/map/map-types.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { PlanStop } from '../course-plan.ts';
import { nextPlannerFit } from '../planner-fit.ts';
import './planner-map.css';

const INITIAL_VIEW: MapView = { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM };
/** The legend's height over the top of the map: fitting keeps the markers below it. */
const LEGEND_INSET_PX = 56;

interface PlannerMapProps {
  stops: PlanStop[];
  /** Search results not yet listed are shown as hollow "+" pins. */
  results: PlaceSearchResultDto[];
  className?: string;
}

/**
 * The planner's map: the stops as numbered brand-colour markers joined by a line, the search results not yet
 * added as hollow pins with a plus, and a legend telling them apart. It fits the stops whenever they change.
 */
export function PlannerMap({ stops, results, className }: PlannerMapProps) {
  const { t } = useTranslation();
  const candidates = useMemo(() => {
    const listed = new Set(stops.map((stop) => stop.key));
    return results.filter((result) => !listed.has(result.placeId));
  }, [stops, results]);
  const markers = useMemo<MapMarker[]>(
    () => [
      ...stops.map((stop, index) => ({
        id: `stop:${stop.key}`,
        lat: stop.lat,
        lng: stop.lng,
        title: t('planner.map.stop', { position: index + 1, name: stop.name }),
        number: index + 1,
      })),
      ...candidates.map((result) => ({
        id: `result:${result.placeId}`,
        lat: result.lat,
        lng: result.lng,
        title: t('planner.map.result', { name: result.name }),
        category: result.type,
        isCandidate: true,
      })),
    ],
    [stops, candidates, t],
  );
  const polyline = useMemo(() => stops.map((stop): [number, number] => [stop.lat, stop.lng]), [stops]);

  // Derived from the previous render (React's "storing information from previous renders"): the map moves only
  // when the stops or the results change.
  const resultPoints = useMemo(
    () => results.map((result) => ({ key: result.placeId, lat: result.lat, lng: result.lng })),
    [results],
  );
  const [fit, setFit] = useState(() => nextPlannerFit(null, stops, resultPoints));
  const next = nextPlannerFit(fit, stops, resultPoints);
  if (next !== fit) setFit(next);

  return (
    <LazyAppMap
      label={t('planner.map.label')}
      initialView={INITIAL_VIEW}
      markers={markers}
      isClustered={false}
      polyline={polyline}
      fitTo={next.request && { ...next.request, insetTop: LEGEND_INSET_PX }}
      className={`planner-map ${className ?? ''}`}
    >
      {markers.length > 0 ? <PlannerMapLegend hasResults={candidates.length > 0} /> : null}
    </LazyAppMap>
  );
}

/** Which marker is which: numbered stops of the course, and search results that can still be added. */
function PlannerMapLegend({ hasResults }: { hasResults: boolean }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('planner.map.legend')}
      className="pointer-events-none absolute top-2 left-2 z-[1000] flex flex-col gap-1 rounded-lg bg-white/95 px-2.5 py-1.5 text-xs font-medium text-sand-800 shadow-card"
    >
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-[10px] font-bold text-white shadow"
        >
          1
        </span>
        {t('planner.map.legendStop')}
      </li>
      {hasResults ? (
        <li className="flex items-center gap-2">
          <span className="map-pin map-pin--plain is-candidate inline-block h-6 w-5 shrink-0">
            <svg className="map-pin__svg" viewBox="0 0 36 46" aria-hidden="true" focusable="false">
              <path className="map-pin__head" d={PIN_HEAD_PATH} />
              <circle className="map-pin__dot" cx="18" cy="17" r="5" />
              <g className="map-pin__plus" transform="translate(30 6)">
                <circle r="7" />
                <path d="M-3.5 0h7M0-3.5v7" />
              </g>
            </svg>
          </span>
          {t('planner.map.legendResult')}
        </li>
      ) : null}
    </ul>
  );
}
