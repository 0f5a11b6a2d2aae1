import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
