import { type Language, PLACE_FACT_KEYS, type ReviewPhotoDto, type ReviewSort } from '@ktravel/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeReviews, places, reviewHelpful, users } from '../../db/schema.ts';
import type { ModerationStatus } from '../../lib/comment-rows.ts';
import { placeNameColumns } from '../places/place-columns.ts';
import { listMemberProposals } from './fact-proposals.repository.ts';

/** A review with its author and, for a signed-in reader, whether they marked it helpful. */
export interface ReviewRow {
  id: number;
  placeId: number;
  rating: number;
  text: string;
  language: Language;
  photos: ReviewPhotoDto[];
  visitedOn: string | null;
  authorId: number;
  authorName: string;
  authorAvatarUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  helpfulCount: number;
  isHelpful: boolean;
  moderationStatus: ModerationStatus;
}

const visible = ne(placeReviews.moderationStatus, 'hidden');

function reviewColumns(viewerId: number | null) {
  return {
    id: placeReviews.id,
    placeId: placeReviews.placeId,
    rating: placeReviews.rating,
    text: placeReviews.text,
    language: placeReviews.language,
    photos: placeReviews.photos,
    visitedOn: placeReviews.visitedOn,
    authorId: placeReviews.authorId,
    authorName: users.name,
    authorAvatarUrl: users.avatarUrl,
    createdAt: placeReviews.createdAt,
    updatedAt: placeReviews.updatedAt,
    helpfulCount: placeReviews.helpfulCount,
    isHelpful:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reviewHelpful} h
            where h.review_id = "place_reviews"."id" and h.user_id = ${viewerId})`,
    moderationStatus: placeReviews.moderationStatus,
  };
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [sql`"place_reviews"."created_at" desc`, sql`"place_reviews"."id" desc`],
  helpful: [
    sql`"place_reviews"."helpful_count" desc`,
    sql`"place_reviews"."created_at" desc`,
    sql`"place_reviews"."id" desc`,
  ],
};

/** A page of a place's visible reviews (the partial indexes of each order), and how many it has. */
export async function listPlaceReviews(
  db: DbOrTx,
  placeId: number,
  viewerId: number | null,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns(viewerId))
    .from(placeReviews)
    .innerJoin(users, eq(users.id, placeReviews.authorId))
    .where(and(eq(placeReviews.placeId, placeId), visible))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/** One review (hidden ones too: callers decide who may see them). */
export async function findReview(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
  lock?: 'update',
): Promise<ReviewRow | undefined> {
  const query = db
    .select(reviewColumns(viewerId))
    .from(placeReviews)
    .innerJoin(users, eq(users.id, placeReviews.authorId))
    .where(eq(placeReviews.id, id))
    .limit(1);
  const rows = lock ? await query.for('update', { of: placeReviews }) : await query;
  return rows[0];
}

/** The member's review of the place, if any. */
export async function findMemberReview(
  db: DbOrTx,
  placeId: number,
  authorId: number,
): Promise<ReviewRow | undefined> {
  const rows = await db
    .select(reviewColumns(authorId))
    .from(placeReviews)
    .innerJoin(users, eq(users.id, placeReviews.authorId))
    .where(and(eq(placeReviews.placeId, placeId), eq(placeReviews.authorId, authorId)))
    .limit(1);
  return rows[0];
}

export interface ReviewWrite {
  rating: number;
  text: string;
  language: Language;
  visitedOn: string | null;
  photos: ReviewPhotoDto[];
  photoKeys: string[];
}

/** Stores a member's review; undefined when they reviewed the place already (the unique index decides). */
export async function insertReview(
  db: DbOrTx,
  values: ReviewWrite & { placeId: number; authorId: number },
): Promise<number | undefined> {
  const rows = await db
    .insert(placeReviews)
    .values(values)
    .onConflictDoNothing({ target: [placeReviews.placeId, placeReviews.authorId] })
    .returning({ id: placeReviews.id });
  return rows[0]?.id;
}

export async function updateReview(db: DbOrTx, id: number, values: Partial<ReviewWrite>): Promise<void> {
  await db
    .update(placeReviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(placeReviews.id, id));
}

/** Deletes the review (its votes and reports go with it); answers its photo files, or undefined when gone. */
export async function deleteReview(db: DbOrTx, id: number): Promise<string[] | undefined> {
  const rows = await db
    .delete(placeReviews)
    .where(eq(placeReviews.id, id))
    .returning({ photoKeys: placeReviews.photoKeys });
  return rows[0]?.photoKeys;
}

/** Adds the member's "helpful" vote, or takes it back when there was one; answers whether it is now set. */
export async function toggleHelpful(db: DbOrTx, reviewId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(reviewHelpful)
    .where(and(eq(reviewHelpful.reviewId, reviewId), eq(reviewHelpful.userId, userId)))
    .returning({ reviewId: reviewHelpful.reviewId });
  if (removed.length > 0) return false;
  await db.insert(reviewHelpful).values({ reviewId, userId }).onConflictDoNothing();
  return true;
}

export async function readHelpfulCount(db: DbOrTx, reviewId: number): Promise<number> {
  const rows = await db
    .select({ n: placeReviews.helpfulCount })
    .from(placeReviews)
    .where(eq(placeReviews.id, reviewId));
  return Number(rows[0]?.n ?? 0);
}

/** The review's moderation fields and its place's name, locked for an admin's decision. */
export async function lockForModeration(
  db: DbOrTx,
  id: number,
): Promise<{ authorId: number; text: string; moderationStatus: ModerationStatus } | undefined> {
  const rows = await db
    .select({
      authorId: placeReviews.authorId,
      text: placeReviews.text,
      moderationStatus: placeReviews.moderationStatus,
    })
    .from(placeReviews)
    .where(eq(placeReviews.id, id))
    .for('update');
  return rows[0];
}

export async function setModerationStatus(db: DbOrTx, id: number, status: ModerationStatus): Promise<void> {
  await db.update(placeReviews).set({ moderationStatus: status }).where(eq(placeReviews.id, id));
}

/** A member's report marks the review for admins, unless moderation already hid it (DESIGN §6). */
export async function markReviewReported(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(placeReviews)
    .set({ moderationStatus: 'reported' })
    .where(and(eq(placeReviews.id, id), eq(placeReviews.moderationStatus, 'active')));
}

/** My Page: the member's reviews, newest first, with the place's names. */
export async function listMemberReviews(db: DbOrTx, authorId: number, limit: number, offset: number) {
  return db
    .select({
      ...reviewColumns(authorId),
      place: placeNameColumns,
    })
    .from(placeReviews)
    .innerJoin(users, eq(users.id, placeReviews.authorId))
    .innerJoin(places, eq(places.id, placeReviews.placeId))
    .where(eq(placeReviews.authorId, authorId))
    .orderBy(desc(placeReviews.createdAt), desc(placeReviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countMemberReviews(db: DbOrTx, authorId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(placeReviews)
    .where(eq(placeReviews.authorId, authorId));
  return Number(rows[0]?.n ?? 0);
}

/** The member's reviews, votes and fact proposals, for the copy of their data (My Page export). */
export async function exportMemberRows(db: DbOrTx, userId: number) {
  const [reviews, votes, proposals] = await Promise.all([
    db
      .select({
        id: placeReviews.id,
        placeId: placeReviews.placeId,
        placeName: places.name,
        rating: placeReviews.rating,
        text: placeReviews.text,
        language: placeReviews.language,
        visitedOn: placeReviews.visitedOn,
        photos: placeReviews.photos,
        createdAt: placeReviews.createdAt,
        updatedAt: placeReviews.updatedAt,
      })
      .from(placeReviews)
      .innerJoin(places, eq(places.id, placeReviews.placeId))
      .where(eq(placeReviews.authorId, userId))
      .orderBy(placeReviews.createdAt, placeReviews.id),
    db
      .select({ reviewId: reviewHelpful.reviewId, createdAt: reviewHelpful.createdAt })
      .from(reviewHelpful)
      .where(eq(reviewHelpful.userId, userId))
      .orderBy(reviewHelpful.createdAt, reviewHelpful.reviewId),
    listMemberProposals(db, userId),
  ]);
  return {
    reviews: reviews.map(({ photos, ...row }) => ({
      ...row,
      photoUrls: photos.map((photo) => photo.url),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    helpfulVotes: votes.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    factProposals: proposals.map((row) => ({
      id: row.id,
      placeId: row.placeId,
      placeName: row.place.name,
      status: row.status,
      facts: Object.fromEntries(PLACE_FACT_KEYS.map((key) => [key, row[key]])),
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** Storage keys of the member's review photos (deleted with the account, after the commit). */
export async function findMemberPhotoKeys(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ keys: placeReviews.photoKeys })
    .from(placeReviews)
    .where(eq(placeReviews.authorId, userId));
  return rows.flatMap((row) => row.keys);
}
