import type { CourseDto, CourseStopDto } from '@ktravel/contract';
import { placeName } from './places/place-text.ts';

/** Translation keys of the course categories (`kcourse.categories.*`). */
export const COURSE_CATEGORY_LABEL_KEYS = {
  all: 'kcourse.categories.all',
  cultural: 'kcourse.categories.cultural',
  cafe: 'kcourse.categories.cafe',
  food: 'kcourse.categories.food',
} as const satisfies Record<CourseDto['category'], string>;

/** Translation keys of the visibilities (`kcourse.visibility.*`). */
export const COURSE_VISIBILITY_LABEL_KEYS = {
  public: 'kcourse.visibility.public',
  private: 'kcourse.visibility.private',
} as const satisfies Record<CourseDto['visibility'], string>;

/**
 * A stop's name in the reader's language: the linked place's name in that language, else the name the planner
 * saved (searched in its author's language).
 */
export function stopName(
  stop: Pick<CourseStopDto, 'name' | 'placeName' | 'placeNameKo' | 'placeNameZh'>,
  language: string,
): string {
  if (stop.placeName === null) return stop.name;
  return placeName({ name: stop.placeName, nameKo: stop.placeNameKo, nameZh: stop.placeNameZh }, language);
}
