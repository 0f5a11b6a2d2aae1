import type { CourseDto, CourseStopDto, PlaceType } from '@ktravel/contract';
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
  stop: Pick<CourseStopDto, 'name' | 'placeName'> &
    Partial<Pick<CourseStopDto, 'placeNameKo' | 'placeNameZh' | 'placeNameJa' | 'placeNameZhHant'>>,
  language: string,
): string {
  if (stop.placeName === null) return stop.name;
  return placeName(
    {
      name: stop.placeName,
      nameKo: stop.placeNameKo,
      nameZh: stop.placeNameZh,
      nameJa: stop.placeNameJa,
      nameZhHant: stop.placeNameZhHant,
    },
    language,
  );
}

/** The place type whose picture stands in for a stop's missing photo: its place's, else the course's theme. */
export function stopPlaceType(
  stop: Pick<CourseStopDto, 'category'>,
  courseCategory: CourseDto['category'],
): PlaceType {
  if (stop.category) return stop.category;
  return courseCategory === 'food' || courseCategory === 'cafe' ? courseCategory : 'travel';
}
