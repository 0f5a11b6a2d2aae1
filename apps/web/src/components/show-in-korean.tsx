import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast.ts';
import { Dialog, DialogContent } from './dialog.tsx';
import { ClipboardIcon, GlobeSmallIcon } from './icons/index.ts';

interface ShowInKoreanProps {
  /** The place's name in Hangul (falls back to the name given when there is none). */
  nameKo: string;
  /** The address in Korean, when known. */
  addressKo: string | null;
  className?: string;
}

/**
 * "Show in Korean": the place's name and address large in Hangul, for a taxi driver or a passer-by (Naver and
 * Kakao, and most people asked in the street, barely understand English names), with a copy button.
 */
export function ShowInKorean({ nameKo, addressKo, className = '' }: ShowInKoreanProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const text = addressKo ? `${nameKo}\n${addressKo}` : nameKo;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('showInKorean.copied'));
    } catch {
      notify.error(t('showInKorean.copyFailed'));
    }
  };
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-100 ${className}`}
      >
        <GlobeSmallIcon aria-hidden="true" className="size-4" />
        {t('showInKorean.open')}
      </button>
      {isOpen ? (
        <DialogContent title={t('showInKorean.title')} description={t('showInKorean.hint')}>
          <div lang="ko" className="rounded-2xl border border-sand-200 bg-sand-50 p-5 text-center">
            <p className="text-3xl leading-tight font-bold break-keep text-sand-900 sm:text-4xl">{nameKo}</p>
            {addressKo ? (
              <p className="mt-3 text-xl leading-snug font-medium break-keep text-sand-800">{addressKo}</p>
            ) : null}
          </div>
          <button
            type="button"
            className="btn-primary mt-4 min-h-11 w-full gap-2"
            onClick={() => void copy()}
          >
            <ClipboardIcon aria-hidden="true" className="size-5" />
            {t('showInKorean.copy')}
          </button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
