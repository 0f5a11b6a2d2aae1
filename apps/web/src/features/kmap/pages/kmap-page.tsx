import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { LazyAppMap } from '@/components/map/lazy-app-map.tsx';
import { MapRail } from '@/components/map/map-rail.tsx';
import { MAP_COVER_ATTRIBUTE, type MapRevealRequest } from '@/components/map/map-reveal.ts';
import {
  DEFAULT_ZOOM,
  LOCATE_ZOOM,
  type MapView,
  type MapViewRequest,
  SEOUL_CENTER,
} from '@/components/map/map-types.ts';
import { Spinner } from '@/components/spinner.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { normalizeStoredLanguage } from '@/lib/language.ts';
import { lazyPart, useLazyPart } from '@/lib/lazy-part.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { usePlace } from '../api/get-place.ts';
import { FactFilterHint, FactFilterToggles } from '../components/fact-filter-control.tsx';
import { KmapStatus } from '../components/loading-status.tsx';
import { LocationControls } from '../components/location-controls.tsx';
import { OpenFilterBadge } from '../components/open-filter-badge.tsx';
import { OpenFilterControl } from '../components/open-filter-control.tsx';
import { PlaceListPanel } from '../components/place-list-panel.tsx';
import { PlaceSearchBox } from '../components/place-search-box.tsx';
import { RadiusControl } from '../components/radius-control.tsx';
import { readSavedMapView, saveMapView } from '../map-view-storage.ts';
import { describeOpenFilter } from '../open-filter.ts';
import { isPanelItem, parseTypeParam } from '../panel-mode.ts';
import { SAMPLE_PLACES } from '../sample-places.ts';
import { useMapStore } from '../store.ts';
import { useGeolocation } from '../use-geolocation.ts';
import { useKmapPlaces } from '../use-kmap-places.ts';

const LIST_PANEL_ID = 'kmap-list';
/** A place picked from the list is shown at least at this zoom (streets and the buildings around them). */
const PICKED_PLACE_MIN_ZOOM = 15;
const PANEL_BASE =
  'absolute z-[1000] max-md:inset-x-0 max-md:bottom-0 max-md:rounded-t-2xl md:top-0 md:bottom-0';

/**
 * The place's panel (its reviews, facts, the proposal dialog and the dialog library: about half of K-Map's own
 * code) loads when a place is first opened, beside the place's data (issue 33): the list and the map are what the
 * first paint shows. The panel is then drawn whole at once (no Suspense fallback in between), so the map measures
 * the real panel when it moves a pin out from under it. A chunk that fails to load goes to the route's error
 * boundary, as the map's does.
 */
const placeDetailPanel = lazyPart(() =>
  import('../components/place-detail-panel.tsx').then((module) => module.PlaceDetailPanel),
);

