import { useState } from 'react';
import { CloseButton } from '@/components/close-button.tsx';
import { CrosshairIcon, NavigationIcon } from '@/components/icons/index.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface LocationControlsProps {
  isDenied: boolean;
  isLocating: boolean;
  isTracking: boolean;
  onLocate: () => void;
  onToggleTracking: () => void;
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg border border-sand-300 bg-white text-sand-800 shadow hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.locationNoticeDismissed) === '1';
  } catch {
    return false;
  }
}

/**
 * "My location" and the tracking toggle; both off, with a notice, when location is denied (spec §4). The notice
 * can be dismissed and stays dismissed for the browser session.
 */
export function LocationControls({
  isDenied,
  isLocating,
  isTracking,
  onLocate,
  onToggleTracking,
}: LocationControlsProps) {
  const { t } = useTranslation();
  const [isNoticeDismissed, setIsNoticeDismissed] = useState(readDismissed);
  const dismissNotice = () => {
    setIsNoticeDismissed(true);
    try {
      sessionStorage.setItem(STORAGE_KEYS.locationNoticeDismissed, '1');
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        className={BUTTON}
        onClick={onLocate}
        disabled={isDenied || isLocating}
        aria-label={t('kmap.location.locate')}
        title={t('kmap.location.locate')}
        aria-busy={isLocating}
      >
        <CrosshairIcon className={`size-5 ${isLocating ? 'animate-pulse' : ''}`} />
      </button>
      <button
        type="button"
        className={`${BUTTON} ${isTracking ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : ''}`}
        onClick={onToggleTracking}
        disabled={isDenied}
        aria-pressed={isTracking}
        aria-label={t('kmap.location.track')}
        title={t('kmap.location.track')}
      >
        <NavigationIcon className="size-5" />
      </button>
      {isDenied && !isNoticeDismissed ? (
        <div
          role="status"
          className="flex max-w-56 items-start gap-1 rounded-lg bg-white/95 p-2 text-xs text-sand-800 shadow"
        >
          <p className="pt-0.5">{t('kmap.location.denied')}</p>
          <CloseButton
            label={t('kmap.location.dismiss')}
            onClick={dismissNotice}
            className="-m-1 size-8 text-sand-600 hover:bg-sand-100"
          />
        </div>
      ) : null}
    </div>
  );
}
