import type { CourseDto } from '@ktravel/contract';

/** How many ranked courses "This month's best" shows before its "more" button. */
export const MONTHLY_TOP_COUNT = 3;

/** The parts of "This month's best", each in the server's order. */
export interface MonthlyBestGroups<T extends Pick<CourseDto, 'id' | 'isAdvertisement'>> {
  /** Advertisements: shown first (spec §2) but apart, never ranked. */
  sponsored: T[];
  /** The first three of the ranking. */
  top: T[];
  /** The rest of the ranking, behind a button. */
  others: T[];
}

/** Splits the monthly best answer into sponsored courses, the top 3 and the others. */
export function monthlyBestGroups<T extends Pick<CourseDto, 'id' | 'isAdvertisement'>>(
  courses: readonly T[],
): MonthlyBestGroups<T> {
  const ranked = courses.filter((course) => !course.isAdvertisement);
  return {
    sponsored: courses.filter((course) => course.isAdvertisement),
    top: ranked.slice(0, MONTHLY_TOP_COUNT),
    others: ranked.slice(MONTHLY_TOP_COUNT),
  };
}

/** The ids of the courses "This month's best" shows as cards: sponsored and top 3, and the others once opened. */
export function shownInMonthlyBest(
  groups: MonthlyBestGroups<Pick<CourseDto, 'id' | 'isAdvertisement'>>,
  isShowingOthers: boolean,
): ReadonlySet<number> {
  const shown = [...groups.sponsored, ...groups.top, ...(isShowingOthers ? groups.others : [])];
  return new Set(shown.map((course) => course.id));
}

/**
 * A page of "All courses" without the cards "This month's best" already shows above it, so no course appears
 * twice on the screen; the page keeps its place in the paging (the server's pages and total do not change), and
 * `leftOut` says how many of its courses are above. The course just saved in the planner always stays, marked
 * where the member is sent to find it.
 */
export function withoutShownAbove<T extends Pick<CourseDto, 'id'>>(
  items: readonly T[],
  shownAbove: ReadonlySet<number>,
  keepId: number | null = null,
): { items: T[]; leftOut: number } {
  const kept = items.filter((course) => course.id === keepId || !shownAbove.has(course.id));
  return { items: kept, leftOut: items.length - kept.length };
}
