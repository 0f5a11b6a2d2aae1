import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast.ts';
import { Dialog, DialogContent } from './dialog.tsx';
import { ClipboardIcon } from './icons/index.ts';

export interface ShowInKoreanDialogProps {
  nameKo: string;
  addressKo: string | null;
  onClose: () => void;
}

/** The open "Show in Korean" dialog (loaded when first opened: the dialog library stays off map pages' first load). */
export function ShowInKoreanDialog({ nameKo, addressKo, onClose }: ShowInKoreanDialogProps) {
  const { t } = useTranslation();
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('showInKorean.title')} description={t('showInKorean.hint')}>
        <div lang="ko" className="rounded-2xl border border-sand-200 bg-sand-50 p-5 text-center">
          <p className="text-3xl leading-tight font-bold break-keep text-sand-900 sm:text-4xl">{nameKo}</p>
          {addressKo ? (
            <p className="mt-3 text-xl leading-snug font-medium break-keep text-sand-800">{addressKo}</p>
          ) : null}
        </div>
        <button type="button" className="btn-primary mt-4 min-h-11 w-full gap-2" onClick={() => void copy()}>
          <ClipboardIcon aria-hidden="true" className="size-5" />
          {t('showInKorean.copy')}
        </button>
      </DialogContent>
    </Dialog>
  );
}
