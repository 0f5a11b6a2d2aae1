/** The two tabs of /kcourse. */
export type KcourseTab = 'my' | 'all';

/** `?tab` values that mean "My course" (spec §2); every other value, or none, means "All courses". */
const MY_COURSE_TAB_VALUES = new Set(['my-course', 'my', 'saved']);

/** Reads /kcourse's `?tab` as spec §2 says: my-course, my or saved → My course; anything else → All courses. */
export function parseKcourseTab(value: string | null | undefined): KcourseTab {
  return value !== null && value !== undefined && MY_COURSE_TAB_VALUES.has(value) ? 'my' : 'all';
}

/** The `?tab` value written when a tab is chosen. */
export function kcourseTabParam(tab: KcourseTab): 'my-course' | 'all-courses' {
  return tab === 'my' ? 'my-course' : 'all-courses';
}

/** The course id of /kcourse/{courseId}: a positive integer, else null (the "missing course id" state). */
export { parseIdParam as parseCourseId, parsePageParam } from '@/lib/url-params.ts';
