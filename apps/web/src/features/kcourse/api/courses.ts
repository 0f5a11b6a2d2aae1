import {
  type CourseBody,
  CourseDto,
  CoursePageDto,
  CourseSaveDto,
  CourseShareDto,
  dataOf,
  MonthlyBestCourseDto,
  MyCoursesDto,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, inlineAnswer } from '@/lib/api-client.ts';

/** Every course query starts with this key, so one invalidation refreshes lists and details after a change. */
export const coursesQueryKey = ['courses'] as const;

const CourseResponse = import.meta.env.DEV ? dataOf(CourseDto) : undefined;
const CoursePageResponse = import.meta.env.DEV ? dataOf(CoursePageDto) : undefined;
const MyCoursesResponse = import.meta.env.DEV ? dataOf(MyCoursesDto) : undefined;
const MonthlyBestResponse = import.meta.env.DEV ? dataOf(z.array(MonthlyBestCourseDto)) : undefined;
const SaveResponse = import.meta.env.DEV ? dataOf(CourseSaveDto) : undefined;
const ShareResponse = import.meta.env.DEV ? dataOf(CourseShareDto) : undefined;

/** GET /api/courses/public?page&limit. */
export async function getPublicCourses(page: number, limit: number, signal?: AbortSignal) {
  const body = await api.get('/courses/public', {
    query: { page, limit },
    schema: CoursePageResponse,
    signal,
  });
  return body.data;
}

export const getPublicCoursesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'public', page, limit],
    queryFn: ({ signal }) => getPublicCourses(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const usePublicCourses = (page: number, limit: number) =>
  useQuery(getPublicCoursesQueryOptions(page, limit));

/** GET /api/courses?me=true: the member's created and saved courses. */
export async function getMyCourses(signal?: AbortSignal) {
  const body = await api.get('/courses', { query: { me: 'true' }, schema: MyCoursesResponse, signal });
  return body.data;
}

export const getMyCoursesQueryOptions = () =>
  queryOptions({ queryKey: [...coursesQueryKey, 'me'], queryFn: ({ signal }) => getMyCourses(signal) });

export const useMyCourses = (isSignedIn: boolean) =>
  useQuery({ ...getMyCoursesQueryOptions(), enabled: isSignedIn });

/** GET /api/courses/monthly-best?limit. */
export async function getMonthlyBest(limit: number, signal?: AbortSignal) {
  const body = await api.get('/courses/monthly-best', {
    query: { limit },
    schema: MonthlyBestResponse,
    signal,
  });
  return body.data;
}

export const getMonthlyBestQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'monthly-best', limit],
    queryFn: ({ signal }) => getMonthlyBest(limit, signal),
  });

/** GET /api/courses/{id}. */
export async function getCourse(id: number, signal?: AbortSignal) {
  const body = await api.get(`/courses/${id}`, { schema: CourseResponse, signal });
  return body.data;
}

/** One course's detail query. */
export const courseQueryKey = (id: number) => [...coursesQueryKey, 'detail', id] as const;

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseQueryKey(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    // A course page opened from a link carries its course (server: web-app.ts): the first render shows it.
    initialData: () => inlineAnswer(`/courses/${id}`, CourseResponse)?.data,
  });

export const useCourse = (id: number | null) =>
  useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

/** POST /api/courses (the planner's save: kept to be sent later when offline). */
export async function createCourse(course: CourseBody) {
  const body = await api.post('/courses', course, {
    schema: CourseResponse,
    offline: { kind: 'planner', label: course.title },
  });
  return body.data;
}

/** PUT /api/courses/{id} (same body as create). */
/** PUT /api/courses/{id}; with `version`, a course saved by someone else since is a 409 COURSE_CHANGED. */
export async function updateCourse(id: number, course: CourseBody, version?: number) {
  const body = await api.put(`/courses/${id}`, course, { schema: CourseResponse, ifMatch: version });
  return body.data;
}

/** DELETE /api/courses/{id}. */
export function deleteCourse(id: number): Promise<unknown> {
  return api.delete(`/courses/${id}`);
}

/** A course to save or unsave, with the title a waiting write is listed by when it is made offline. */
export interface CourseTarget {
  id: number;
  title: string;
}

/** POST /api/courses/{id}/save (kept to be sent later when offline). */
export async function saveCourse({ id, title }: CourseTarget) {
  const body = await api.post(`/courses/${id}/save`, undefined, {
    schema: SaveResponse,
    offline: { kind: 'save', label: title },
  });
  return body.data;
}

/** DELETE /api/courses/{id}/save (kept to be sent later when offline). */
export async function unsaveCourse({ id, title }: CourseTarget) {
  const body = await api.delete(`/courses/${id}/save`, {
    schema: SaveResponse,
    offline: { kind: 'unsave', label: title },
  });
  return body.data;
}

/** POST /api/courses/{id}/share: counted once per member or session. */
export async function shareCourse(id: number) {
  const body = await api.post(`/courses/${id}/share`, undefined, { schema: ShareResponse });
  return body.data;
}

/** Runs a course change, then refreshes every course list and detail. */
function useCourseMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}

export const useCreateCourse = () => useCourseMutation(createCourse);
export const useUpdateCourse = () =>
  useCourseMutation(({ id, course, version }: { id: number; course: CourseBody; version?: number }) =>
    updateCourse(id, course, version),
  );
/**
 * Deletes a course. The lists are refreshed without waiting: waiting would refetch the open (now deleted) course
 * first, and its 404 would replace the page before the caller could say "deleted" and leave.
 */
export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
};
export const useSaveCourse = () => useCourseMutation(saveCourse);
export const useUnsaveCourse = () => useCourseMutation(unsaveCourse);
export const useShareCourse = () => useCourseMutation(shareCourse);
