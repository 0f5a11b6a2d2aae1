import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Page views (issue 14): each route change's path (no query) is queued and sent in batches, at the latest 5 s
 * later or when the page hides (with `navigator.sendBeacon`, which survives the page going away). The server
 * replaces ids with `:id`, counts per day and path only, and leaves robots and prefetches out. Kept tiny: it is
 * part of the first bundle.
 */
const ENDPOINT = '/api/analytics/pageview';
const BATCH = 20;
const DELAY_MS = 5000;

let queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let last = '';
let lastAt = 0;

function send(beacon: boolean): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const body = JSON.stringify({ paths: queue });
  queue = [];
  if (beacon && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {});
}

/** Queues a page view of `path`; a repeat of the same path within a second (a double render) counts once. */
export function recordPageView(path: string): void {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    // A page prerendered for a link the visitor may never follow counts when it is shown, if ever.
    doc.addEventListener('prerenderingchange', () => recordPageView(path), { once: true });
    return;
  }
  const now = Date.now();
  if (path === last && now - lastAt < 1000) return;
  last = path;
  lastAt = now;
  if (!listening) {
    listening = true;
    addEventListener('pagehide', () => send(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') send(true);
    });
  }
  queue.push(path);
  if (queue.length >= BATCH) send(false);
  else timer ??= setTimeout(() => send(false), DELAY_MS);
}

/**
 * The path a page view names: the page's own, except where the address is a secret. An invite link's token lets
 * whoever holds it join a course (DESIGN §8.4), so it never leaves the browser in a page view: the route is sent
 * instead (the server counts it under `/invite/:id`, as it would have).
 */
export function pageViewPathOf(pathname: string): string {
  return /^\/invite\/[^/]+\/?$/.test(pathname) ? '/invite/:token' : pathname;
}

/** Records a page view at every route change (the root layout calls it once). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => recordPageView(pageViewPathOf(pathname)), [pathname]);
}
