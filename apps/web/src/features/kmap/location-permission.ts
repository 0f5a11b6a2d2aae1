import type { LocationPermission } from './use-geolocation.ts';

/** How long K-Map's first render may wait for the browser to say whether location is allowed. */
const PERMISSION_WAIT_MS = 150;

let knownPermission: PermissionState | null = null;

/** The location permission as last read (null before it was read, or where the Permissions API is missing). */
export function knownLocationPermission(): PermissionState | null {
  return knownPermission;
}

export function rememberLocationPermission(state: LocationPermission): void {
  if (state !== 'unsupported') knownPermission = state;
}

/**
 * Starts reading the location permission now, and wraps a route's module handler so that it also waits for the
 * answer (at most `PERMISSION_WAIT_MS`): K-Map's first render then already shows a blocked location as blocked
 * (buttons off, the notice), with no flash of working buttons and no second render for it. The read starts when
 * this is called, beside the page chunk's download, not after it.
 */
export function withLocationPermission<M, R>(handle: (module: M) => R): (module: M) => Promise<R> {
  const read =
    typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.permissions?.query
      ? Promise.race([
          navigator.permissions.query({ name: 'geolocation' }).then(
            (status) => {
              knownPermission = status.state;
            },
            () => {},
          ),
          new Promise<void>((resolve) => setTimeout(resolve, PERMISSION_WAIT_MS)),
        ])
      : Promise.resolve();
  return async (module) => {
    await read;
    return handle(module);
  };
}
