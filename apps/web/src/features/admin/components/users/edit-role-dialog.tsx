import { type AdminUserDto, ROLES, type Role } from '@ktravel/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog.tsx';
import { PencilIcon } from '@/components/icons/index.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSetUserRole } from '../../api/admin-users.ts';

/** "Edit role" (spec §2: User or Admin). The last admin's refusal (409) shows in the dialog. */
export function EditRoleButton({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2"
        aria-label={t('admin.users.role.editNamed', { name: user.name || user.email })}
        onClick={() => setIsOpen(true)}
      >
        <PencilIcon aria-hidden="true" />
        {t('admin.users.role.edit')}
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? <EditRoleContent user={user} onDone={() => setIsOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function EditRoleContent({ user, onDone }: { user: AdminUserDto; onDone: () => void }) {
  const { t } = useTranslation();
  const groupId = useId();
  const errorId = useId();
  const [role, setRole] = useState<Role>(user.role);
  const mutation = useSetUserRole();
  const me = useAuthStore((state) => state.user);
  const checkSession = useAuthStore((state) => state.checkSession);
  const name = user.name || user.email;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === user.role) {
      onDone();
      return;
    }
    mutation.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          notify.success(t('admin.users.role.changed', { name, role: t(`admin.users.roles.${role}`) }));
          onDone();
          // Demoting oneself takes effect at once: the session check sees the new role.
          if (me?.id === user.id) void checkSession();
        },
      },
    );
  };

  return (
    <DialogContent
      title={t('admin.users.role.title', { name })}
      description={user.email}
      className="max-w-md"
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-5">
        <fieldset aria-describedby={mutation.isError ? errorId : undefined}>
          <legend id={groupId} className="field-label">
            {t('admin.users.role.label')}
          </legend>
          <div className="flex flex-col gap-2">
            {ROLES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-200 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="size-4 accent-brand-700"
                  {...(value === user.role ? { 'data-autofocus': true } : {})}
                />
                <span className="font-medium text-sand-900">{t(`admin.users.roles.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {mutation.isError ? (
          <p id={errorId} role="alert" className="field-error">
            {t('admin.users.role.failed', { message: t(errorMessageKey(mutation.error)) })}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className="btn-secondary" disabled={mutation.isPending}>
            {t('common.cancel')}
          </DialogClose>
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {t('admin.users.role.save')}
          </button>
        </div>
      </form>
    </DialogContent>
  );
}
