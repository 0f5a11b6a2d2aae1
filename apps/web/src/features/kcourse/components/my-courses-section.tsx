import type { CourseDto } from '@ktravel/contract';
import { Link } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { LockIcon } from '@/components/icons/index.ts';
import { PageSpinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyCourses } from '../api/courses.ts';
import { CourseGrid, CourseGridSkeleton } from './course-grid.tsx';

interface MyCoursesSectionProps {
  /** null while the session check runs. */
  viewerId: number | null;
  isAuthReady: boolean;
  returnTo: string;
  onLogin: () => void;
  onCreate: () => void;
  /** The course just saved in the planner, marked among the created ones. */
  newCourseId?: number | null;
}

/**
 * One of the member's two lists, titled with its count; when empty, a note and the next step: create a course,
 * or browse the public ones.
 */
function CourseGroup({
  kind,
  courses,
  returnTo,
  viewerId,
  onCreate,
  newCourseId,
}: {
  kind: 'created' | 'saved';
  courses: CourseDto[];
  returnTo: string;
  viewerId: number;
  onCreate?: () => void;
  newCourseId?: number | null;
}) {
  const { t } = useTranslation();
  const id = `my-${kind}-title`;
  const title = t(`kcourse.my.${kind}`);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl">
        {title} <span className="text-base font-semibold text-sand-500">({courses.length})</span>
      </h2>
      {courses.length > 0 ? (
        <CourseGrid
          courses={courses}
          returnTo={returnTo}
          viewerId={viewerId}
          label={title || t('kcourse.my.title')}
          newCourseId={newCourseId}
        />
      ) : (
        <div className={EMPTY_BOX}>
          <p className="text-sand-700">{t(`kcourse.my.${kind}Empty`)}</p>
          {kind === 'created' ? (
            <button type="button" className="btn-primary" onClick={onCreate}>
              {t('kcourse.create')}
            </button>
          ) : (
            <Link to="/kcourse?tab=all-courses" className="btn-secondary">
              {t('kcourse.my.browse')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}

const EMPTY_BOX =
  'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center';

/** The member's created and saved courses; a login prompt for visitors. */
export function MyCoursesSection({
  viewerId,
  isAuthReady,
  returnTo,
  onLogin,
  onCreate,
  newCourseId = null,
}: MyCoursesSectionProps) {
  const { t } = useTranslation();
  const isSignedIn = viewerId !== null;
  const mine = useMyCourses(isSignedIn);

  if (!isSignedIn) {
    if (!isAuthReady) return <PageSpinner label={t('auth.checking')} />;
    return (
      <div className={EMPTY_BOX}>
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-50 text-2xl text-amber-800"
        >
          <LockIcon />
        </span>
        <h2 className="text-xl">{t('kcourse.my.loginTitle')}</h2>
        <p className="max-w-md text-sand-700">{t('kcourse.my.loginMessage')}</p>
        <button type="button" className="btn-primary" onClick={onLogin}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  if (mine.isPending) return <CourseGridSkeleton />;
  if (mine.isError) {
    return <ErrorDisplay message={t(errorMessageKey(mine.error))} onRetry={() => void mine.refetch()} />;
  }

  return (
    <div className="flex flex-col gap-10">
      <CourseGroup
        kind="created"
        courses={mine.data.myCourses}
        returnTo={returnTo}
        viewerId={viewerId}
        onCreate={onCreate}
        newCourseId={newCourseId}
      />
      <CourseGroup kind="saved" courses={mine.data.savedCourses} returnTo={returnTo} viewerId={viewerId} />
    </div>
  );
}
