import { Workbox } from 'workbox-window';
import { useAppUpdate } from './app-update.ts';

/**
 * The service worker's registration (DESIGN §8.2), loaded after the first paint (main.tsx): nothing of it is on
 * the page's critical path. A new version waits until the reader chooses "Reload" (`applyUpdate`); it is never
 * forced, so a trip open on the screen stays as it is.
 */
let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  const wb = workbox;
  wb.addEventListener('waiting', () => {
    useAppUpdate.setState({
      isWaiting: true,
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  void wb.register().catch(() => {
    // No worker (a private window, a blocked scope): the app works online as before.
  });
}

/** Asks the worker to fetch map tiles into its cache (MAP_TILE_PREFETCH): answers how many it fetched. */
export async function prefetchTiles(urls: string[]): Promise<number> {
  if (!('serviceWorker' in navigator)) return 0;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return 0;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; fetched?: number } | null;
      if (data?.type !== 'TILES_PREFETCHED') return;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve(data.fetched ?? 0);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'PREFETCH_TILES', urls });
  });
}
