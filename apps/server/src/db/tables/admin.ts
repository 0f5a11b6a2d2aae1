import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * The audit trail: every admin change, written in the same transaction as the change (a failed change leaves no
 * row). The admin's email is copied so the trail still names who did it after their account is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** `{target}.{what}`, e.g. `course.visibility`, `place.delete`, `user.role`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt, t.id),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
