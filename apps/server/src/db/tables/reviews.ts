import type { Language, ReviewPhotoDto, TaxRefund } from '@ktravel/contract';
import { FACT_PROPOSAL_STATUSES } from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentStatusEnum, createdAt, id, ownedBy, tz, updatedAt } from './columns.ts';
import { places } from './places.ts';
import { users } from './users.ts';

export const factProposalStatusEnum = pgEnum('fact_proposal_status', FACT_PROPOSAL_STATUSES);

/**
 * Members' corrections of a place's facts (DESIGN §8.6): invisible until an admin approves one, which writes its
 * known facts onto the place. One pending proposal per member and place (the partial unique index).
 */
export const placeFactProposals = pgTable(
  'place_fact_proposals',
  {
    id: id(),
    placeId: ownedBy('place_id', () => places.id),
    authorId: ownedBy('author_id', () => users.id),
    foreignCards: boolean('foreign_cards'),
    cashOnly: boolean('cash_only'),
    tmoney: boolean('tmoney'),
    englishMenu: boolean('english_menu'),
    koreanPhoneToBook: boolean('korean_phone_to_book'),
    taxRefund: text('tax_refund').$type<TaxRefund>(),
    note: text('note').notNull().default(''),
    status: factProposalStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: tz('decided_at'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('place_fact_proposals_pending_key').on(t.placeId, t.authorId).where(sql`status = 'pending'`),
    index('place_fact_proposals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('place_fact_proposals_created_idx').on(t.createdAt, t.id),
    index('place_fact_proposals_author_created_idx').on(t.authorId, t.createdAt),
    index('place_fact_proposals_place_idx').on(t.placeId),
    check(
      'place_fact_proposals_tax_refund',
      sql`${t.taxRefund} is null or ${t.taxRefund} in ('immediate', 'counter')`,
    ),
  ],
);

/**
 * Place reviews (DESIGN §8.6): one per member and place, moderated like comments. The place's `review_count` and
 * `review_sum` count the ones not hidden, moved by statement triggers (migration 0033).
 */
export const placeReviews = pgTable(
  'place_reviews',
  {
    id: id(),
    placeId: ownedBy('place_id', () => places.id),
    authorId: ownedBy('author_id', () => users.id),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** `YYYY-MM` or `YYYY-MM-DD`, as the member gave it. */
    visitedOn: text('visited_on'),
    photos: jsonb('photos').$type<ReviewPhotoDto[]>().notNull().default([]),
    /** Storage keys of the photos and their thumbnails, deleted when they are replaced or the review goes. */
    photoKeys: text('photo_keys').array().notNull().default(sql`'{}'::text[]`),
    helpfulCount: integer('helpful_count').notNull().default(0),
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('place_reviews_place_author_key').on(t.placeId, t.authorId),
    // The two orders of a place's list, holding exactly the reviews it shows.
    index('place_reviews_listed_idx')
      .on(t.placeId, t.createdAt, t.id)
      .where(sql`moderation_status <> 'hidden'`),
    index('place_reviews_helpful_idx')
      .on(t.placeId, t.helpfulCount, t.createdAt, t.id)
      .where(sql`moderation_status <> 'hidden'`),
    index('place_reviews_author_created_idx').on(t.authorId, t.createdAt),
    index('place_reviews_moderation_idx').on(t.moderationStatus),
    index('place_reviews_created_at_idx').on(t.createdAt),
    check('place_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('place_reviews_helpful', sql`${t.helpfulCount} >= 0`),
  ],
);

/** "Helpful" votes: one per member and review; `helpful_count` follows them by trigger. */
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    reviewId: ownedBy('review_id', () => placeReviews.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_user_idx').on(t.userId)],
);
