import { memo, useEffect, useState } from 'react';
import type { AppMap as AppMapComponent, AppMapProps } from './app-map.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

type AppMapType = typeof AppMapComponent;

/** The map component once its chunk has loaded: later maps (another page, the same one again) show at once. */
let loadedAppMap: AppMapType | null = null;

function loadAppMap(): Promise<AppMapType> {
  return import('./app-map.tsx').then((module) => {
    loadedAppMap = module.AppMap;
    return module.AppMap;
  });
}

/**
 * The map, loaded after the page around it has painted (issue 16): Leaflet, its plugins and CSS are a third of a
 * map page's JavaScript, and the page's text (a list, a course, the planner) need not wait for them; on a phone
 * they would otherwise share the line with the page's own first paint. Until then the map's box is there, in the
 * map's background colour, with the caller's overlays over it; it is replaced once, by the map (no Suspense
 * fallback in between, so the region is one element and then the other). A chunk that fails to load goes to the
 * route's error boundary, as a lazy component's would. Memoized: a page that renders again with the same props
 * (K-Map, as its list and status change) does not redraw the map's markers.
 */
export const LazyAppMap = memo(function LazyAppMap(props: AppMapProps) {
  const [AppMap, setAppMap] = useState<AppMapType | null>(() => loadedAppMap);
  const [loadError, setLoadError] = useState<unknown>(null);
  const isPainted = useAfterFirstPaint();
  useEffect(() => {
    if (AppMap || !isPainted) return;
    let isMounted = true;
    loadAppMap().then(
      (component) => {
        if (isMounted) setAppMap(() => component);
      },
      (error: unknown) => {
        if (isMounted) setLoadError(error ?? new Error('The map could not be loaded'));
      },
    );
    return () => {
      isMounted = false;
    };
  }, [AppMap, isPainted]);

  if (loadError) throw loadError;
  if (AppMap) return <AppMap {...props} />;
  return (
    <section
      aria-label={props.label}
      aria-busy="true"
      className={`isolate h-full w-full bg-sand-100 ${props.className ?? ''}`}
    >
      {props.children}
    </section>
  );
});
