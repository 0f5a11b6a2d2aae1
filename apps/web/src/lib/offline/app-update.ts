import { create } from 'zustand';

/**
 * A new version of the app waiting (register-sw.ts sets it): the page offers "Reload", which calls `apply`. Kept
 * apart from the registration, so the page's first load does not carry the service worker library.
 */
export const useAppUpdate = create<{ isWaiting: boolean; apply: (() => void) | null }>(() => ({
  isWaiting: false,
  apply: null,
}));
