import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { collaboratorRoleEnum, createdAt, id, tz } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * Planning together (DESIGN §8.4): the members who may edit or read a course besides its author. Removed with the
 * course and with the member's account; a change raises the course's version (its detail, which says who may read
 * it, is cached under that version).
 */
export const courseCollaborators = pgTable(
  'course_collaborators',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: collaboratorRoleEnum('role').notNull(),
    joinedAt: tz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_collaborators_user_idx').on(t.userId),
  ],
);

/**
 * Who the owner removed from a course, and when (issue 43): invite links made before that moment no longer admit
 * that member, so a removal sticks while the link still works for the others. A link made after it admits them
 * again. Removed with the course and with the member's account. (A collaborator who leaves is not recorded: they
 * may come back with the link they had.)
 */
export const courseRemovals = pgTable(
  'course_removals',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: tz('removed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_removals_user_idx').on(t.userId)],
);

/**
 * Invite links a course's owner made. The link's token is never stored: `token_hash` is its HMAC keyed by
 * SESSION_SECRET (like sessions), so a leaked table opens no course. An invite works until `expires_at` or until
 * revoked; accepting it does not use it up (one link for a group of friends).
 */
export const courseInvites = pgTable(
  'course_invites',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    role: collaboratorRoleEnum('role').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('course_invites_course_idx').on(t.courseId)],
);

/**
 * What changed in a course and who changed it (DESIGN §8.4 "activity"): one row per kind of change of a save
 * (stops added, removed, moved or retimed; title; dates; category; cover), and joins and leaves. Kept with the
 * course; removed with the member's account (decision 009), like everything else that names them.
 */
export const courseActivity = pgTable(
  'course_activity',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_activity_course_idx').on(t.courseId, t.createdAt),
    index('course_activity_user_idx').on(t.userId),
  ],
);
