import type {
  AdminContentFilter,
  AdminContentItemDto,
  AdminContentPageDto,
  AdminContentParams,
  AdminContentQuery,
  AdminContentType,
  AdminFactPageDto,
  AdminFactProposalDto,
  ContentStatusBody,
  FactProposalStatus,
} from '@ktravel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppError } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { ImageStore } from '../../lib/stored-image.ts';
import { commentLabel, recordAdminAction } from '../audit/audit.repository.ts';
import * as courseComments from '../course-comments/course-comments.repository.ts';
import * as postComments from '../post-comments/post-comments.repository.ts';
import { commentNotFound } from '../post-comments/post-comments.service.ts';
import * as posts from '../posts/posts.repository.ts';
import { postNotFound } from '../posts/posts.service.ts';
import { closeOpenReports } from '../reports/reports.repository.ts';
import { PlaceFactsService, wrongStatus } from '../reviews/place-facts.service.ts';
import * as reviews from '../reviews/reviews.repository.ts';
import { reviewNotFound } from '../reviews/reviews.service.ts';
import * as repo from './admin-content.repository.ts';

const TYPES_OF: Record<Exclude<AdminContentFilter, 'fact'>, readonly AdminContentType[]> = {
  all: ['post', 'comment', 'courseComment', 'review'],
  post: ['post'],
  comment: ['comment', 'courseComment'],
  review: ['review'],
};

const MODERATION_STATUSES: readonly string[] = ['active', 'hidden', 'reported'];
const isModerationStatus = (status: string): status is repo.ModerationStatus =>
  MODERATION_STATUSES.includes(status);

function toDto(row: repo.ContentRow): AdminContentItemDto {
  return {
    id: Number(row.id),
    type: row.type,
    category: row.category,
    title: row.title,
    content: row.content,
    author: { id: Number(row.authorId), name: row.authorName || 'User', email: row.authorEmail },
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    parentId: Number(row.parentId),
    reportCount: Number(row.reportCount),
    openReportCount: Number(row.openReportCount),
  };
}

/** A moderated item, locked for the decision's transaction. */
interface Locked {
  status: repo.ModerationStatus;
  label: string;
}

/** What moderation does with each kind of item, through the module that owns it. */
interface Moderated {
  lock(tx: DbOrTx, id: number): Promise<Locked | undefined>;
  setStatus(tx: DbOrTx, id: number, status: repo.ModerationStatus): Promise<void>;
  /** Deletes the item (its reports go with it by cascade); answers the files to delete after commit, or undefined. */
  remove(tx: DbOrTx, id: number): Promise<string[] | undefined>;
  notFound(): AppError;
}

const lockComment =
  (lock: typeof postComments.lockForModeration) =>
  async (tx: DbOrTx, id: number): Promise<Locked | undefined> => {
    const row = await lock(tx, id);
    return row && { status: row.moderationStatus, label: commentLabel(row.content) };
  };

const MODERATED: Record<AdminContentType, Moderated> = {
  post: {
    async lock(tx, id) {
      const post = await posts.findPostAccess(tx, id, 'update');
      return post && { status: post.moderationStatus, label: post.title };
    },
    setStatus: posts.setPostModeration,
    async remove(tx, id) {
      return (await posts.deletePost(tx, id))?.imageKeys;
    },
    notFound: postNotFound,
  },
  comment: {
    lock: lockComment(postComments.lockForModeration),
    setStatus: postComments.setModerationStatus,
    async remove(tx, id) {
      return (await postComments.deleteComment(tx, id)) ? [] : undefined;
    },
    notFound: commentNotFound,
  },
  courseComment: {
    lock: lockComment(courseComments.lockForModeration),
    setStatus: courseComments.setModerationStatus,
    async remove(tx, id) {
      return (await courseComments.deleteComment(tx, id)) ? [] : undefined;
    },
    notFound: commentNotFound,
  },
  review: {
    async lock(tx, id) {
      const row = await reviews.lockForModeration(tx, id);
      return row && { status: row.moderationStatus, label: commentLabel(row.text) };
    },
    setStatus: reviews.setModerationStatus,
    remove: reviews.deleteReview,
    notFound: reviewNotFound,
  },
};

