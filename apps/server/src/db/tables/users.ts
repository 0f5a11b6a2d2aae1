import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, roleEnum, tz, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('user'),
    /** OpenID subject from Google; null for development sign-in accounts. */
    googleSub: text('google_sub'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** 'google' or 'dev' (development sign-in). */
    provider: text('provider').notNull().default('google'),
    lastLoginAt: tz('last_login_at'),
    /** The currency the member sees costs in beside won (`USD`…), or null for won only (DESIGN §8.7). */
    homeCurrency: text('home_currency'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** HMAC-SHA256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const adminInvites = pgTable(
  'admin_invites',
  {
    id: id(),
    email: text('email').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: tz('accepted_at'),
  },
  (t) => [uniqueIndex('admin_invites_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A member's `Idempotency-Key`s (DESIGN §8.2): the writes an offline browser sends again when it is back are
 * answered from here the second time, with no second effect. `status` null: the first request is still running,
 * or died; `effect` set: its write committed (written in the write's own transaction), so a repeat is answered
 * from it and the write never runs twice, even when the process died before the answer was stored (issue 43).
 * Kept 24 hours (plugins/idempotency.ts); deleted with the member.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key sent with another request is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** What the write did, set in its own transaction: the created row's id, or '' (the route answers from it). */
    effect: text('effect'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
