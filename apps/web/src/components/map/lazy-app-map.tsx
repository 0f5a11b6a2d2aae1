import { lazy, Suspense } from 'react';
import type { AppMapProps } from './app-map.tsx';

const AppMapNow = lazy(() => import('./app-map.tsx').then((module) => ({ default: module.AppMap })));

/**
 * The map, loaded after the page around it has rendered (issue 16): Leaflet, its plugins and CSS are a third of a
 * map page's JavaScript, and the page's text (a list, a course, the planner) need not wait for them. Until then
 * the map's box is there, in the map's background colour, with the caller's overlays over it.
 */
export function LazyAppMap(props: AppMapProps) {
  return (
    <Suspense
      fallback={
        <section
          aria-label={props.label}
          aria-busy="true"
          className={`isolate h-full w-full bg-sand-100 ${props.className ?? ''}`}
        >
          {props.children}
        </section>
      }
    >
      <AppMapNow {...props} />
    </Suspense>
  );
}
