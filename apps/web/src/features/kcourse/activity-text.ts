import type { CourseActivityDto } from '@ktravel/contract';

// biome-ignore lint/suspicious/noExplicitAny: i18next's typed `t` and a plain function both fit.
type AnyTranslate = (...args: any[]) => unknown;

const KEYS: Record<CourseActivityDto['kind'], string> = {
  created: 'kcourse.activity.created',
  'stops.added': 'kcourse.activity.added',
  'stops.removed': 'kcourse.activity.removed',
  'stops.moved': 'kcourse.activity.moved',
  'stops.retimed': 'kcourse.activity.retimed',
  title: 'kcourse.activity.title',
  dates: 'kcourse.activity.dates',
  category: 'kcourse.activity.category',
  cover: 'kcourse.activity.cover',
  joined: 'kcourse.activity.joined',
  left: 'kcourse.activity.left',
};

/** A line of a course's activity as a sentence in the reader's language ("Minji moved 2 stops"). */
export function activityText(line: CourseActivityDto, t: AnyTranslate): string {
  return String(
    t(KEYS[line.kind], {
      by: line.by.name,
      count: line.details.count ?? 0,
      name: line.details.names?.[0] ?? '',
      title: line.details.to ?? '',
    }),
  );
}
