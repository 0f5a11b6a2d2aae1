import { CONTACT_MESSAGE_MAX_LENGTH, ContactBody, NAME_MAX_LENGTH } from '@ktravel/contract';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export type ContactErrorKey =
  | 'contact.errors.nameRequired'
  | 'contact.errors.nameTooLong'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailInvalid'
  | 'contact.errors.subjectRequired'
  | 'contact.errors.messageRequired'
  | 'contact.errors.messageTooLong';

/** A field's problem as a translation key (plus the limit it mentions), so it follows language changes. */
export interface ContactFieldError {
  key: ContactErrorKey;
  max?: number;
}
export type ContactErrors = Partial<Record<ContactField, ContactFieldError>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** What to tell the user about a field the contract (or the server) refused, judged from its value. */
export function fieldError(field: ContactField, value: string): ContactFieldError {
  const isEmpty = value.trim() === '';
  switch (field) {
    case 'name':
      return isEmpty
        ? { key: 'contact.errors.nameRequired' }
        : { key: 'contact.errors.nameTooLong', max: NAME_MAX_LENGTH };
    case 'email':
      return { key: isEmpty ? 'contact.errors.emailRequired' : 'contact.errors.emailInvalid' };
    case 'subject':
      return { key: 'contact.errors.subjectRequired' };
    case 'message':
      return isEmpty
        ? { key: 'contact.errors.messageRequired' }
        : { key: 'contact.errors.messageTooLong', max: CONTACT_MESSAGE_MAX_LENGTH };
  }
}

/** Checks the form with the contract's own schema, the one the server applies. */
export function validateContact(
  values: ContactValues,
): { success: true; data: ContactBody } | { success: false; errors: ContactErrors } {
  const parsed = ContactBody.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = fieldError(field, values[field]);
  }
  return { success: false, errors };
}

/** The server's `fields` (field → English text) as the same translated messages the client shows. */
export function serverFieldErrors(
  fields: Record<string, string> | undefined,
  values: ContactValues,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(fields ?? {})) {
    if (isContactField(field)) errors[field] = fieldError(field, values[field]);
  }
  return errors;
}
