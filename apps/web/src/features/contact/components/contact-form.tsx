import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECTS } from '@ktravel/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { FormField } from '@/components/form/form-field.tsx';
import { ChevronDownIcon } from '@/components/icons/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSendContact } from '../api/send-contact.ts';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  serverFieldErrors,
  validateContact,
} from '../contact-validation.ts';

/** Name and email: one line on wide screens. The dialog focuses the name first. */
const TEXT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name', 'data-autofocus': true },
  { field: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
] as const;

interface ContactFormProps {
  /** Prefills name and email (the signed-in member's). */
  defaultValues?: Partial<Pick<ContactValues, 'name' | 'email'>>;
  /** After the inquiry was stored: the dialog closes (the form resets with it). */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * Name, email, subject and message, all required and checked with the contract's `ContactBody` before
 * sending; the server's field errors land on the same fields. What was typed stays when sending fails.
 */
export function ContactForm({ defaultValues, onSent, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>({ ...EMPTY_CONTACT, ...defaultValues });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const sendContact = useSendContact({
    onSuccess: () => notify.success(t('contact.success')),
    onError: () => notify.error(t('contact.failure')),
  });

  const focusFirstInvalid = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const handleChange = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the user has tried to send, errors follow what they type (and disappear when fixed).
    if (hasTriedSubmit) {
      const result = validateContact(next);
      setErrors(result.success ? {} : result.errors);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendContact.isPending) return;
    setHasTriedSubmit(true);
    const result = validateContact(values);
    if (!result.success) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    setErrors({});
    sendContact.mutate(result.data, {
      onSuccess: () => {
        setValues({ ...EMPTY_CONTACT, ...defaultValues });
        setHasTriedSubmit(false);
        onSent();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer = serverFieldErrors(error.fields, values);
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      },
    });
  };

  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error ? t(error.key, { max: error.max }) : undefined;
  };

  /** A control's name, value and change handler; required, as every field is. */
  const bind = (field: ContactField) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      handleChange(field, event.target.value),
  });

  const isSending = sendContact.isPending;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, ...input }) => (
          <FormField key={field} label={t(`contact.${field}`)} error={errorText(field)}>
            {(control) => (
              <input
                {...control}
                {...bind(field)}
                {...input}
                placeholder={t(`contact.${field}Placeholder`)}
                className="field-input"
              />
            )}
          </FormField>
        ))}
      </div>

      <FormField label={t('contact.subject')} error={errorText('subject')}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              {...bind('subject')}
              className="field-input cursor-pointer appearance-none pr-10"
            >
              <option value="" disabled>
                {t('contact.subjectPlaceholder')}
              </option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`contact.subjects.${subject}`)}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sand-500" />
          </div>
        )}
      </FormField>

      <FormField
        label={t('contact.message')}
        aside={
          <span aria-hidden="true" className="text-xs text-sand-500 tabular-nums">
            {t('contact.messageCount', { count: values.message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
          </span>
        }
        error={errorText('message')}
      >
        {(control) => (
          <textarea
            {...control}
            {...bind('message')}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            placeholder={t('contact.messagePlaceholder')}
            className="field-input resize-y py-2.5 leading-relaxed"
          />
        )}
      </FormField>

      {sendContact.isError ? (
        // Why it failed, inside the dialog: a modal dialog hides the toasts from screen readers.
        <p role="alert" className="rounded-lg bg-accent-50 px-3.5 py-2.5 text-sm font-medium text-accent-800">
          {t(errorMessageKey(sendContact.error))}
        </p>
      ) : null}

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary min-w-32" disabled={isSending}>
          {isSending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
