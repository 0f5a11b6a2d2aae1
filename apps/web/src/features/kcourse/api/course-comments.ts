import {
  COMMENT_PAGE_SIZE,
  type CommentBody,
  CourseCommentDto,
  CourseCommentPageDto,
  dataOf,
} from '@ktravel/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { coursesQueryKey } from './courses.ts';

const CommentPageResponse = import.meta.env.DEV ? dataOf(CourseCommentPageDto) : undefined;
const CommentResponse = import.meta.env.DEV ? dataOf(CourseCommentDto) : undefined;

/** Every course-comment query starts with this key. */
export const courseCommentsQueryKey = ['course-comments'] as const;

/** GET /api/comments/course/{id}?page&limit (oldest first). */
export async function getCourseComments(courseId: number, page: number, signal?: AbortSignal) {
  const body = await api.get(`/comments/course/${courseId}`, {
    query: { page, limit: COMMENT_PAGE_SIZE },
    schema: CommentPageResponse,
    signal,
  });
  return body.data;
}

/** The comments of a course, 10 at a time ("load more" fetches the next page). */
export const getCourseCommentsQueryOptions = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: [...courseCommentsQueryKey, courseId],
    queryFn: ({ pageParam, signal }) => getCourseComments(courseId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useCourseComments = (courseId: number) =>
  useInfiniteQuery(getCourseCommentsQueryOptions(courseId));

/** POST /api/comments/course/{id} (kept to be sent later when offline, listed by the course's title). */
export async function createCourseComment(courseId: number, comment: CommentBody, courseTitle = '') {
  const body = await api.post(`/comments/course/${courseId}`, comment, {
    schema: CommentResponse,
    offline: { kind: 'comment', label: courseTitle },
  });
  return body.data;
}

/** PUT /api/comments/course-comment/{id} (author only). */
export async function updateCourseComment(commentId: number, comment: CommentBody) {
  const body = await api.put(`/comments/course-comment/${commentId}`, comment, { schema: CommentResponse });
  return body.data;
}

/** DELETE /api/comments/course-comment/{id} (author, or an admin). */
export function deleteCourseComment(commentId: number): Promise<unknown> {
  return api.delete(`/comments/course-comment/${commentId}`);
}

/** Runs a comment change, then refreshes the comments and the courses (their `commentCount`). */
function useCommentMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseCommentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
      ]),
  });
}

/** Adds a comment to the course; the mutation takes the comment's text. */
export const useCreateCourseComment = (courseId: number, courseTitle: string) =>
  useCommentMutation((content: string) => createCourseComment(courseId, { content }, courseTitle));
export const useUpdateCourseComment = () =>
  useCommentMutation(({ commentId, content }: { commentId: number; content: string }) =>
    updateCourseComment(commentId, { content }),
  );
export const useDeleteCourseComment = () => useCommentMutation(deleteCourseComment);
