import { lazy, Suspense } from 'react';
import type { AppMapProps } from './app-map.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

const AppMapNow = lazy(() => import('./app-map.tsx').then((module) => ({ default: module.AppMap })));

/**
 * The map, loaded after the page around it has painted (issue 16): Leaflet, its plugins and CSS are a third of a
 * map page's JavaScript, and the page's text (a list, a course, the planner) need not wait for them. Until then
 * the map's box is there, in the map's background colour, with the caller's overlays over it.
 */
export function LazyAppMap(props: AppMapProps) {
  // Asked for once the page has painted: on a phone its 50 KB would otherwise share the line with the page's own
  // first paint, and on a course page that paint is what the visitor came for.
  const isPainted = useAfterFirstPaint();
  const placeholder = (
    <section
      aria-label={props.label}
      aria-busy="true"
      className={`isolate h-full w-full bg-sand-100 ${props.className ?? ''}`}
    >
      {props.children}
    </section>
  );
  if (!isPainted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AppMapNow {...props} />
    </Suspense>
  );
}
