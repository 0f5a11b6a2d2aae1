import { z } from 'zod';
import { Email } from './auth.ts';
import { ContactSubject } from './enums.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';

/** POST /api/contact: every field required (spec §5); lengths bounded so nothing huge is stored. */
export const ContactBody = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  email: Email,
  subject: ContactSubject,
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactInquiryDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: ContactSubject,
  message: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When an admin marked it handled; null while open. */
  handledAt: z.string().nullable(),
});
export type ContactInquiryDto = z.infer<typeof ContactInquiryDto>;

export const ContactCreatedDto = z.object({ id: z.number().int(), createdAt: z.string() });
