import { memo } from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part.ts';
import type { AppMapProps } from './app-map.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

/** The map component: later maps (another page, the same one again) show at once. */
const appMap = lazyPart(() => import('./app-map.tsx').then((module) => module.AppMap));

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
  const isPainted = useAfterFirstPaint();
  const { value: AppMap, failure } = useLazyPart(appMap, isPainted);
  if (failure) throw failure.error ?? new Error('The map could not be loaded');
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
