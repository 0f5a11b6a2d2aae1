import { useEffect } from 'react';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { isOnline } from '@/lib/offline/online.ts';
import { queryClient } from '@/lib/query-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { whenIdle } from '@/lib/when-idle.ts';

/** How often the pack is refreshed while the app stays open online. */
const REFRESH_EVERY_MS = 15 * 60_000;

/**
 * Keeps the pack fresh while online and sends the writes made offline when the connection returns (in order,
 * each once: they carry their Idempotency-Key), then refreshes what they changed.
 */
export function useOfflinePack(): void {
  const { t, i18n } = useTranslation();
  const userId = useAuthStore((state) => state.user?.id);
  const language = i18n.language;

  useEffect(() => {
    if (userId === undefined) return;
    let isStopped = false;
    // The writes an earlier visit left waiting, shown at once, online or not (members only write: a visitor's
    // page never loads the IndexedDB code).
    const cancelLoad = whenIdle(
      () => void import('@/lib/offline/outbox.ts').then((outbox) => outbox.loadOutbox()),
    );
    const run = async () => {
      if (isStopped || !isOnline()) return;
      // The outbox (IndexedDB) and the refresh (the features' queries) load here, after the first paint.
      const [{ flushOutbox }, pack] = await Promise.all([
        import('@/lib/offline/outbox.ts'),
        import('./offline-pack-refresh.ts'),
      ]);
      const results = await flushOutbox();
      if (results.length > 0) {
        pack.reportSent(results, t);
        await queryClient.invalidateQueries();
      }
      // The worker must be answering the page's requests for them to be kept.
      if (!('serviceWorker' in navigator) || !(await pack.workerControls()) || isStopped) return;
      await pack.refreshPack(userId, language).catch(() => undefined);
    };
    const cancelFirst = whenIdle(() => void run());
    window.addEventListener('online', run);
    const timer = window.setInterval(run, REFRESH_EVERY_MS);
    return () => {
      isStopped = true;
      cancelLoad();
      cancelFirst();
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [userId, language, t]);
}
