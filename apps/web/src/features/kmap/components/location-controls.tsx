import { useTranslation } from 'react-i18next';
import { CrosshairIcon, NavigationIcon } from '@/components/icons/index.ts';

interface LocationControlsProps {
  isDenied: boolean;
  isLocating: boolean;
  isTracking: boolean;
  onLocate: () => void;
  onToggleTracking: () => void;
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg border border-sand-300 bg-white text-sand-800 shadow hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

/** "My location" and the tracking toggle; both off, with a notice, when location is denied (spec §4). */
export function LocationControls({
  isDenied,
  isLocating,
  isTracking,
  onLocate,
  onToggleTracking,
}: LocationControlsProps) {
  const { t } = useTranslation();
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
      {isDenied ? (
        <p role="status" className="max-w-52 rounded-lg bg-white/95 p-2 text-xs text-sand-800 shadow">
          {t('kmap.location.denied')}
        </p>
      ) : null}
    </div>
  );
}
