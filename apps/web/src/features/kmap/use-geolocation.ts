import { useCallback, useEffect, useRef, useState } from 'react';
import { knownLocationPermission, rememberLocationPermission } from './location-permission.ts';

/** Spec §4 location permission; `unsupported` when the browser has no geolocation. */
export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unsupported';

export interface Position {
  lat: number;
  lng: number;
}

/** Spec §9: one-off look-ups give up after 10 s; tracking after 15 s without a fix. */
export const LOCATE_TIMEOUT_MS = 10_000;
export const WATCH_TIMEOUT_MS = 15_000;

function toPosition(position: GeolocationPosition): Position {
  return { lat: position.coords.latitude, lng: position.coords.longitude };
}

/**
 * The user's position for the map: permission state (followed live where the Permissions API exists),
 * one-off `locate()`, and a tracking toggle that follows the user. Failures are only logged (spec §8).
 */
export function useGeolocation() {
  const isSupported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [permission, setPermissionState] = useState<LocationPermission>(
    isSupported ? (knownLocationPermission() ?? 'prompt') : 'unsupported',
  );
  const setPermission = useCallback((next: LocationPermission) => {
    rememberLocationPermission(next);
    setPermissionState(next);
  }, []);
  const [position, setPosition] = useState<Position | null>(null);
  const [isTracking, setIsTracking] = useState(false);
  const [isLocating, setIsLocating] = useState(false);
  const watchId = useRef<number | null>(null);

  useEffect(() => {
    if (!isSupported || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let isCancelled = false;
    const update = () => {
      if (status) setPermission(status.state);
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (isCancelled) return;
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => {});
    return () => {
      isCancelled = true;
      status?.removeEventListener('change', update);
    };
  }, [isSupported, setPermission]);

  const handleError = useCallback(
    (error: GeolocationPositionError) => {
      if (error.code === error.PERMISSION_DENIED) setPermission('denied');
      console.warn('Location unavailable:', error.message);
    },
    [setPermission],
  );

  /** Asks for the position once; resolves with it, or null when it cannot be had. */
  const locate = useCallback((): Promise<Position | null> => {
    if (!isSupported) return Promise.resolve(null);
    setIsLocating(true);
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (result) => {
          const next = toPosition(result);
          setPermission('granted');
          setPosition(next);
          setIsLocating(false);
          resolve(next);
        },
        (error) => {
          handleError(error);
          setIsLocating(false);
          resolve(null);
        },
        { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
      );
    });
  }, [isSupported, handleError, setPermission]);

  const stopTracking = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
    setIsTracking(false);
  }, []);

  const startTracking = useCallback(() => {
    if (!isSupported || watchId.current !== null) return;
    setIsTracking(true);
    watchId.current = navigator.geolocation.watchPosition(
      (result) => {
        setPermission('granted');
        setPosition(toPosition(result));
      },
      (error) => {
        handleError(error);
        if (error.code === error.PERMISSION_DENIED) stopTracking();
      },
      { enableHighAccuracy: true, timeout: WATCH_TIMEOUT_MS, maximumAge: 5_000 },
    );
  }, [isSupported, handleError, stopTracking, setPermission]);

  useEffect(() => stopTracking, [stopTracking]);

  return {
    permission,
    isDenied: permission === 'denied' || permission === 'unsupported',
    position,
    isTracking,
    isLocating,
    locate,
    toggleTracking: () => (isTracking ? stopTracking() : startTracking()),
  };
}
