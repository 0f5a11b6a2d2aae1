import {
  ADMIN_COURSE_PAGE_SIZE,
  AdminCoursesResponse,
  type CourseDto,
  CourseDto as CourseSchema,
  dataOf,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { AdminPageData } from '../components/admin-table.tsx';
import { adminCourseCommentsQueryKey } from './admin-course-comments.ts';
import { adminQueryKey, useAdminMutation } from './audit.ts';

/** The public course lists and details (K-Course) share this key: admin changes refresh them too. */
const COURSES_KEY = ['courses'] as const;
const CourseResponse = import.meta.env.DEV ? dataOf(CourseSchema) : undefined;

export const adminCoursesQueryKey = [...adminQueryKey, 'courses'] as const;

/** GET /api/courses/admin/all?page&limit: every course, private ones too, newest first (one page). */
export async function getAdminCourses(page: number, signal?: AbortSignal): Promise<AdminPageData<CourseDto>> {
  const body = await api.get('/courses/admin/all', {
    query: { page, limit: ADMIN_COURSE_PAGE_SIZE },
    schema: AdminCoursesResponse,
    signal,
  });
  return { items: body.data, ...body.pagination };
}

export const getAdminCoursesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminCoursesQueryKey, page],
    queryFn: ({ signal }) => getAdminCourses(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCourses = (page: number) => useQuery(getAdminCoursesQueryOptions(page));

/** DELETE /api/courses/{id} (admins may delete any course; audited). */
export function deleteCourse(id: number): Promise<unknown> {
  return api.delete(`/courses/${id}`);
}

/** PUT /api/courses/{id}/visibility. */
export async function setCourseVisibility({ id, isPublic }: { id: number; isPublic: boolean }) {
  const body = await api.put(
    `/courses/${id}/visibility`,
    { visibility: isPublic ? 'public' : 'private' },
    { schema: CourseResponse },
  );
  return body.data;
}

/** PUT /api/courses/{id}/advertisement. */
export async function setCourseAdvertisement({
  id,
  isAdvertisement,
}: {
  id: number;
  isAdvertisement: boolean;
}) {
  const body = await api.put(`/courses/${id}/advertisement`, { isAdvertisement }, { schema: CourseResponse });
  return body.data;
}

/** Deletes a course; its comments (open in the table) are dropped, not refetched: they would only answer 404. */
export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: (_result, error, id) => {
      const commentsKey = [...adminCourseCommentsQueryKey, id];
      if (!error) queryClient.removeQueries({ queryKey: commentsKey });
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminQueryKey,
          predicate: (query) => !(query.queryKey[1] === commentsKey[1] && query.queryKey[2] === id),
        }),
        queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
      ]);
    },
  });
};
export const useSetCourseVisibility = () => useAdminMutation(COURSES_KEY, setCourseVisibility);
export const useSetCourseAdvertisement = () => useAdminMutation(COURSES_KEY, setCourseAdvertisement);
