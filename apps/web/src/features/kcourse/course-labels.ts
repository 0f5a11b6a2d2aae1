import type { CourseDto } from '@ktravel/contract';

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
