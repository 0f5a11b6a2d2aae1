import { install, useInstallOffer } from '@/lib/offline/app-update.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { DownloadIcon } from './icons/index.ts';

/** "Install app", where the browser offers to install K-Travel (nothing elsewhere). */
export function InstallButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const offer = useInstallOffer((state) => state.offer);
  if (!offer) return null;
  return (
    <button type="button" className={`btn-secondary ${className}`} onClick={() => void install()}>
      <DownloadIcon aria-hidden="true" />
      {t('install.button')}
    </button>
  );
}
