import type { CourseCommentDto, CourseCommentPageDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import * as repo from './course-comments.repository.ts';

type Viewer = SessionUser | null;

const courseNotFound = () => notFound('COURSE_NOT_FOUND', 'Course not found');
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
  };
}

/**
 * Comments on courses. A private course's comments are as invisible as the course (404 for everybody but its
 * author and admins); `comment_count` follows by trigger (migration 0003), also when a user is deleted.
 */
export class CourseCommentsService {
  constructor(private readonly db: Db) {}

  private async visibleCourse(courseId: number, viewer: Viewer): Promise<repo.CourseAccessRow> {
    const course = await repo.findCourse(this.db, courseId);
    if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
    return course;
  }

  async list(courseId: number, page: number, limit: number, viewer: Viewer): Promise<CourseCommentPageDto> {
    const [course, rows] = await Promise.all([
      this.visibleCourse(courseId, viewer),
      repo.listComments(this.db, courseId, limit, (page - 1) * limit),
    ]);
    return toPage(rows.map(toDto), course.commentCount, page, limit);
  }

  async create(user: SessionUser, courseId: number, content: string): Promise<CourseCommentDto> {
    const id = await this.db.transaction(async (tx) => {
      // Locked so the course cannot be deleted between the check and the insert.
      const course = await repo.findCourse(tx, courseId, true);
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      return repo.insertComment(tx, { courseId, authorId: user.id, content });
    });
    return toDto((await repo.findComment(this.db, id))!);
  }

  /** A comment the user may see (its course visible to them), else 404. */
  private async visibleComment(id: number, user: SessionUser): Promise<repo.CommentRow> {
    const comment = await repo.findComment(this.db, id);
    if (!comment) throw commentNotFound();
    const course = await repo.findCourse(this.db, comment.courseId);
    if (!course || !canSeeCourse(course, user)) throw commentNotFound();
    return comment;
  }

  /** The author only; admins moderate by deleting, they do not rewrite what others wrote. */
  async update(user: SessionUser, id: number, content: string): Promise<CourseCommentDto> {
    const comment = await this.visibleComment(id, user);
    if (comment.authorId !== user.id) throw forbidden('Only the author can edit this comment');
    await repo.updateComment(this.db, id, content);
    return toDto((await repo.findComment(this.db, id))!);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    const comment = await this.visibleComment(id, user);
    if (comment.authorId !== user.id && user.role !== 'admin') {
      throw forbidden('Only the author or an admin can delete this comment');
    }
    if (!(await repo.deleteComment(this.db, id))) throw commentNotFound();
  }
}
