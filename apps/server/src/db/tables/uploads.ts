import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, tz } from './columns.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * Every signed upload URL handed out (POST /api/s3/put-url), so the server knows who may attach which file and
 * can delete what was never attached (after 24 hours) or was replaced. `attachedAt` is set when a post takes the
 * upload (its re-encoded copies are then what the post shows); `postId` names that post.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** The object key, e.g. `community/12/1732262400000_photo.jpg`. */
    key: text('key').notNull(),
    userId: ownedBy('user_id', () => users.id),
    contentType: text('content_type').notNull(),
    /** Bytes the uploader declared (the PUT may not exceed it). */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    attachedAt: tz('attached_at'),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('uploads_key_key').on(t.key),
    index('uploads_unattached_created_idx').on(t.attachedAt, t.createdAt),
    index('uploads_post_id_idx').on(t.postId),
  ],
);
