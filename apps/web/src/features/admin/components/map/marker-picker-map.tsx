import type { PlaceSearchResultDto } from '@ktravel/contract';
import { useEffect, useMemo, useState } from 'react';
import { Popup } from 'react-leaflet';
import { AppMap } from '@/components/map/app-map.tsx';
import type { MapMarker, MapView, MapViewRequest } from '@/components/map/map-types.ts';
import { SEOUL_CENTER } from '@/components/map/map-types.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { formatCoordinate } from './place-labels.ts';

/** Spec §9: the admin map opens at zoom 13 and zooms to 16 on the picked place. */
export const ADMIN_MAP_ZOOM = 13;
export const ADMIN_SELECTED_ZOOM = 16;
const INITIAL_VIEW: MapView = { ...SEOUL_CENTER, zoom: ADMIN_MAP_ZOOM };

interface MarkerPickerMapProps {
  results: PlaceSearchResultDto[];
  selected: PlaceSearchResultDto | null;
  onSelect: (result: PlaceSearchResultDto) => void;
  className?: string;
}

/**
 * The add-marker map (loaded with this page only): the search results as pins; the picked one centred at zoom 16
 * with an info window (name, address, position).
 */
export function MarkerPickerMap({ results, selected, onSelect, className }: MarkerPickerMapProps) {
  const { t } = useTranslation();
  const [viewRequest, setViewRequest] = useState<MapViewRequest | null>(null);

  useEffect(() => {
    if (!selected) return;
    setViewRequest({ lat: selected.lat, lng: selected.lng, zoom: ADMIN_SELECTED_ZOOM, key: Date.now() });
  }, [selected]);

  const markers = useMemo<MapMarker[]>(() => {
    const shown =
      selected && !results.some((r) => r.placeId === selected.placeId) ? [...results, selected] : results;
    return shown.map((result) => ({
      id: result.placeId,
      lat: result.lat,
      lng: result.lng,
      title: result.name,
    }));
  }, [results, selected]);

  return (
    <AppMap
      label={t('admin.map.add.mapLabel')}
      initialView={INITIAL_VIEW}
      markers={markers}
      selectedId={selected?.placeId ?? null}
      onSelect={(id) => {
        const result = results.find((r) => r.placeId === id);
        if (result) onSelect(result);
      }}
      isClustered={false}
      viewRequest={viewRequest}
      className={className}
      layers={
        selected ? (
          <Popup
            key={selected.placeId}
            position={[selected.lat, selected.lng]}
            offset={[0, -34]}
            autoPan={false}
            closeButton={false}
          >
            <div className="flex flex-col gap-0.5 text-sm" data-testid="marker-info-window">
              <strong className="text-sand-900">{selected.name}</strong>
              {selected.address ? <span className="text-sand-700">{selected.address}</span> : null}
              <span className="font-mono text-xs text-sand-600">
                {formatCoordinate(selected.lat)}, {formatCoordinate(selected.lng)}
              </span>
            </div>
          </Popup>
        ) : null
      }
    />
  );
}
