import type { CourseDto } from '@ktravel/contract';
import { CourseCard, CourseCardSkeleton } from '@/components/course-card.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { courseDetailHref } from '../back-target.ts';
import { NewCourseMark } from './new-course-mark.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

interface CourseGridProps {
  courses: CourseDto[];
  returnTo: string;
  viewerId?: number | null;
  /** Accessible name of the list. */
  label: string;
  /** The course just saved in the planner: its card is marked New, ringed for a moment and announced. */
  newCourseId?: number | null;
}

/** Course cards in a responsive grid (one column on phones, up to three on desktops). */
export function CourseGrid({ courses, returnTo, viewerId, label, newCourseId = null }: CourseGridProps) {
  return (
    <ul aria-label={label} className={GRID}>
      {courses.map((course) => (
        <li key={course.id} className={course.id === newCourseId ? 'relative' : undefined}>
          <CourseCard
            course={course}
            href={(hash) => courseDetailHref(course.id, returnTo, hash)}
            viewerId={viewerId}
          />
          {course.id === newCourseId ? <NewCourseMark title={course.title} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Loading state of a course list: an announced spinner and card-shaped placeholders. */
export function CourseGridSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <Spinner label={t('kcourse.loading')} className="mb-4" />
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <CourseCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
