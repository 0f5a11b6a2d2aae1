import type { CourseDto } from '@ktravel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { coursesQueryKey } from './api/courses.ts';

function isCourse(value: unknown): value is CourseDto {
  return typeof value === 'object' && value !== null && 'id' in value && 'stops' in value && 'title' in value;
}

/** Every course inside a cached course query's data (pages, my courses, monthly best, single courses). */
function coursesIn(data: unknown): CourseDto[] {
  if (isCourse(data)) return [data];
  if (Array.isArray(data)) return data.filter(isCourse);
  if (typeof data !== 'object' || data === null) return [];
  return Object.values(data).flatMap((value) => (Array.isArray(value) ? value.filter(isCourse) : []));
}

/**
 * The course as a list already showed it, if any list in the cache has it: shown while the detail loads,
 * and instead of an error when the detail cannot be read (spec §8 "detail failure falls back to list data").
 */
export function findCachedCourse(queryClient: QueryClient, courseId: number): CourseDto | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: coursesQueryKey })) {
    const found = coursesIn(data).find((course) => course.id === courseId);
    if (found) return found;
  }
  return undefined;
}
