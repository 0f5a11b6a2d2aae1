import { ADMIN_PAGE_SIZE, CourseCommentPageDto, dataOf } from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const CommentPageResponse = import.meta.env.DEV ? dataOf(CourseCommentPageDto) : undefined;
/** The course pages' comment threads and course counts share these keys: a delete refreshes them too. */
const PUBLIC_KEYS = [['course-comments'], ['courses']] as const;

export const adminCourseCommentsQueryKey = [...adminQueryKey, 'course-comments'] as const;

/** GET /api/comments/course/{id}?page&limit: a course's comments, oldest first (admins see hidden ones too). */
export async function getCourseComments(courseId: number, page: number, signal?: AbortSignal) {
  const body = await api.get(`/comments/course/${courseId}`, {
    query: { page, limit: ADMIN_PAGE_SIZE },
    schema: CommentPageResponse,
    signal,
  });
  return body.data;
}

export const getCourseCommentsQueryOptions = (courseId: number, page: number) =>
  queryOptions({
    queryKey: [...adminCourseCommentsQueryKey, courseId, page],
    queryFn: ({ signal }) => getCourseComments(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCourseComments = (courseId: number, page: number) =>
  useQuery(getCourseCommentsQueryOptions(courseId, page));

/** DELETE /api/admin/content/courseComment/{id}: removes the comment for good, written to the audit trail. */
export function deleteCourseComment(commentId: number): Promise<unknown> {
  return api.delete(`/admin/content/courseComment/${commentId}`);
}

export const useDeleteCourseComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseComment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
        ...PUBLIC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
};
