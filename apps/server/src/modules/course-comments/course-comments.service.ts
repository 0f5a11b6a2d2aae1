import type { CourseCommentDto, CourseCommentPageDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { assertOwner, COMMENT_DELETE_RULE, COMMENT_EDIT_RULE } from '../../lib/ownership.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import { isAdmin, type SessionUser, type Viewer } from '../../lib/session-user.ts';
import { commentLabel, recordDeleteByAdmin } from '../audit/audit.repository.ts';
import { type CourseAccess, findCourseAccess } from '../courses/course-access.repository.ts';
import { courseVersionIn, forgotCourseVersionOnly } from '../courses/course-counters.repository.ts';
import { courseNotFound } from '../courses/courses.service.ts';
import * as repo from './course-comments.repository.ts';

const commentNotFound = () => notFound('COMMENT_NOT_FOUND', 'Comment not found');

function toDto(row: repo.CommentRow): CourseCommentDto {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    courseId: row.courseId,
    content: row.content,
    createdAt,
    created_at: createdAt,
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: row.authorName || 'User', avatarUrl: row.authorAvatarUrl },
    moderationStatus: row.moderationStatus,
  };
}

/** Whether the viewer may read the comment: everybody unless moderation hid it; then its author and admins. */
export const canSeeCourseComment = (comment: repo.CommentRow, viewer: Viewer) =>
  comment.moderationStatus !== 'hidden' || viewer?.id === comment.authorId || isAdmin(viewer);

/**
 * Comments on courses. A private course's comments are as invisible as the course (404 for everybody but its
 * author and admins); comments hidden by moderation are listed only to their author and admins (as post
 * comments). `comment_count` counts the others, by trigger (migration 0012), also when a user is deleted.
 */
export class CourseCommentsService {
  constructor(private readonly db: Db) {}

  private async visibleCourse(courseId: number, viewer: Viewer): Promise<CourseAccess> {
    const course = await findCourseAccess(this.db, courseId);
    if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
    return course;
  }

  /** The page and its total come from one statement, after the access check. */
  async list(courseId: number, request: PageRequest, viewer: Viewer): Promise<CourseCommentPageDto> {
    const course = await this.visibleCourse(courseId, viewer);
    const reader = { id: viewer?.id ?? 0, isAdmin: isAdmin(viewer) };
    const page = await repo.listCommentPage(
      this.db,
      courseId,
      reader,
      request.limit,
      pageOffset(request),
      course.commentCount,
    );
    return toPage(page.rows.map(toDto), page.total, request);
  }

  async create(user: SessionUser, courseId: number, content: string): Promise<CourseCommentDto> {
    const { id, version } = await this.db.transaction(async (tx) => {
      // Locked so the course cannot be deleted between the check and the insert.
      const course = await findCourseAccess(tx, courseId, 'share');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      const inserted = await repo.insertComment(tx, { courseId, authorId: user.id, content });
      await recordIdempotentEffect(tx, inserted);
      return { id: inserted, version: await courseVersionIn(tx, courseId) };
    });
    // Only the course's counters changed (migration 0020): other courses' kept versions and the list stay.
    forgotCourseVersionOnly(this.db, courseId, true, version);
    return toDto((await repo.findComment(this.db, id))!);
  }

  /** The comment `create` made, as it answered (a repeat whose answer was lost, replayed); 404 once deleted. */
  async created(id: number): Promise<CourseCommentDto> {
    const comment = await repo.findComment(this.db, id);
    if (!comment) throw commentNotFound();
    return toDto(comment);
  }

  /** A comment the user may see (its course visible to them; a hidden one only as its author or an admin), else 404. */
  private async visibleComment(id: number, user: SessionUser): Promise<repo.CommentRow> {
    const comment = await repo.findComment(this.db, id);
    if (!comment || !canSeeCourseComment(comment, user)) throw commentNotFound();
    const course = await findCourseAccess(this.db, comment.courseId);
    if (!course || !canSeeCourse(course, user)) throw commentNotFound();
    return comment;
  }

  /** The author only; admins moderate by deleting, they do not rewrite what others wrote. */
  async update(user: SessionUser, id: number, content: string): Promise<CourseCommentDto> {
    const comment = await this.visibleComment(id, user);
    assertOwner(user, comment.authorId, COMMENT_EDIT_RULE);
    await repo.updateComment(this.db, id, content);
    return toDto((await repo.findComment(this.db, id))!);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    const comment = await this.visibleComment(id, user);
    assertOwner(user, comment.authorId, COMMENT_DELETE_RULE);
    const version = await this.db.transaction(async (tx) => {
      if (!(await repo.deleteComment(tx, id))) throw commentNotFound();
      await recordDeleteByAdmin(tx, user, comment.authorId, {
        action: 'content.delete',
        target: { type: 'courseComment', id, label: commentLabel(comment.content) },
        before: { status: comment.moderationStatus },
      });
      return courseVersionIn(tx, comment.courseId);
    });
    forgotCourseVersionOnly(this.db, comment.courseId, true, version);
  }
}
