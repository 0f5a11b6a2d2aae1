import {
  type CreateReviewBody,
  contentLanguage,
  type Language,
  localizedText,
  type MyReviewPageDto,
  type ReviewDto,
  type ReviewHelpfulDto,
  type ReviewListQuery,
  type ReviewPageDto,
  type ReviewPhotoDto,
  type UpdateReviewBody,
} from '@ktravel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { isAdmin, type SessionUser } from '../../lib/session-user.ts';
import { type ImageChange, type ImageStore, withImageChanges } from '../../lib/stored-image.ts';
import { commentLabel, recordDeleteByAdmin } from '../audit/audit.repository.ts';
import { findPlaceById } from '../places/places.repository.ts';
import { placeNotFound } from '../places/places.service.ts';
import * as repo from './reviews.repository.ts';

type ReviewInput = z.output<typeof CreateReviewBody> | z.output<typeof UpdateReviewBody>;

export const reviewNotFound = () => notFound('REVIEW_NOT_FOUND', 'Review not found');

/** The place on the map that reviews and fact proposals are about: 404 for a missing or inactive one. */
export async function findActivePlace(db: DbOrTx, placeId: number) {
  const place = await findPlaceById(db, placeId);
  if (place?.status !== 'active') throw placeNotFound();
  return place;
}

export function toReviewDto(row: repo.ReviewRow): ReviewDto {
  return {
    id: row.id,
    placeId: row.placeId,
    rating: row.rating,
    text: row.text,
    language: row.language,
    photos: row.photos,
    visitedOn: row.visitedOn,
    author: { id: row.authorId, name: row.authorName || 'User', avatarUrl: row.authorAvatarUrl },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    helpfulCount: row.helpfulCount,
    isHelpful: Boolean(row.isHelpful),
  };
}

/** Who may see a review: everybody unless moderation hid it; its author and admins always. */
export const canSeeReview = (
  row: Pick<repo.ReviewRow, 'moderationStatus' | 'authorId'>,
  user: SessionUser | null,
) => row.moderationStatus !== 'hidden' || user?.id === row.authorId || isAdmin(user);

