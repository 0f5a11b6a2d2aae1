import { useEffect, useState } from 'react';

/**
 * A part of the app whose code loads when first wanted (the map, K-Map's place panel, the place drawings; issues
 * 16 and 33), loaded once per visit: later users get it at once. A failed load is forgotten, so the next user
 * tries again (an import that failed offline may work once the connection is back).
 */
export interface LazyPart<T> {
  /** The part, once loaded; null before. */
  readonly loaded: T | null;
  load(): Promise<T>;
}

/**
 * `value` in a task of its own. An import's promise settles in the task that ran the module, and its user renders
 * in a microtask of that same task: for the map that made Leaflet's evaluation and the map's first render one task
 * of about 110 ms on a phone (issue 33: Total Blocking Time), two shorter ones now.
 */
const inNextTask = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importPart()
        .then(inNextTask)
        .then(
          (part) => {
            loaded = part;
            return part;
          },
          (error: unknown) => {
            loading = null;
            throw error;
          },
        );
      return loading;
    },
  };
}

/**
 * The part once `isWanted` has been true and its code is in (null until then, and at once when an earlier user
 * loaded it). Rendered as a plain component rather than through Suspense, so the element is there or not, with
 * no fallback in between. A failed load answers `failure` (the caller throws it to the route's error boundary,
 * or leaves the part out); `failure.error` is what the import rejected with.
 */
export function useLazyPart<T>(
  part: LazyPart<T>,
  isWanted: boolean,
): { value: T | null; failure: { error: unknown } | null } {
  // A function as a part (a component) would be taken for a state updater: kept in a box.
  const [state, setState] = useState<{ value: T | null }>(() => ({ value: part.loaded }));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const isLoaded = state.value !== null;
  useEffect(() => {
    if (isLoaded || !isWanted) return;
    let isMounted = true;
    part.load().then(
      (value) => {
        if (isMounted) setState({ value });
      },
      (error: unknown) => {
        if (isMounted) setFailure({ error });
      },
    );
    return () => {
      isMounted = false;
    };
  }, [part, isLoaded, isWanted]);
  return { value: state.value, failure };
}
