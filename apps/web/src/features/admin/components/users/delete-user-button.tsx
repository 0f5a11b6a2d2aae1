import type { AdminUserDto } from '@ktravel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TrashIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDeleteUser } from '../../api/admin-users.ts';

/** Delete a user, after a confirmation naming them (the last admin's refusal, 409, shows as a message). */
export function DeleteUserButton({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useDeleteUser();
  const name = user.name || user.email;

  const handleConfirm = () =>
    mutation.mutate(user.id, {
      onSuccess: () => {
        setIsOpen(false);
        notify.success(t('admin.users.delete.deleted', { name }));
      },
      onError: (error) => {
        setIsOpen(false);
        notify.error(t('admin.users.delete.failed', { message: t(errorMessageKey(error)) }));
      },
    });

  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
        aria-label={t('admin.users.delete.named', { name })}
        onClick={() => setIsOpen(true)}
      >
        <TrashIcon aria-hidden="true" />
        {t('admin.common.delete')}
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('admin.users.delete.title', { name, email: user.email })}
        description={t('admin.users.delete.description')}
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={mutation.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