/** K-Map (spec §2): the full-screen map of places with its icon bar, list and detail panels. */
export function KmapPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const store = useMapStore();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const geo = useGeolocation();

  const [initialView] = useState<MapView>(
    () => readSavedMapView() ?? { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM },
  );
  const hadSavedView = useRef(readSavedMapView() !== null);
  const [view, setView] = useState<MapView>(initialView);
  const [viewRequest, setViewRequest] = useState<MapViewRequest | null>(null);
  const [isMapReady, setIsMapReady] = useState(false);

  // ?type= preselects a type (travel, food, cafe only); ?panel=bookmarks comes from the tips page's rail.
  const typeParam = parseTypeParam(searchParams.get('type'));
  const panelParam = searchParams.get('panel');
  const { show } = store;
  useEffect(() => {
    if (typeParam) show(typeParam);
    else if (panelParam === 'bookmarks' && isPanelItem(panelParam)) show(panelParam);
  }, [typeParam, panelParam, show]);

  // Without a saved view, try once to pan to the user (spec §2).
  const { locate } = geo;
  useEffect(() => {
    if (hadSavedView.current) return;
    void locate().then((position) => {
      if (position) setViewRequest({ ...position, zoom: LOCATE_ZOOM, key: Date.now() });
    });
  }, [locate]);

  // Tracking follows the user.
  useEffect(() => {
    if (geo.isTracking && geo.position) {
      setViewRequest((previous) => ({
        ...geo.position!,
        zoom: Math.max(previous?.zoom ?? LOCATE_ZOOM, LOCATE_ZOOM),
        key: Date.now(),
      }));
    }
  }, [geo.isTracking, geo.position]);

  // The radius list is centred where the user put the map: a pan the app makes to show a selected place does not
  // move it (the list keeps its order under the cursor until the user moves the map).
  const [listCentre, setListCentre] = useState<MapView>(initialView);

  const isAroundUser = geo.isTracking && geo.position !== null;
  const centre = isAroundUser && geo.position ? geo.position : listCentre;
  const near = store.isRadiusFilterOn
    ? { lat: Number(centre.lat.toFixed(4)), lng: Number(centre.lng.toFixed(4)), radius: store.radiusM }
    : null;
  const [query, setQuery] = useState('');
  const isSearching = query !== '' && store.item !== 'bookmarks';
  const language = normalizeStoredLanguage(i18n.language);
  // The opening-hours filter holds the place lists, not the bookmarks.
  const openFilter = store.item === 'bookmarks' ? null : store.openFilter;
  const factFilters = store.item === 'bookmarks' ? [] : store.factFilters;
  const data = useKmapPlaces({
    item: store.item,
    near: isSearching ? null : near,
    q: query,
    language,
    open: openFilter,
    facts: factFilters,
  });
  const emptyMessage = openFilter
    ? describeOpenFilter(openFilter, t).empty
    : factFilters.length > 0
      ? t('kmap.facts.empty')
      : isSearching
        ? t('kmap.search.empty', { q: query })
        : undefined;

  const markers = useMemo(
    () =>
      data.markers.map((place) => ({
        id: place.id,
        lat: place.lat,
        lng: place.lng,
        title: place.name,
        category: place.type,
        isBookmarked: data.bookmarkedIds.has(place.id),
      })),
    [data.markers, data.bookmarkedIds],
  );
  const entries = data.list;

  // Loading status: map-init → places → markers → idle (spec §4).
  const markersKey = useMemo(() => markers.map((marker) => marker.id).join(','), [markers]);

  const selectedId = store.selectedPlaceId;
  const isLocal = data.mode === 'local';
  // Offline with the built-in samples (no trip pack): their details are the samples'. The saved places of a pack
  // are real places whose details the device keeps.
  const isSamples = isLocal && data.localSource === 'samples';
  const detail = usePlace(isSamples ? null : selectedId);
  // The panel's code loads beside the place's data, not after it.
  const { value: PlaceDetailPanel, failure: panelFailure } = useLazyPart(
    placeDetailPanel,
    selectedId !== null,
  );
  if (panelFailure) throw panelFailure.error ?? new Error('The place panel could not be loaded');
  const selectedPlace = isSamples
    ? SAMPLE_PLACES.find((place) => place.id === selectedId)
    : (detail.data ?? undefined);

  const handleMove = useCallback((next: MapView, { isReveal }: { isReveal: boolean }) => {
    setView(next);
    saveMapView(next);
    if (!isReveal) setListCentre(next);
  }, []);
  const handleReady = useCallback(() => setIsMapReady(true), []);

  // A selected place's pin is never left under its panel: once the panel shows the place (so its real size is
  // known), the map pans just enough to show the pin beside or above it. Each pick counts, the same place again too.
  const frameRef = useRef<HTMLDivElement>(null);
  const coveredBy = useCallback(
    () => frameRef.current?.querySelectorAll(`[${MAP_COVER_ATTRIBUTE}]`) ?? [],
    [],
  );
  const [pick, setPick] = useState<{ count: number; minZoom?: number }>({ count: 0 });
  const [reveal, setReveal] = useState<MapRevealRequest | null>(null);
  const shownId = selectedPlace?.id ?? null;
  const shownLat = selectedPlace?.lat;
  const shownLng = selectedPlace?.lng;
  const isPanelShown = PlaceDetailPanel !== null;
  useEffect(() => {
    if (!isPanelShown || shownId === null || shownLat === undefined || shownLng === undefined) return;
    setReveal({
      key: `${shownId}:${pick.count}`,
      lat: shownLat,
      lng: shownLng,
      ...(pick.minZoom === undefined ? {} : { minZoom: pick.minZoom }),
    });
  }, [isPanelShown, shownId, shownLat, shownLng, pick]);

  // Stable, so the map and the list (both memoized) skip the page's renders that change neither (issue 16).
  const { selectPlace } = store;
  const handleSelect = useCallback(
    (id: number | string) => {
      selectPlace(Number(id));
      setPick((previous) => ({ count: previous.count + 1 }));
    },
    [selectPlace],
  );
  // Choosing from the list also zooms in to street level when the map is further out.
  const handleListSelect = useCallback(
    (id: number) => {
      selectPlace(id);
      setPick((previous) => ({ count: previous.count + 1, minZoom: PICKED_PLACE_MIN_ZOOM }));
    },
    [selectPlace],
  );
  // ?place= opens one place (links from My Page's reviews, the admin screens and course stops).
  const placeParam = Number(searchParams.get('place'));
  useEffect(() => {
    if (Number.isInteger(placeParam) && placeParam > 0) handleListSelect(placeParam);
  }, [placeParam, handleListSelect]);
  const handleLocate = async () => {
    const position = await geo.locate();
    if (position) setViewRequest({ ...position, zoom: LOCATE_ZOOM, key: Date.now() });
  };

  const listLeft = store.isPanelOpen ? 'md:left-80' : 'md:left-0';
  return (
    <div className="isolate flex min-h-0 flex-1 max-md:flex-col">
      <h1 className="sr-only">{t('pages.kmap')}</h1>
      <MapRail
        activeItem={store.isPanelOpen ? store.item : null}
        isMenuOpen={store.isPanelOpen}
        onMenu={store.togglePanel}
        onChoose={store.choose}
        panelId={LIST_PANEL_ID}
      />
      <div
        ref={frameRef}
        className="relative min-h-0 flex-1"
        data-testid="kmap"
        data-zoom={view.zoom}
        data-lat={view.lat.toFixed(5)}
        data-lng={view.lng.toFixed(5)}
      >
        <LazyAppMap
          label={t('kmap.mapLabel')}
          initialView={initialView}
          markers={markers}
          selectedId={selectedId}
          onSelect={handleSelect}
          viewRequest={viewRequest}
          reveal={reveal}
          coveredBy={coveredBy}
          userLocation={geo.position}
          onMove={handleMove}
          onReady={handleReady}
          className="absolute inset-0"
        />

        <div className="pointer-events-none absolute top-2 left-1/2 z-[1001] flex -translate-x-1/2 flex-col items-center gap-2 md:left-[calc(50%+10rem)]">
          <KmapStatus isMapReady={isMapReady} isFetching={data.isFetching} markersKey={markersKey} />
          {openFilter ? (
            <OpenFilterBadge filter={openFilter} onClear={() => store.setOpenFilter(null)} />
          ) : null}
          {isLocal ? (
            <div
              role="alert"
              className="pointer-events-auto max-w-xs rounded-lg bg-accent-50 p-3 text-sm text-accent-900 shadow"
            >
              {isSamples ? (
                <>
                  <p className="font-semibold">{t('kmap.local.title')}</p>
                  <p className="mt-0.5">{t('kmap.local.message')}</p>
                </>
              ) : (
                <>
                  <p className="font-semibold">{t('kmap.local.savedTitle')}</p>
                  <p className="mt-0.5">{t('kmap.local.savedMessage', { count: data.markers.length })}</p>
                </>
              )}
              <button type="button" className="mt-1 font-semibold underline" onClick={data.refetch}>
                {t('common.retry')}
              </button>
            </div>
          ) : null}
        </div>

        <div className="absolute top-20 right-2.5 z-[1001]">
          <LocationControls
            isDenied={geo.isDenied}
            isLocating={geo.isLocating}
            isTracking={geo.isTracking}
            onLocate={() => void handleLocate()}
            onToggleTracking={geo.toggleTracking}
          />
        </div>

        {store.isPanelOpen ? (
          <PlaceListPanel
            id={LIST_PANEL_ID}
            item={store.item}
            entries={entries}
            total={data.total}
            isLoading={data.isLoading}
            selectedId={selectedId}
            isAdmin={isAdmin}
            onSelect={handleListSelect}
            onClose={store.togglePanel}
            className={`${PANEL_BASE} max-md:h-[48%] md:left-0 md:w-80 md:border-r md:border-sand-200`}
            header={
              store.item === 'bookmarks' ? null : (
                <>
                  <PlaceSearchBox onSearch={setQuery} />
                  {isSearching ? null : (
                    <RadiusControl
                      radiusM={store.radiusM}
                      isOn={store.isRadiusFilterOn}
                      isAroundUser={isAroundUser}
                      onRadiusChange={store.setRadius}
                      onToggle={store.setRadiusFilterOn}
                    />
                  )}
                  <OpenFilterControl
                    filter={store.openFilter}
                    onChange={store.setOpenFilter}
                    more={<FactFilterToggles filters={store.factFilters} onToggle={store.toggleFactFilter} />}
                    moreHint={<FactFilterHint filters={store.factFilters} />}
                  />
                </>
              )
            }
            emptyMessage={emptyMessage}
            body={
              data.needsLogin ? (
                <div className="px-1 py-6 text-center text-sm text-sand-700">
                  <p>{t('kmap.list.bookmarksLogin')}</p>
                  <button
                    type="button"
                    className="btn-primary mt-3 min-h-11 px-5"
                    onClick={() => navigate('/login')}
                  >
                    {t('auth.login')}
                  </button>
                </div>
              ) : data.error ? (
                <ErrorDisplay size="small" message={t(errorMessageKey(data.error))} onRetry={data.refetch} />
              ) : undefined
            }
          />
        ) : null}

        {selectedId !== null ? (
          selectedPlace && PlaceDetailPanel ? (
            <PlaceDetailPanel
              key={selectedPlace.id}
              place={selectedPlace}
              isLocal={isSamples}
              onClose={() => store.selectPlace(null)}
              className={`${PANEL_BASE} z-[1002] max-md:max-h-[75%] md:w-96 ${listLeft}`}
            />
          ) : selectedPlace || detail.isPending ? (
            <DetailLoading className={`${PANEL_BASE} z-[1002] bg-white p-4 md:w-96 ${listLeft}`} />
          ) : detail.isError ? (
            <div className={`${PANEL_BASE} z-[1002] bg-white p-4 md:w-96 ${listLeft}`}>
              <ErrorDisplay
                size="small"
                message={t(errorMessageKey(detail.error))}
                onRetry={() => void detail.refetch()}
              />
              <button type="button" className="btn-ghost mt-3" onClick={() => store.selectPlace(null)}>
                {t('kmap.detail.close')}
              </button>
            </div>
          ) : null
        ) : null}
      </div>
    </div>
  );
}

/** The place's panel while its data, or its code, loads. */
function DetailLoading({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Spinner label={t('kmap.detail.loading')} className="py-8" />
    </div>
  );
}
