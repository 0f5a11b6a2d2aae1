import { useQuery } from '@tanstack/react-query';
import type { LatLng as LeafletLatLng, Map as LeafletMap } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslation } from '@/lib/use-translation.ts';
import { getConfigQueryOptions } from '../../lib/config-query.ts';
import { useIsOnline } from '../../lib/offline/online.ts';
import { numberedIcon, userLocationIcon } from './leaflet-setup.ts';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  fitView,
  type MapFitRequest,
  prefersReducedMotion,
} from './map-fit.ts';
import { candidatePinIcon, clusterIcon, placePinIcon } from './map-pins.ts';
import type { MapRevealRequest } from './map-reveal.ts';
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
import { RevealPoint, type RevealTarget } from './reveal-point.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

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
  /**
   * Pan, only as far as needed, so this point's pin shows in the part of the map `coveredBy` leaves free,
   * whenever the request's key changes.
   */
  reveal?: MapRevealRequest | null;
  /** The panels drawn over the map (measured when a point is revealed). */
  coveredBy?: () => Iterable<Element>;
  userLocation?: { lat: number; lng: number } | null;
  /** After every move; `isReveal` when the move was the map's own, revealing `reveal`'s point. */
  onMove?: (view: MapView, cause: { isReveal: boolean }) => void;
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
  revealTarget,
}: Pick<AppMapProps, 'viewRequest' | 'onMove' | 'onReady'> & { revealTarget: RevealTarget }) {
  const map = useMap();
  useEffect(() => guardMapRemoval(map), [map]);
  // Leaflet measures its container when it opens and on window resizes only: a banner above the map or a rail
  // beside it changes its size without one, and a stale size puts pans, fits and tiles off by half the change.
  // Only a real change is passed on (invalidateSize would otherwise round the exact centre a view was restored to).
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      const size = map.getSize();
      if (container.clientWidth !== size.x || container.clientHeight !== size.y) map.invalidateSize();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  useMapEvents({
    dragstart: () => {
      revealTarget.current = null;
    },
    moveend: () => {
      const center = map.getCenter();
      const target = revealTarget.current;
      const isReveal =
        target !== null && map.latLngToContainerPoint(target).distanceTo(map.getSize().divideBy(2)) <= 2;
      if (isReveal) revealTarget.current = null;
      onMoveRef.current?.({ lat: center.lat, lng: center.lng, zoom: map.getZoom() }, { isReveal });
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

type LatLngTuple = [number, number];

/**
 * The same `[lat, lng]` array for a marker as long as it stays where it is. react-leaflet moves a marker whenever
 * its position prop is a new array, and the cluster group answers a move by taking the marker out and putting it
 * back, redrawing every cluster icon it passes: on K-Map's first load, 370 cluster icons for 47 places over four
 * renders, most of the map's main-thread time (issue 16).
 */
function useStablePositions(): (marker: MapMarker) => LatLngTuple {
  const positions = useRef(new Map<MapMarker['id'], LatLngTuple>());
  return (marker) => {
    const known = positions.current.get(marker.id);
    if (known && known[0] === marker.lat && known[1] === marker.lng) return known;
    const position: LatLngTuple = [marker.lat, marker.lng];
    positions.current.set(marker.id, position);
    return position;
  };
}

/** One click handler object per marker for the map's life (a new one each render would be unbound and bound again). */
function useClickHandlers(onSelect: AppMapProps['onSelect']): (id: MapMarker['id']) => { click: () => void } {
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const handlers = useRef(new Map<MapMarker['id'], { click: () => void }>());
  return (id) => {
    let handler = handlers.current.get(id);
    if (!handler) {
      handler = { click: () => onSelectRef.current?.(id) };
      handlers.current.set(id, handler);
    }
    return handler;
  };
}

function MarkerLayer({
  markers,
  selectedId,
  onSelect,
}: Pick<AppMapProps, 'markers' | 'selectedId' | 'onSelect'>) {
  const positionOf = useStablePositions();
  const clickHandlerOf = useClickHandlers(onSelect);
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
    // A map without `onSelect` (a course's, the planner's) draws its markers as labelled pictures: a button that
    // does nothing would be a touch target overlapping its neighbours' (Lighthouse target-size) for no purpose.
    const isButton = onSelect !== undefined;
    return (
      <Marker
        // Leaflet reads the title (and so the accessible name) once: a new name is a new marker.
        key={`${marker.id}:${marker.title}`}
        position={positionOf(marker)}
        title={marker.title}
        icon={icon}
        zIndexOffset={isSelected ? 1000 : 0}
        interactive={isButton}
        keyboard={isButton}
        eventHandlers={isButton ? clickHandlerOf(marker.id) : undefined}
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
  reveal,
  coveredBy,
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
  const revealTarget = useRef<LeafletLatLng | null>(null);
  const selected = useMemo(() => markers.filter((marker) => marker.id === selectedId), [markers, selectedId]);
  const unselected = useMemo(
    () => markers.filter((marker) => marker.id !== selectedId),
    [markers, selectedId],
  );
  const initial = useMemo(() => initialView, [initialView]);
  const isPainted = useAfterFirstPaint();
  const isOnline = useIsOnline();

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
        {tiles ? (
          // Read with CORS: the offline pack keeps tiles seen, and only answers whose size it can know (sw.ts).
          <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} crossOrigin="anonymous" />
        ) : null}
        <ViewController
          viewRequest={viewRequest}
          onMove={onMove}
          onReady={onReady}
          revealTarget={revealTarget}
        />
        {reveal !== undefined ? (
          <RevealPoint request={reveal} coveredBy={coveredBy} revealTarget={revealTarget} />
        ) : null}
        {fitTo !== undefined ? <FitToPoints request={fitTo} /> : null}
        {!isPainted ? null : isClustered ? (
          <>
            <MarkerClusterGroup
              maxClusterRadius={CLUSTER_RADIUS}
              chunkedLoading
              iconCreateFunction={clusterIcon}
              polygonOptions={CLUSTER_AREA_STYLE}
            >
              <MarkerLayer markers={unselected} selectedId={selectedId} onSelect={onSelect} />
            </MarkerClusterGroup>
            {/* Never folded into a cluster: the selected place's pin always shows. */}
            <MarkerLayer markers={selected} selectedId={selectedId} onSelect={onSelect} />
          </>
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
        {isOnline ? null : (
          // Offline the map has the tiles this device kept: says why the rest is grey.
          <p
            role="status"
            className="pointer-events-none absolute bottom-7 left-1/2 z-[1000] max-w-[90%] -translate-x-1/2 rounded-full bg-white/95 px-3 py-1 text-center text-xs font-medium text-sand-800 shadow"
          >
            {t('offline.mapMissing')}
          </p>
        )}
      </MapContainer>
      {children}
    </section>
  );
}
