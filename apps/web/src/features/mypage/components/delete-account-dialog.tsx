import { DeleteAccountForm } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { AlertIcon } from '@/components/icons/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDeleteAccount } from '../api/account.ts';
import { mypageQueryKey } from '../api/stats.ts';

/** What deleting the account removes (docs/decisions/009), in the dialog's words. */
const DELETED_KEYS = [
  'mypage.delete.items.profile',
  'mypage.delete.items.courses',
  'mypage.delete.items.posts',
  'mypage.delete.items.interactions',
  'mypage.delete.items.files',
] as const;

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}

/**
 * "Delete my account": what goes, and the account's email typed to confirm; then the member is signed out and
 * lands on the home page with a message. The last admin is told why they cannot.
 */
export function DeleteAccountDialog({ open, onOpenChange, email }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUser = useAuthStore((state) => state.setUser);
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const form = useZodForm(DeleteAccountForm, { defaultValues: { confirm: '' } });
  const error = form.formState.errors.confirm;

  const submit = form.handleSubmit(({ confirm }) => {
    if (!sameEmail(confirm, email)) {
      form.setError('confirm', { type: 'mismatch' }, { shouldFocus: true });
      return;
    }
    deletion.mutate(
      { confirm },
      {
        onSuccess: async () => {
          onOpenChange(false);
          notify.success(t('mypage.delete.done'));
          // Home first, then signed out: signed out on My Page would send the visitor to /login. flushSync: the
          // router resolves `navigate` once its state is set; without it the page change is only scheduled,
          // behind the sign-out.
          await navigate('/', { replace: true, flushSync: true });
          // My Page's queries may still have observers until its effects are cleaned up (after paint): drop
          // them, or signing out would refetch them as active (401, the account is gone).
          queryClient.removeQueries({ queryKey: mypageQueryKey });
          setUser(null);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'LAST_ADMIN')
            notify.error(t('mypage.delete.lastAdmin'));
          else notify.error(t('mypage.delete.failed', { message: t(errorMessageKey(failure)) }));
        },
      },
    );
  });

  const handleOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title={t('mypage.delete.title')}
        description={t('mypage.delete.description')}
        icon={<AlertIcon />}
        className="max-w-lg"
      >
        <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
          <div>
            <p className="text-sm font-semibold text-sand-800">{t('mypage.delete.intro')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-sand-700">
              {DELETED_KEYS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
          <FormField
            label={t('mypage.delete.confirmLabel', { email })}
            error={
              error
                ? t(error.type === 'mismatch' ? 'mypage.delete.mismatch' : 'mypage.delete.required')
                : null
            }
          >
            {(field) => (
              <input
                {...field}
                {...form.register('confirm')}
                type="email"
                autoComplete="off"
                spellCheck={false}
                data-autofocus
                className="field-input"
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 border-t border-sand-200 pt-4 sm:flex-row sm:justify-end">
            <DialogClose className="btn-secondary" disabled={deletion.isPending}>
              {t('common.cancel')}
            </DialogClose>
            <button
              type="submit"
              className="btn bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900"
              disabled={deletion.isPending}
            >
              {deletion.isPending ? t('mypage.delete.deleting') : t('mypage.delete.submit')}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
