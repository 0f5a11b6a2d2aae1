import { COURSE_CATEGORY_LABEL_KEYS } from '@/lib/course-labels.ts';

const POST_TYPE_NAMES = ['community', 'trend'] as const;
const isPostType = (name: string): name is (typeof POST_TYPE_NAMES)[number] =>
  (POST_TYPE_NAMES as readonly string[]).includes(name);
const isCourseCategory = (name: string): name is keyof typeof COURSE_CATEGORY_LABEL_KEYS =>
  Object.hasOwn(COURSE_CATEGORY_LABEL_KEYS, name);

/**
 * The translation key of a category's name, or null for one the app does not know (shown as it is). A course
 * category has the one name the cards and the planner give it (issue 33: "General", not "All").
 */
export function categoryNameKey(
  name: string,
):
  | `admin.statistics.categories.names.${(typeof POST_TYPE_NAMES)[number]}`
  | (typeof COURSE_CATEGORY_LABEL_KEYS)[keyof typeof COURSE_CATEGORY_LABEL_KEYS]
  | null {
  if (isPostType(name)) return `admin.statistics.categories.names.${name}`;
  return isCourseCategory(name) ? COURSE_CATEGORY_LABEL_KEYS[name] : null;
}
