import { courseComments } from '../../db/schema.ts';
import { commentReads } from '../../lib/comment-pages.ts';
import { type CommentRowBase, commentWrites, type ModerationStatus } from '../../lib/comment-rows.ts';
import { commentCountAndVersion } from '../courses/course-counters.repository.ts';

/** A course comment with its author, as lists and edits answer it. */
export interface CommentRow extends CommentRowBase {
  courseId: number;
  moderationStatus: ModerationStatus;
}

/**
 * The course's comments, read and written by the queries every comment table shares (lib/comment-pages.ts,
 * lib/comment-rows.ts; docs/decisions/012 for the paging).
 */
export const { listCommentPage, findComment } = commentReads<CommentRow>(
  {
    table: courseComments,
    parentId: courseComments.courseId,
    countAndVersion: commentCountAndVersion,
    name: 'course_comments',
  },
  'courseId',
);

export const {
  insertComment,
  updateComment,
  deleteComment,
  markReported: markCourseCommentReported,
  lockForModeration,
  setModerationStatus,
} = commentWrites(courseComments);
