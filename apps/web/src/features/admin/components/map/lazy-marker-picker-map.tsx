import { type ComponentProps, lazy, Suspense, useMemo, useState } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { MapLoadBoundary } from './map-load-boundary.tsx';
import type { MarkerPickerMap as MarkerPickerMapComponent } from './marker-picker-map.tsx';

const loadMap = () =>
  import('./marker-picker-map.tsx').then((module) => ({ default: module.MarkerPickerMap }));

/**
 * The add-marker map, loaded only on that page (Leaflet and its styles come with it) after the form is on screen.
 * If its code cannot be loaded, it says so with a retry; the search and the form keep working.
 */
export function LazyMarkerPickerMap(props: ComponentProps<typeof MarkerPickerMapComponent>) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // A failed lazy component keeps its error: each retry needs a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what makes a new one
  const MarkerPickerMap = useMemo(() => lazy(loadMap), [attempt]);

  return (
    <MapLoadBoundary
      key={attempt}
      fallback={
        <div className="flex h-full items-center justify-center bg-sand-50 p-4">
          <ErrorDisplay
            type="network"
            size="small"
            title={t('admin.map.add.mapFailed')}
            message={t('admin.map.add.mapFailedMessage')}
            onRetry={() => setAttempt((previous) => previous + 1)}
          />
        </div>
      }
    >
      <Suspense
        fallback={
          <div className="flex h-full items-center justify-center bg-sand-100">
            <Spinner label={t('admin.map.add.mapLoading')} />
          </div>
        }
      >
        <MarkerPickerMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
