import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { getConfigQueryOptions } from '../../lib/config-query.ts';
import { numberedIcon, userLocationIcon } from './leaflet-setup.ts';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  fitView,
  type MapFitRequest,
  prefersReducedMotion,
} from './map-fit.ts';
import { candidatePinIcon, clusterIcon, placePinIcon } from './map-pins.ts';
import { guardMapRemoval } from './map-teardown.ts';
import {
  CLUSTER_RADIUS,
  FALLBACK_TILES,
  MAX_ZOOM,
  type MapMarker,
  type MapView,
  type MapViewRequest,
  MIN_ZOOM,
} from './map-types.ts';

export interface AppMapProps {
  /** Accessible name of the map region. */
  label: string;
  /** Where the map starts; later moves go through `viewRequest`. */
  initialView: MapView;
  markers: MapMarker[];
  selectedId?: MapMarker['id'] | null;
  onSelect?: (id: MapMarker['id']) => void;
  /** Group nearby markers (radius 60 px); off for numbered stops. */
  isClustered?: boolean;
  /** A line through these points, in order (course stops). */
  polyline?: Array<[number, number]>;
  /**
   * Fit the map to these points whenever the request's key changes (the view is the user's in between); null
   * while there is nothing to fit yet.
   */
  fitTo?: MapFitRequest | null;
  viewRequest?: MapViewRequest | null;
  userLocation?: { lat: number; lng: number } | null;
  onMove?: (view: MapView) => void;
  onReady?: () => void;
  className?: string;
  /** Drawn over the map, outside Leaflet (overlays positioned by the caller). */
  children?: ReactNode;
  /** Leaflet layers drawn inside the map (e.g. a react-leaflet `Popup` as an info window). */
  layers?: ReactNode;
}

/** The area a cluster covers, outlined on hover (the library's default is a bright blue). */
const CLUSTER_AREA_STYLE = { color: '#135da6', weight: 1.5, opacity: 0.6, fillOpacity: 0.08 };

/** Leaflet's own attribution prefix (its name and link), with a title in the reader's language. */
function AttributionPrefix({ title }: { title: string }) {
  const map = useMap();
  useEffect(() => {
    const link = document.createElement('a');
    link.href = 'https://leafletjs.com';
    link.title = title;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = 'Leaflet';
    map.attributionControl?.setPrefix(link.outerHTML);
  }, [map, title]);
  return null;
}

function ViewController({
  viewRequest,
  onMove,
  onReady,
}: Pick<AppMapProps, 'viewRequest' | 'onMove' | 'onReady'>) {
  const map = useMap();
  useEffect(() => guardMapRemoval(map), [map]);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  useMapEvents({
    moveend: () => {
      const center = map.getCenter();
      onMoveRef.current?.({ lat: center.lat, lng: center.lng, zoom: map.getZoom() });
    },
  });
  useEffect(() => {
    map.whenReady(() => onReady?.());
  }, [map, onReady]);
  useEffect(() => {
    if (!viewRequest) return;
    map.setView([viewRequest.lat, viewRequest.lng], viewRequest.zoom);
  }, [map, viewRequest]);
  return null;
}

/**
 * Fits the map to `request`'s points when its key changes: at once when the map opens with them, else gliding
 * the way Leaflet does by default (only over short distances), and never for readers who asked for less motion.
 */
function FitToPoints({ request }: { request: MapFitRequest | null }) {
  const map = useMap();
  const isOpeningRef = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the map, so a pan between two is kept
  useEffect(() => {
    const view = request ? fitView(request.points) : null;
    // Where the map opens: no animation to watch, and none left running if the page is left at once.
    const options = isOpeningRef.current || prefersReducedMotion() ? { animate: false } : {};
    isOpeningRef.current = false;
    if (!view) return;
    if (view.kind === 'center') {
      map.setView([view.center.lat, view.center.lng], view.zoom, options);
    } else {
      map.fitBounds(view.bounds, {
        paddingTopLeft: [FIT_PADDING_PX, FIT_PADDING_PX + (request?.insetTop ?? 0)],
        paddingBottomRight: [FIT_PADDING_PX, FIT_PADDING_PX],
        maxZoom: FIT_MAX_ZOOM,
        ...options,
      });
    }
  }, [map, request?.key]);
  return null;
}

