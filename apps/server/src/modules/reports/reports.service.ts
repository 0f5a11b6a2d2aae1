import {
  type AdminReportDto,
  type AdminReportsQuery,
  MY_REPORTS_LIMIT,
  type MyReportsDto,
  type ReportBody,
  type ReportDto,
} from '@ktravel/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { canSeePost } from '../../lib/post-access.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as courseComments from '../course-comments/course-comments.repository.ts';
import { canSeeCourseComment } from '../course-comments/course-comments.service.ts';
import { findCourseAccess } from '../courses/course-access.repository.ts';
import { findPlaceById } from '../places/places.repository.ts';
import * as postComments from '../post-comments/post-comments.repository.ts';
import { canSeeComment, commentNotFound } from '../post-comments/post-comments.service.ts';
import { findPostAccess, markPostReported } from '../posts/posts.repository.ts';
import { postNotFound } from '../posts/posts.service.ts';
import * as reviews from '../reviews/reviews.repository.ts';
import { canSeeReview, reviewNotFound } from '../reviews/reviews.service.ts';
import * as repo from './reports.repository.ts';

type ReportInput = z.output<typeof ReportBody>;

const toAdminDto = (row: repo.AdminReportRow): AdminReportDto => ({
  id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  targetStatus: row.targetStatus,
  reason: row.reason,
  reporter:
    row.reporterId === null
      ? null
      : { id: row.reporterId, name: row.reporterName ?? '', email: row.reporterEmail ?? '' },
  createdAt: new Date(row.createdAt).toISOString(),
  closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
});

/** What a report needs of its target: who wrote it, and how to mark it for admins. */
interface Target {
  authorId: number;
  markReported(tx: DbOrTx): Promise<void>;
}

/**
 * Members' reports of posts, post comments, course comments and place reviews (DESIGN §6, §8.6): once per member per target (409),
 * never one's own (403); the target's moderation status becomes `reported` for admins unless it is already hidden.
 * Content the reporter may not see is missing for them (404), as on every other route.
 */
export class ReportsService {
  constructor(private readonly db: Db) {}

  /** What the member reported (their "Reported" buttons). */
  async mine(user: SessionUser): Promise<MyReportsDto> {
    return { items: await repo.listReportsBy(this.db, user.id, MY_REPORTS_LIMIT) };
  }

  /** The target as the reporter may see it (the post or comment row locked against deletion), else 404. */
  private async target(tx: DbOrTx, user: SessionUser, type: repo.ReportTarget, id: number): Promise<Target> {
    if (type === 'post') {
      const post = await findPostAccess(tx, id, 'share');
      if (!post || !canSeePost(post, user)) throw postNotFound();
      return { authorId: post.authorId, markReported: (db) => markPostReported(db, id) };
    }
    if (type === 'comment') {
      const comment = await postComments.findComment(tx, id);
      const post = comment && (await findPostAccess(tx, comment.postId, 'share'));
      if (!comment || !canSeeComment(comment, user) || !post || !canSeePost(post, user)) {
        throw commentNotFound();
      }
      return { authorId: comment.authorId, markReported: (db) => postComments.markCommentReported(db, id) };
    }
    if (type === 'review') {
      const review = await reviews.findReview(tx, id, user.id);
      const place = review && (await findPlaceById(tx, review.placeId));
      if (!review || !canSeeReview(review, user) || place?.status !== 'active') throw reviewNotFound();
      return { authorId: review.authorId, markReported: (db) => reviews.markReviewReported(db, id) };
    }
    const comment = await courseComments.findComment(tx, id);
    const course = comment && (await findCourseAccess(tx, comment.courseId, 'share'));
    if (!comment || !canSeeCourseComment(comment, user) || !course || !canSeeCourse(course, user)) {
      throw commentNotFound();
    }
    return {
      authorId: comment.authorId,
      markReported: (db) => courseComments.markCourseCommentReported(db, id),
    };
  }

  async create(user: SessionUser, body: ReportInput): Promise<ReportDto> {
    return this.db.transaction(async (tx) => {
      const target = await this.target(tx, user, body.targetType, body.targetId);
      if (target.authorId === user.id) {
        throw new AppError(403, 'CANNOT_REPORT_OWN', 'You cannot report your own content');
      }
      const report = await repo.insertReport(tx, {
        targetType: body.targetType,
        targetId: body.targetId,
        reporterId: user.id,
        reason: body.reason,
      });
      if (!report) throw conflict('ALREADY_REPORTED', 'You already reported this');
      await target.markReported(tx);
      return {
        id: report.id,
        targetType: body.targetType,
        targetId: body.targetId,
        reason: report.reason,
        createdAt: report.createdAt.toISOString(),
      };
    });
  }

  /** Admins: reports newest first (open ones by default), with their reasons; one target's with its id. */
  async list(query: AdminReportsQuery) {
    const { items, total } = await repo.listReports(this.db, query, query.limit, pageOffset(query));
    return toPage(items.map(toAdminDto), total, query);
  }
}
