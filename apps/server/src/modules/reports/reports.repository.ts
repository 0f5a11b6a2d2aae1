import type { DbOrTx } from '../../db/client.ts';
import { contentReports } from '../../db/schema.ts';

export type ReportTarget = 'post' | 'comment' | 'courseComment';

export interface ReportRow {
  id: number;
  reason: string;
  createdAt: Date;
}

const TARGET_COLUMN = {
  post: 'postId',
  comment: 'commentId',
  courseComment: 'courseCommentId',
} as const satisfies Record<ReportTarget, keyof typeof contentReports.$inferInsert>;

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
