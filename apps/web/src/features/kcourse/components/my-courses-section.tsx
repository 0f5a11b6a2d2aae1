import type { CourseDto } from '@ktravel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { LockIcon } from '../../../components/icons.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useMyCourses } from '../api/courses.ts';
import { CourseGrid, CourseGridSkeleton } from './course-grid.tsx';

interface MyCoursesSectionProps {
  /** null while the session check runs. */
  viewerId: number | null;
  isAuthReady: boolean;
  returnTo: string;
  onLogin: () => void;
  onCreate: () => void;
}

function CourseGroup({
  id,
  title,
  courses,
  empty,
  returnTo,
  viewerId,
}: {
  id: string;
  title: string;
  courses: CourseDto[];
  empty: ReactNode;
  returnTo: string;
  viewerId: number;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl">
        {title} <span className="text-base font-semibold text-sand-500">({courses.length})</span>
      </h2>
      {courses.length === 0 ? (
        empty
      ) : (
        <CourseGrid
          courses={courses}
          returnTo={returnTo}
          viewerId={viewerId}
          label={title || t('kcourse.my.title')}
        />
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
        id="my-created-title"
        title={t('kcourse.my.created')}
        courses={mine.data.myCourses}
        returnTo={returnTo}
        viewerId={viewerId}
        empty={
          <div className={EMPTY_BOX}>
            <p className="text-sand-700">{t('kcourse.my.createdEmpty')}</p>
            <button type="button" className="btn-primary" onClick={onCreate}>
              {t('kcourse.create')}
            </button>
          </div>
        }
      />
      <CourseGroup
        id="my-saved-title"
        title={t('kcourse.my.saved')}
        courses={mine.data.savedCourses}
        returnTo={returnTo}
        viewerId={viewerId}
        empty={
          <div className={EMPTY_BOX}>
            <p className="text-sand-700">{t('kcourse.my.savedEmpty')}</p>
            <Link to="/kcourse?tab=all-courses" className="btn-secondary">
              {t('kcourse.my.browse')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
