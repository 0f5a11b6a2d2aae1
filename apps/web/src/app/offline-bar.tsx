import { WifiOffIcon } from '@/components/icons/index.ts';
import { useAppUpdate } from '@/lib/offline/app-update.ts';
import { useIsOnline } from '@/lib/offline/online.ts';
import { useOutbox } from '@/lib/offline/outbox-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * One calm line under the header (DESIGN §8.2): offline, that the page shows what this device keeps; the writes
 * waiting to be sent, by name; a new version ready, with "Reload" (never reloaded for the reader).
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const waiting = useOutbox((state) => state.waiting);
  const isSending = useOutbox((state) => state.isSending);
  const update = useAppUpdate();
  if (isOnline && waiting.length === 0 && !update.isWaiting) return null;
  return (
    <div
      role="status"
      className="border-b border-sand-200 bg-sand-50 text-sm text-sand-800"
      data-testid="offline-bar"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        {isOnline ? null : (
          <p className="flex items-center gap-2 font-medium">
            <WifiOffIcon aria-hidden="true" className="size-4 text-sand-600" />
            {t('offline.bar')}
          </p>
        )}
        {waiting.length > 0 ? (
          <details className="min-w-0">
            <summary className="cursor-pointer font-medium text-brand-800">
              {isSending && isOnline ? t('offline.sending') : t('offline.waiting', { count: waiting.length })}
            </summary>
            <ul className="mt-1 list-disc pl-5 text-sand-700" data-testid="offline-waiting">
              {waiting.map((entry) => (
                <li key={entry.id}>{t(`offline.kinds.${entry.kind}`, { label: entry.label })}</li>
              ))}
            </ul>
          </details>
        ) : null}
        {update.isWaiting ? (
          <p className="flex items-center gap-2">
            {t('update.available')}
            <button type="button" className="btn-secondary min-h-9 px-3" onClick={() => update.apply?.()}>
              {t('update.reload')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
