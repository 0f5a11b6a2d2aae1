import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { AlertIcon } from './icons/index.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Label of the confirming button (default "Confirm"). */
  confirmLabel?: string;
  /** Runs when the user confirms; the dialog closes right after unless `isPending` keeps it open. */
  onConfirm: () => void;
  /** Red confirm button for deletes and other actions that cannot be undone. */
  isDestructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  isPending?: boolean;
}

/** The dialog of `ConfirmDialog` (confirm-dialog.tsx), in its own chunk with the dialog library. */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isDestructive = false,
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        icon={isDestructive ? <AlertIcon /> : undefined}
        className="max-w-md"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className="btn-secondary" data-autofocus disabled={isPending}>
            {t('common.cancel')}
          </DialogClose>
          <button
            type="button"
            className={
              isDestructive
                ? 'btn bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900'
                : 'btn-primary'
            }
            disabled={isPending}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('confirm.confirm')}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
