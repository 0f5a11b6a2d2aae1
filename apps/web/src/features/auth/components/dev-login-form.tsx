import { DevLoginBody } from '@ktravel/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form/form-field.tsx';
import { WrenchIcon } from '@/components/icons/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { rememberPostLoginRedirect } from '@/lib/auth/post-login-redirect.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDevLogin } from '../api/dev-login.ts';

/** The form's fields, in order (the first invalid one gets the focus). */
const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'name', type: 'text', autoComplete: 'name' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * Development sign-in (email + name), offered only when the server has no Google sign-in and allows it.
 * Validates with the contract's schema first; the server's own field messages are shown if it refuses.
 */
export function DevLoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const devLogin = useDevLogin();
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<Field>>(new Set());
  const ids = { error: useId(), title: useId(), description: useId() };

  const serverFields = isApiError(devLogin.error) ? (devLogin.error.fields ?? {}) : {};
  const isBusy = devLogin.isPending || devLogin.isSuccess;

  const fieldError = (field: Field): string | undefined => {
    if (invalidFields.has(field)) {
      return field === 'email' ? t('login.dev.emailInvalid') : t('login.dev.nameRequired');
    }
    return serverFields[field];
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = DevLoginBody.safeParse({ email: data.get('email'), name: data.get('name') });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter(isField));
      setInvalidFields(fields);
      const first = FIELDS.find(({ name }) => fields.has(name));
      if (first) (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      return;
    }
    setInvalidFields(new Set());
    if (redirect) rememberPostLoginRedirect(redirect, { overwrite: false });
    devLogin.mutate(parsed.data, {
      onSuccess: () => navigate('/auth/callback'),
    });
  };

  return (
    <section
      aria-labelledby={ids.title}
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50/60 p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-1 text-xs font-bold text-amber-950">
          <WrenchIcon />
          {t('login.dev.badge')}
        </span>
      </div>
      <h2 id={ids.title} className="text-lg">
        {t('login.dev.title')}
      </h2>
      <p id={ids.description} className="mt-1 text-sm text-sand-700">
        {t('login.dev.description')}
      </p>

      <form noValidate onSubmit={handleSubmit} className="mt-4 flex flex-col gap-4">
        {devLogin.isError ? (
          <p
            id={ids.error}
            role="alert"
            className="rounded-lg bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800"
          >
            {t(errorMessageKey(devLogin.error))}
          </p>
        ) : null}

        {FIELDS.map(({ name, ...input }) => (
          <FormField key={name} label={t(`login.dev.${name}`)} error={fieldError(name)}>
            {(control) => (
              <input
                {...control}
                {...input}
                name={name}
                required
                placeholder={t(`login.dev.${name}Placeholder`)}
                className="field-input"
              />
            )}
          </FormField>
        ))}

        <button type="submit" className="btn-primary min-h-12 w-full text-base" disabled={isBusy}>
          {isBusy ? t('login.dev.submitting') : t('login.dev.submit')}
        </button>
      </form>
    </section>
  );
}

function isField(value: unknown): value is Field {
  return value === 'email' || value === 'name';
}