/**
 * Content moderation (spec §2 /admin/connect, DESIGN §6, §8.6): posts, post comments, course comments and place
 * reviews in one table, members' fact proposals beside them (decided by PlaceFactsService);
 * any status to any other; `active` and `hidden` are an admin's decision and close the item's open reports.
 * Every change is audited in its own transaction; a failed one (404) writes nothing. Hidden content leaves every
 * public list, detail and count at once: the public reads filter on the status and the triggers move the counts.
 */
export class AdminContentService {
  constructor(
    private readonly db: Db,
    private readonly images: Pick<ImageStore, 'deleteImages'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.facts = new PlaceFactsService(db);
  }

  private readonly facts: PlaceFactsService;

  async list(query: AdminContentQuery): Promise<AdminContentPageDto | AdminFactPageDto> {
    // The query's schema pairs `type=fact` with the proposals' statuses, and the other types with moderation's.
    if (query.type === 'fact') {
      return this.facts.listForAdmin({ ...query, status: query.status as FactProposalStatus | 'all' });
    }
    const types = TYPES_OF[query.type];
    const status = query.status === 'all' || !isModerationStatus(query.status) ? undefined : query.status;
    const [rows, counts] = await Promise.all([
      repo.listContent(this.db, { types, status }, query.limit, pageOffset(query)),
      repo.countContent(this.db, types),
    ]);
    const total = counts.active + counts.hidden + counts.reported;
    const page = toPage(rows.map(toDto), status ? counts[status] : total, query);
    return { ...page, counts: { total, ...counts } };
  }

  private async item(db: DbOrTx, type: AdminContentType, id: number): Promise<AdminContentItemDto> {
    const [row] = await repo.listContent(db, { types: [type], id }, 1, 0);
    if (!row) throw MODERATED[type].notFound();
    return toDto(row);
  }

  /** A moderation status for posts, comments and reviews; `approved` or `rejected` for a fact proposal (`fact`). */
  async setStatus(
    admin: SessionUser,
    type: AdminContentParams['type'],
    id: number,
    status: ContentStatusBody['status'],
  ): Promise<AdminContentItemDto | AdminFactProposalDto> {
    if (type === 'fact') {
      if (status !== 'approved' && status !== 'rejected') throw wrongStatus(type);
      return this.facts.decide(admin, id, status);
    }
    if (!isModerationStatus(status)) throw wrongStatus(type);
    const moderated = MODERATED[type];
    return this.db.transaction(async (tx) => {
      const before = await moderated.lock(tx, id);
      if (!before) throw moderated.notFound();
      if (status !== before.status) await moderated.setStatus(tx, id, status);
      // `reported` leaves the reports to a later decision; active and hidden are one.
      const closed = status === 'reported' ? 0 : await closeOpenReports(tx, type, id);
      if (status !== before.status || closed > 0) {
        await recordAdminAction(tx, {
          admin,
          action: 'content.status',
          target: { type, id, label: before.label },
          before: { status: before.status, ...(closed > 0 ? { openReports: closed } : {}) },
          after: { status, ...(closed > 0 ? { openReports: 0 } : {}) },
        });
      }
      return this.item(tx, type, id);
    });
  }

  /** Deletes the item for good (a post with its comments, likes, scraps and reports), then a post's files. */
  async remove(admin: SessionUser, type: AdminContentParams['type'], id: number): Promise<void> {
    if (type === 'fact') return this.facts.remove(admin, id);
    const moderated = MODERATED[type];
    const files = await this.db.transaction(async (tx) => {
      const before = await moderated.lock(tx, id);
      const removed = before && (await moderated.remove(tx, id));
      if (!before || !removed) throw moderated.notFound();
      await recordAdminAction(tx, {
        admin,
        action: 'content.delete',
        target: { type, id, label: before.label },
        before: { status: before.status },
        after: null,
      });
      return removed;
    });
    if (files.length === 0) return;
    try {
      await this.images.deleteImages(files);
    } catch (err) {
      // The post is gone; leftover files are logged, never the request's failure.
      this.log.warn({ err, keys: files }, 'could not delete post image files');
    }
  }
}
