import { sanitizeRedirect } from '@/lib/redirect.ts';

export const KCOURSE_PATH = '/kcourse';
const MYPAGE_COURSE_TABS = new Set(['created', 'saved', 'shared']);

/**
 * Where the course detail's Back button (and the page after an edit or delete) goes (spec §2):
 * `returnTo` when it is a safe same-origin path, else `/mypage/courses?tab={tab}` when `from=mypage`
 * (tab created, saved or shared, default created), else /kcourse.
 */
export function courseBackTarget(params: URLSearchParams): string {
  const returnTo = params.get('returnTo');
  if (returnTo && sanitizeRedirect(returnTo) === returnTo) return returnTo;
  if (params.get('from') === 'mypage') {
    const tab = params.get('tab');
    return `/mypage/courses?tab=${tab && MYPAGE_COURSE_TABS.has(tab) ? tab : 'created'}`;
  }
  return KCOURSE_PATH;
}

/** The detail link of a course card, remembering the list it was opened from (`returnTo`). */
export function courseDetailHref(courseId: number, currentPath: string, hash = ''): string {
  return `${KCOURSE_PATH}/${courseId}?returnTo=${encodeURIComponent(currentPath)}${hash}`;
}
