import { useSyncExternalStore } from 'react';

/** The phone layout's bound: below Tailwind's `md` breakpoint (768 px), grids stand in one column. */
export const PHONE_QUERY = '(max-width: 767.98px)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a CSS media query matches now, following it as the window changes. Without `matchMedia` (tests, old
 * browsers) it says false, so a layout that asks for a phone keeps its wide order.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