function MarkerLayer({
  markers,
  selectedId,
  onSelect,
}: Pick<AppMapProps, 'markers' | 'selectedId' | 'onSelect'>) {
  return markers.map((marker) => {
    const isSelected = marker.id === selectedId;
    const icon =
      marker.number !== undefined
        ? numberedIcon(marker.number, isSelected)
        : marker.isCandidate
          ? candidatePinIcon(marker.category ?? null)
          : placePinIcon({
              category: marker.category ?? null,
              isSelected,
              isBookmarked: marker.isBookmarked ?? false,
            });
    return (
      <Marker
        key={marker.id}
        position={[marker.lat, marker.lng]}
        title={marker.title}
        alt={marker.title}
        icon={icon}
        zIndexOffset={isSelected ? 1000 : 0}
        eventHandlers={{ click: () => onSelect?.(marker.id) }}
      />
    );
  });
}

/**
 * The one Leaflet map of the app (K-Map, tips, planner, course detail, admin map): tiles and attribution from
 * /api/config, clustered or numbered markers, a selected marker, an optional line, and view control.
 */
export function AppMap({
  label,
  initialView,
  markers,
  selectedId = null,
  onSelect,
  isClustered = true,
  polyline,
  fitTo,
  viewRequest,
  userLocation,
  onMove,
  onReady,
  className = '',
  children,
  layers,
}: AppMapProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const config = useQuery(getConfigQueryOptions());
  const tiles = config.data?.map ?? (config.isError ? FALLBACK_TILES : null);
  const mapRef = useRef<LeafletMap | null>(null);
  const initial = useMemo(() => initialView, [initialView]);

  return (
    <section aria-label={label} className={`isolate h-full w-full ${className}`}>
      <MapContainer
        ref={mapRef}
        center={[initial.lat, initial.lng]}
        zoom={initial.zoom}
        className="h-full w-full bg-sand-100"
        // Marker clustering needs the map's zoom range before any tile layer (tiles wait for /api/config).
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        zoomControl={false}
        worldCopyJump
      >
        {/* Leaflet reads the titles once: a new control per language. */}
        <ZoomControl
          key={language}
          position="topright"
          zoomInTitle={t('mapControls.zoomIn')}
          zoomOutTitle={t('mapControls.zoomOut')}
        />
        <AttributionPrefix title={t('mapControls.leafletTitle')} />
        {tiles ? <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} /> : null}
        <ViewController viewRequest={viewRequest} onMove={onMove} onReady={onReady} />
        {fitTo !== undefined ? <FitToPoints request={fitTo} /> : null}
        {isClustered ? (
          <MarkerClusterGroup
            maxClusterRadius={CLUSTER_RADIUS}
            chunkedLoading
            iconCreateFunction={clusterIcon}
            polygonOptions={CLUSTER_AREA_STYLE}
          >
            <MarkerLayer markers={markers} selectedId={selectedId} onSelect={onSelect} />
          </MarkerClusterGroup>
        ) : (
          <MarkerLayer markers={markers} selectedId={selectedId} onSelect={onSelect} />
        )}
        {polyline && polyline.length > 1 ? (
          <Polyline positions={polyline} pathOptions={{ color: '#135da6', weight: 4, opacity: 0.8 }} />
        ) : null}
        {userLocation ? (
          <Marker
            position={[userLocation.lat, userLocation.lng]}
            icon={userLocationIcon}
            interactive={false}
            keyboard={false}
          />
        ) : null}
        {layers}
      </MapContainer>
      {children}
    </section>
  );
}
