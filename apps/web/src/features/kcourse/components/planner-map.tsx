import type { PlaceSearchResultDto } from '@ktravel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppMap } from '@/components/map/app-map.tsx';
import { DEFAULT_ZOOM, type MapMarker, type MapView, SEOUL_CENTER } from '@/components/map/map-types.ts';
import type { PlanStop } from '../course-plan.ts';
import './planner-map.css';

const INITIAL_VIEW: MapView = { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM };

interface PlannerMapProps {
  stops: PlanStop[];
  /** Search results not yet listed are shown as plain pins. */
  results: PlaceSearchResultDto[];
  className?: string;
}

/** The planner's map: the stops as numbered markers joined by a line, plus the current search results. */
export function PlannerMap({ stops, results, className }: PlannerMapProps) {
  const { t } = useTranslation();
  const markers = useMemo<MapMarker[]>(() => {
    const listed = new Set(stops.map((stop) => stop.key));
    return [
      ...stops.map((stop, index) => ({
        id: `stop:${stop.key}`,
        lat: stop.lat,
        lng: stop.lng,
        title: t('planner.map.stop', { position: index + 1, name: stop.name }),
        number: index + 1,
      })),
      ...results
        .filter((result) => !listed.has(result.placeId))
        .map((result) => ({
          id: `result:${result.placeId}`,
          lat: result.lat,
          lng: result.lng,
          title: t('planner.map.result', { name: result.name }),
        })),
    ];
  }, [stops, results, t]);
  const polyline = useMemo(() => stops.map((stop): [number, number] => [stop.lat, stop.lng]), [stops]);

  return (
    <AppMap
      label={t('planner.map.label')}
      initialView={INITIAL_VIEW}
      markers={markers}
      isClustered={false}
      polyline={polyline}
      isFitToMarkers
      className={`planner-map ${className ?? ''}`}
    />
  );
}
