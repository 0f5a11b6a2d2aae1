import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contactSubjectEnum, createdAt, id, tz } from './columns.ts';
import { users } from './users.ts';

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: contactSubjectEnum('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: tz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_inquiries_created_at_idx').on(t.createdAt)],
);

/**
 * Machine translations of members' texts (DESIGN §8.5), kept per text and target language so a text is sent to the
 * provider once: `source_hash` is the SHA-256 of the trimmed text (the text itself is not kept here; its post,
 * comment or course has it), `source_language` what the provider found it written in.
 */
export const translations = pgTable(
  'translations',
  {
    sourceHash: text('source_hash').notNull(),
    target: text('target').notNull(),
    text: text('text').notNull(),
    sourceLanguage: text('source_language'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.target] })],
);