/**
 * Place reviews (DESIGN §8.6): one per member and place, edited and deleted by their author (deleted by admins
 * too), "helpful" votes by other members, photos through the upload pipeline (re-encoded, location removed) into
 * `reviews/{id}/`. The place's average and count move by trigger in the same transaction (migration 0033).
 */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async list(placeId: number, query: ReviewListQuery, user: SessionUser | null): Promise<ReviewPageDto> {
    const place = await findActivePlace(this.db, placeId);
    const viewer = user?.id ?? null;
    const [rows, mine] = await Promise.all([
      place.reviewCount === 0
        ? Promise.resolve([])
        : repo.listPlaceReviews(this.db, placeId, viewer, query.sort, query.limit, pageOffset(query)),
      viewer === null ? Promise.resolve(undefined) : repo.findMemberReview(this.db, placeId, viewer),
    ]);
    return {
      ...toPage(rows.map(toReviewDto), place.reviewCount, query),
      mine: mine ? toReviewDto(mine) : null,
    };
  }

  /**
   * The review's photos after an edit: each URL one of its photos (kept) or an upload of the member's (attached,
   * re-encoded); anything else is refused (400) and nothing is stored. The files of the photos it no longer has go
   * after the commit.
   */
  private async photos(
    tx: DbOrTx,
    user: SessionUser,
    reviewId: number,
    current: ReviewPhotoDto[],
    urls: string[],
    track: (change: ImageChange) => void,
  ): Promise<{ photos: ReviewPhotoDto[]; photoKeys: string[] }> {
    const photos: ReviewPhotoDto[] = [];
    const photoKeys: string[] = [];
    const seen = new Set<string>();
    for (const url of urls) {
      const kept = current.find((p) => p.url === url || p.thumbnailUrl === url);
      if (kept) {
        if (seen.has(kept.url)) continue;
        seen.add(kept.url);
        photos.push(kept);
        photoKeys.push(...this.images.storedImageKeysOf(kept.url));
        continue;
      }
      if (!this.images.isUploadUrl(url)) {
        throw new AppError(400, 'UPLOAD_REFUSED', 'A review photo must be an upload of yours', {
          photoUrls: 'not an upload of yours',
        });
      }
      const attached = await this.images.attachImage(tx, {
        url,
        userId: user.id,
        owner: { kind: 'reviews', id: reviewId },
      });
      track({ added: attached.keys, removed: [] });
      photos.push({ url: attached.imageUrl, thumbnailUrl: attached.thumbnailUrl });
      photoKeys.push(...attached.keys);
    }
    const dropped = current
      .filter((photo) => !seen.has(photo.url))
      .flatMap((photo) => this.images.storedImageKeysOf(photo.url));
    if (dropped.length > 0) track({ added: [], removed: dropped });
    return { photos, photoKeys };
  }

  private fields(body: ReviewInput, user: SessionUser, fallback: Language) {
    const language = contentLanguage(body.text);
    return {
      rating: body.rating,
      text: body.text,
      // Latin script says little (English, French, Vietnamese…): the writer's app language decides then.
      language: language === 'en' && fallback !== 'en' && !/[a-z]/i.test(body.text) ? fallback : language,
      visitedOn: body.visitedOn ?? null,
      authorId: user.id,
    };
  }

  async create(
    user: SessionUser,
    placeId: number,
    body: z.output<typeof CreateReviewBody>,
    language: Language,
  ): Promise<ReviewDto> {
    return withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        await findActivePlace(tx, placeId);
        const { authorId, ...fields } = this.fields(body, user, language);
        const id = await repo.insertReview(tx, { ...fields, authorId, placeId, photos: [], photoKeys: [] });
        if (id === undefined) {
          throw conflict(
            'ALREADY_REVIEWED',
            'You have reviewed this place already; edit your review instead',
          );
        }
        await recordIdempotentEffect(tx, id);
        if (body.photoUrls?.length) {
          const photos = await this.photos(tx, user, id, [], body.photoUrls, track);
          await repo.updateReview(tx, id, photos);
        }
        return toReviewDto((await repo.findReview(tx, id, user.id))!);
      }),
    );
  }

  /** A review as `create` and `update` answered it (a repeat whose answer was lost, replayed); 404 once gone. */
  async review(user: SessionUser, id: number): Promise<ReviewDto> {
    const row = await repo.findReview(this.db, id, user.id);
    if (!row || !canSeeReview(row, user)) throw reviewNotFound();
    return toReviewDto(row);
  }

  /** The review locked for a change by `user`: 404 when they may not see it, 403 when it is not theirs. */
  private async ownReview(tx: DbOrTx, user: SessionUser, id: number, allowAdmin: boolean) {
    const row = await repo.findReview(tx, id, user.id, 'update');
    if (!row || !canSeeReview(row, user)) throw reviewNotFound();
    if (row.authorId !== user.id && !(allowAdmin && isAdmin(user)))
      throw forbidden('This is not your review');
    return row;
  }

  async update(
    user: SessionUser,
    id: number,
    body: z.output<typeof UpdateReviewBody>,
    language: Language,
  ): Promise<ReviewDto> {
    return withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        const row = await this.ownReview(tx, user, id, false);
        const { authorId: _author, ...fields } = this.fields(body, user, language);
        const photos =
          body.photoUrls === undefined
            ? {}
            : await this.photos(tx, user, id, row.photos, body.photoUrls, track);
        await repo.updateReview(tx, id, { ...fields, ...photos });
        await recordIdempotentEffect(tx);
        return toReviewDto((await repo.findReview(tx, id, user.id))!);
      }),
    );
  }

  /** Deleted by its author or an admin (audited when it is someone else's); its photos go after commit. */
  async remove(user: SessionUser, id: number): Promise<void> {
    await withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        const row = await this.ownReview(tx, user, id, true);
        await recordDeleteByAdmin(tx, user, row.authorId, {
          action: 'content.delete',
          target: { type: 'review', id, label: commentLabel(row.text) },
          before: { status: row.moderationStatus, rating: row.rating },
        });
        const keys = await repo.deleteReview(tx, id);
        await recordIdempotentEffect(tx);
        track({ added: [], removed: keys ?? [] });
      }),
    );
  }

  /** Marks another member's visible review helpful, or takes the mark back. */
  async toggleHelpful(user: SessionUser, id: number): Promise<ReviewHelpfulDto> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findReview(tx, id, user.id);
      if (!row || row.moderationStatus === 'hidden') throw reviewNotFound();
      if (row.authorId === user.id) throw forbidden('You cannot mark your own review helpful');
      const isHelpful = await repo.toggleHelpful(tx, id, user.id);
      return { isHelpful, helpfulCount: await repo.readHelpfulCount(tx, id) };
    });
  }

  /** My Page: the member's reviews, hidden ones marked, each with its place's name in `language`. */
  async listMine(
    user: SessionUser,
    query: { page: number; limit: number },
    language: Language,
  ): Promise<MyReviewPageDto> {
    const [rows, total] = await Promise.all([
      repo.listMemberReviews(this.db, user.id, query.limit, pageOffset(query)),
      repo.countMemberReviews(this.db, user.id),
    ]);
    const items = rows.map(({ place, ...row }) => ({
      ...toReviewDto(row),
      placeName: localizedText(place, 'name', language) ?? place.name,
      hidden: row.moderationStatus === 'hidden',
    }));
    return toPage(items, total, query);
  }
}
