import { INLINE_DATA_ID } from '@ktravel/contract';

/**
 * The API answer the server wrote into the page for this GET (a course page's course, for a visitor not signed in),
 * once: the element goes with its first use, so any later request for it asks the API. Undefined otherwise.
 */
export function takeInlineData(url: string): { json: unknown } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INLINE_DATA_ID);
  if (!element || element.getAttribute('data-url') !== url) return undefined;
  element.remove();
  try {
    return { json: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    return undefined;
  }
}

/** Drops the page's inline answer unused: after any write it may be out of date. */
export function dropInlineData(): void {
  if (typeof document !== 'undefined') document.getElementById(INLINE_DATA_ID)?.remove();
}
