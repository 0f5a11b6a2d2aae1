import { useTranslation } from '@/lib/use-translation.ts';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { LockIcon } from './icons/index.ts';
import { PendingButton } from './pending-button.tsx';

interface LoginNeededDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts sign-in (the auth store's `login()`, which remembers the current page). */
  onLogin: () => void | Promise<void>;
  /** Replaces the default "You need to log in…" text. */
  message?: string;
}

/**
 * "Please log in" with Cancel and Go to login: one dialog for every feature. The layout renders it once
 * (`app/app-dialogs.tsx`); features open it with `showLoginNeeded()` or the auth feature's `useRequireLogin()`.
 */
export function LoginNeededDialog({ open, onOpenChange, onLogin, message }: LoginNeededDialogProps) {
  const { t } = useTranslation();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('loginNeeded.title')}
        description={message ?? t('loginNeeded.message')}
        icon={<LockIcon />}
        className="max-w-md"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className="btn-secondary">{t('common.cancel')}</DialogClose>
          <PendingButton action={onLogin} className="btn-primary">
            {t('loginNeeded.login')}
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
