import type { REPORT_TARGETS } from '@ktravel/contract';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentReports, courseComments, placeReviews, postComments, posts, users } from '../../db/schema.ts';

export type ReportTarget = (typeof REPORT_TARGETS)[number];
export type ReportStatusFilter = 'open' | 'closed' | 'all';

export interface ReportRow {
  id: number;
  reason: string;
  createdAt: Date;
}

const TARGET_COLUMN = {
  post: 'postId',
  comment: 'commentId',
  courseComment: 'courseCommentId',
  review: 'reviewId',
} as const satisfies Record<ReportTarget, keyof typeof contentReports.$inferInsert>;

/** The report rows about one target (its column of `content_reports`). */
const aboutTarget = (type: ReportTarget, id: number) => eq(contentReports[TARGET_COLUMN[type]], id);

/**
 * Stores a member's report, or answers undefined when they already reported that target (the unique
 * (target, reporter) indexes decide, also between concurrent requests).
 */
export async function insertReport(
  db: DbOrTx,
  values: { targetType: ReportTarget; targetId: number; reporterId: number; reason: string },
): Promise<ReportRow | undefined> {
  const rows = await db
    .insert(contentReports)
    .values({
      targetType: values.targetType,
      [TARGET_COLUMN[values.targetType]]: values.targetId,
      reporterId: values.reporterId,
      reason: values.reason,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id, reason: contentReports.reason, createdAt: contentReports.createdAt });
  return rows[0];
}

/** What a member reported, newest first: the type and id of each target still there. */
export async function listReportsBy(
  db: DbOrTx,
  reporterId: number,
  limit: number,
): Promise<{ targetType: ReportTarget; targetId: number }[]> {
  const targetId = sql<
    number | null
  >`coalesce(${contentReports.postId}, ${contentReports.commentId}, ${contentReports.courseCommentId}, ${contentReports.reviewId})`;
  const rows = await db
    .select({ targetType: contentReports.targetType, targetId })
    .from(contentReports)
    .where(and(eq(contentReports.reporterId, reporterId), isNotNull(targetId)))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(limit);
  return rows.map((row) => ({ targetType: row.targetType as ReportTarget, targetId: Number(row.targetId) }));
}

/** An admin's decision on the target closes its open reports; answers how many it closed. */
export async function closeOpenReports(db: DbOrTx, type: ReportTarget, id: number): Promise<number> {
  const rows = await db
    .update(contentReports)
    .set({ closedAt: new Date() })
    .where(and(aboutTarget(type, id), isNull(contentReports.closedAt)))
    .returning({ id: contentReports.id });
  return rows.length;
}

/** Reports no admin decision has closed yet (the dashboard; the open-reports partial index). */
export async function countOpenReports(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(isNull(contentReports.closedAt));
  return Number(rows[0]?.n ?? 0);
}

/** A report as admins read it: with its reporter and what it is about. */
export interface AdminReportRow {
  id: number;
  targetType: ReportTarget;
  targetId: number;
  targetLabel: string;
  targetStatus: 'active' | 'hidden' | 'reported';
  reason: string;
  reporterId: number | null;
  reporterName: string | null;
  reporterEmail: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

/**
 * Reports newest first, open, closed or all, optionally about one target, with their reporter and target (a
 * report goes with its target, so one of the four target joins always matches).
 */
export async function listReports(
  db: DbOrTx,
  filter: {
    status: ReportStatusFilter;
    targetType?: ReportTarget | undefined;
    targetId?: number | undefined;
  },
  limit: number,
  offset: number,
): Promise<{ items: AdminReportRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status === 'open') conditions.push(isNull(contentReports.closedAt));
  if (filter.status === 'closed') conditions.push(isNotNull(contentReports.closedAt));
  if (filter.targetType) {
    conditions.push(eq(contentReports.targetType, filter.targetType));
    if (filter.targetId !== undefined) conditions.push(aboutTarget(filter.targetType, filter.targetId));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, count] = await Promise.all([
    db
      .select({
        id: contentReports.id,
        targetType: contentReports.targetType,
        targetId: sql<number>`coalesce(${contentReports.postId}, ${contentReports.commentId}, ${contentReports.courseCommentId}, ${contentReports.reviewId})`,
        targetLabel: sql<string>`coalesce(${posts.title}, left(${postComments.content}, 120), left(${courseComments.content}, 120), left(${placeReviews.text}, 120), '')`,
        targetStatus: sql<
          AdminReportRow['targetStatus']
        >`coalesce(${posts.moderationStatus}, ${postComments.moderationStatus}, ${courseComments.moderationStatus}, ${placeReviews.moderationStatus})`,
        reason: contentReports.reason,
        reporterId: contentReports.reporterId,
        reporterName: users.name,
        reporterEmail: users.email,
        createdAt: contentReports.createdAt,
        closedAt: contentReports.closedAt,
      })
      .from(contentReports)
      .leftJoin(posts, eq(posts.id, contentReports.postId))
      .leftJoin(postComments, eq(postComments.id, contentReports.commentId))
      .leftJoin(courseComments, eq(courseComments.id, contentReports.courseCommentId))
      .leftJoin(placeReviews, eq(placeReviews.id, contentReports.reviewId))
      .leftJoin(users, eq(users.id, contentReports.reporterId))
      .where(where)
      .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contentReports).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, targetId: Number(r.targetId) })),
    total: Number(count[0]?.n ?? 0),
  };
}
