import { CommentThread } from '@/components/comment-thread/comment-thread.tsx';
import {
  useCourseComments,
  useCreateCourseComment,
  useDeleteCourseComment,
  useUpdateCourseComment,
} from '../api/course-comments.ts';

/** The anchor of the comments section: `/kcourse/{id}#comments` scrolls here. */
export const COMMENTS_ANCHOR = 'comments';

interface CourseCommentsProps {
  courseId: number;
  /** Lists a comment written offline while it waits to be sent. */
  courseTitle: string;
  /** The course's count, shown until the first page of comments has loaded. */
  commentCount: number;
}

/** Comments of a course: the shared comment thread on the course comment API (10 at a time). */
export function CourseComments({ courseId, courseTitle, commentCount }: CourseCommentsProps) {
  const source = {
    comments: useCourseComments(courseId),
    create: useCreateCourseComment(courseId, courseTitle),
    update: useUpdateCourseComment(),
    remove: useDeleteCourseComment(),
  };
  return (
    <CommentThread
      anchorId={COMMENTS_ANCHOR}
      initialCount={commentCount}
      source={source}
      itemTestId="course-comment"
    />
  );
}
