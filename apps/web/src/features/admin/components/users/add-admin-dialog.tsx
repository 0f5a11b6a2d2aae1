import { AddAdminBody } from '@ktravel/contract';
import { useState } from 'react';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { PlusIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAddAdmin } from '../../api/admin-users.ts';

/**
 * "Add admin" by email (spec §2): an existing member is promoted at once, a new email becomes admin at its first
 * sign-in. An empty field says "Please enter an email." without asking the server.
 */
export function AddAdminButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setIsOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {t('admin.users.add.button')}
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? <AddAdminDialogContent onDone={() => setIsOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function AddAdminDialogContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useAddAdmin();
  const form = useZodForm(AddAdminBody, { defaultValues: { email: '' } });
  const emailError = form.formState.errors.email;
  const isBlank = (form.watch('email') ?? '').trim() === '';
  const errorText = emailError
    ? isBlank
      ? t('admin.users.add.emailRequired')
      : t('admin.users.add.emailInvalid')
    : mutation.isError
      ? t('admin.users.add.failed', { message: t(errorMessageKey(mutation.error)) })
      : null;

  const handleSubmit = form.handleSubmit(({ email }) =>
    mutation.mutate(email, {
      onSuccess: (result) => {
        notify.success(t(`admin.users.add.outcomes.${result.outcome}`, { email: result.email }));
        onDone();
      },
    }),
  );

  return (
    <DialogContent
      title={t('admin.users.add.title')}
      description={t('admin.users.add.description')}
      className="max-w-md"
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <FormField label={t('admin.users.add.email')} error={errorText}>
          {(control) => (
            <input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="off"
              inputMode="email"
              className="field-input"
              data-autofocus
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className="btn-secondary" disabled={mutation.isPending}>
            {t('common.cancel')}
          </DialogClose>
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {t('admin.users.add.submit')}
          </button>
        </div>
      </form>
    </DialogContent>
  );
}
