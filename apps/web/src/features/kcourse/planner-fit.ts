import type { LatLng } from '@ktravel/contract';
import type { MapFitRequest } from '@/components/map/map-fit.ts';

/** What the planner's map was last fitted for, and the request that did it. */
export interface PlannerFit {
  /** The stops' keys in course order. */
  stops: string;
  /** The search results' keys. */
  results: string;
  /** Numbered from 1: each new fit has the next key. */
  request: (MapFitRequest & { key: number }) | null;
}

interface Keyed extends LatLng {
  key: string;
}

const signature = (points: readonly Keyed[]) => points.map((point) => point.key).join('\n');

/**
 * When and where the planner's map moves. A change of the stops (added, removed, reordered) fits the stops; new
 * search results fit the stops and the results, so the results are in view. Nothing else moves the map, so a
 * pan or zoom between two changes stays, and nothing to show leaves the view where it is. Returns `previous`
 * itself when nothing changed.
 */
export function nextPlannerFit(
  previous: PlannerFit | null,
  stops: readonly Keyed[],
  results: readonly Keyed[],
): PlannerFit {
  const stopKeys = signature(stops);
  const resultKeys = signature(results);
  if (previous && previous.stops === stopKeys && previous.results === resultKeys) return previous;
  const hasStopsChanged = !previous || previous.stops !== stopKeys;
  // Emptied stops (the last one removed, or the draft cleared after saving) leave the view where it is.
  const points = hasStopsChanged ? stops : results.length > 0 ? [...stops, ...results] : [];
  const request =
    points.length > 0
      ? { key: (previous?.request?.key ?? 0) + 1, points: points.map(({ lat, lng }) => ({ lat, lng })) }
      : (previous?.request ?? null);
  return { stops: stopKeys, results: resultKeys, request };
}
