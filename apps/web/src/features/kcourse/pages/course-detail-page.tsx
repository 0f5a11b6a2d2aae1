import { COURSE_EDIT_REDIRECT_MS, type CourseDto } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AfterPaint } from '@/components/after-paint.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { ArrowLeftIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { CourseCosts } from '@/components/money.tsx';
import { OfflineMark } from '@/components/offline-mark.tsx';
import { PageSpinner, Spinner } from '@/components/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useContentTitle } from '@/lib/document-title.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { noteCourseOpened } from '@/lib/offline/pack-store.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { activityText } from '../activity-text.ts';
import { useCourseCheck } from '../api/course-check.ts';
import { useCourse } from '../api/courses.ts';
import { courseBackTarget } from '../back-target.ts';
import { findCachedCourse } from '../cached-course.ts';
import { COMMENTS_ANCHOR, CourseComments } from '../components/course-comments.tsx';
import { CourseHeader } from '../components/course-header.tsx';
import { CourseMap } from '../components/course-map.tsx';
import { CourseStopList } from '../components/course-stop-list.tsx';
import { CourseTripBar } from '../components/course-trip-bar.tsx';
import { CourseTogether } from '../components/together/course-together.tsx';
import { parseCourseId } from '../kcourse-params.ts';
import { useCourseLive } from '../use-course-live.ts';
import { useCoursePrint } from '../use-course-print.ts';
import { useCourseTilePrefetch } from '../use-course-tile-prefetch.ts';

// The edit form brings react-hook-form, the form schema and place search: loaded when the owner edits.
const CourseEditForm = lazy(() =>
  import('../components/course-edit-form.tsx').then((module) => ({ default: module.CourseEditForm })),
);
// The printed itinerary brings the QR code's library: loaded once the page is idle (useCoursePrint).
const CoursePrint = lazy(() =>
  import('../components/course-print.tsx').then((module) => ({ default: module.CoursePrint })),
);

/** /kcourse/{courseId} and /courses/{courseId} (spec §2): one course with its map, stops and comments. */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const params = useParams();
  const queryClient = useQueryClient();
  const courseId = parseCourseId(params.courseId);
  const course = useCourse(courseId);
  const backTarget = courseBackTarget(searchParams);

  const backLink = (
    <Link to={backTarget} className="btn-ghost -ml-3 self-start">
      <ArrowLeftIcon aria-hidden="true" />
      {t('kcourse.detail.back')}
    </Link>
  );
  const backToList = (
    <Link to={backTarget} className="btn-primary">
      {t('kcourse.detail.backToList')}
    </Link>
  );
  const frame = (children: ReactNode) => (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">{children}</div>
  );

  /** "Missing course id" and "course not found": the message, and the way back to the list. */
  const notFoundView = (title: string, message: string) =>
    frame(
      <>
        {backLink}
        <h1 className="sr-only">{title}</h1>
        <ErrorDisplay type="notFound" size="large" title={title} message={message} />
        <div className="flex justify-center">{backToList}</div>
      </>,
    );

  if (courseId === null) {
    return notFoundView(t('kcourse.detail.missingId'), t('kcourse.detail.missingIdMessage'));
  }

  const cached = course.data ? undefined : findCachedCourse(queryClient, courseId);
  const isNotFound = course.isError && isApiError(course.error) && course.error.status === 404;

  if (course.isPending && !cached) {
    return frame(
      <>
        {backLink}
        <PageSpinner label={t('kcourse.detail.loading')} />
      </>,
    );
  }
  if (isNotFound) {
    return notFoundView(t('kcourse.detail.notFound'), t('kcourse.detail.notFoundMessage'));
  }
  if (course.isError && !cached) {
    return frame(
      <>
        {backLink}
        <h1 className="sr-only">{t('kcourse.detail.loadFailed')}</h1>
        <ErrorDisplay
          size="large"
          title={t('kcourse.detail.loadFailed')}
          message={t(errorMessageKey(course.error))}
          onRetry={() => void course.refetch()}
        />
        <div className="flex justify-center">{backToList}</div>
      </>,
    );
  }

  const shown = (course.data ?? cached)!;
  return frame(
    <>
      {backLink}
      <CourseView
        key={shown.id}
        course={shown}
        isFallback={!course.data && course.isError}
        onRetry={() => void course.refetch()}
        hash={location.hash}
        onBack={() => navigate(backTarget)}
      />
    </>,
  );
}

interface CourseViewProps {
  course: CourseDto;
  /** Shown from a list's copy because the detail could not be read. */
  isFallback: boolean;
  onRetry: () => void;
  hash: string;
  onBack: () => void;
}

function CourseView({ course, isFallback, onRetry, hash, onBack }: CourseViewProps) {
  useContentTitle(course.title);
  const { t, i18n } = useTranslation();
  const check = useCourseCheck(course.id, i18n.language, course.startDate !== null);
  const user = useAuthStore((state) => state.user);
  const [isEditing, setIsEditing] = useState(false);
  const isOwner = user?.id === course.authorId;
  const canEdit = course.viewerRole === 'owner' || course.viewerRole === 'editor';
  // Someone else's save while this page is open (DESIGN §8.4): said in a toast, and in the edit form when editing.
  const [changedBy, setChangedBy] = useState<string | null>(null);
  useCourseLive(
    course,
    ({ event, line }) => {
      setChangedBy(event.by.name);
      notify.info(line ? activityText(line, t) : t('kcourse.activity.updated', { by: event.by.name }));
    },
    // The owner made this member a viewer or removed them: Edit goes at once (the course takes the new role).
    (access) => {
      if (!access.canRead) notify.info(t('kcourse.live.readAccessLost'));
      else if (canEdit && access.viewerRole !== 'owner' && access.viewerRole !== 'editor') {
        notify.info(t('kcourse.live.editAccessLost'));
      }
    },
  );
  const isAdmin = user?.role === 'admin';
  const isMember = user !== null;
  const print = useCoursePrint();

  // A course a member opened stays in their offline pack for 30 days (DESIGN §8.2), its map's area too where the
  // tile server allows it.
  useEffect(() => {
    if (isMember) noteCourseOpened(course.id);
  }, [isMember, course.id]);
  useCourseTilePrefetch(course);

  // After an edit: the message, then back after 2 s (spec §8, §9); after "Save mine over theirs" the member stays
  // on the course to see what it holds now.
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const handleSaved = (_saved: CourseDto, { overConflict }: { overConflict: boolean }) => {
    setIsEditing(false);
    notify.success(t('kcourse.toast.updated'));
    if (!overConflict) redirectTimer.current = window.setTimeout(onBack, COURSE_EDIT_REDIRECT_MS);
  };

  return (
    <article aria-labelledby="course-title" className="flex flex-col gap-6">
      {isFallback ? (
        <ErrorDisplay size="small" message={t('kcourse.detail.fallback')} onRetry={onRetry} />
      ) : null}
      {course.coverUrl && !isEditing ? (
        <ImageWithFallback
          src={course.coverUrl}
          alt={t('kcourse.detail.coverAlt', { title: course.title })}
          className="aspect-[2/1] max-h-[28rem] w-full rounded-2xl bg-sand-100 object-cover sm:aspect-[21/9]"
          fallback={null}
        />
      ) : null}
      <CourseHeader
        course={course}
        isOwner={isOwner}
        canEdit={canEdit}
        isAdmin={isAdmin}
        isEditing={isEditing}
        onEdit={() => setIsEditing(true)}
        onCancelEdit={() => setIsEditing(false)}
        onDeleted={onBack}
        onPrint={print.requestPrint}
        isPrintPending={print.isRequested}
      />
      <OfflineMark item="course" id={course.id} canRemove className="-mt-3" />
      <CourseTogether course={course} />
      {isEditing ? (
        <section aria-label={t('kcourse.detail.editLabel')} className="card p-4 sm:p-6">
          <Suspense fallback={<Spinner label={t('app.loading')} className="py-4" />}>
            <CourseEditForm
              course={course}
              onCancel={() => setIsEditing(false)}
              onSaved={handleSaved}
              changedBy={changedBy}
              canSave={canEdit}
            />
          </Suspense>
        </section>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <CourseMap
            courseId={course.id}
            stops={course.stops}
            title={course.title}
            className="h-64 sm:h-80 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:h-[min(36rem,calc(100dvh-7rem))] lg:self-start"
          />
          <div className="lg:col-start-1 lg:row-start-1">
            <CourseStopList
              stops={course.stops}
              courseCategory={course.category}
              startDate={course.startDate}
              dayCount={course.dayCount}
              warnings={check.data?.warnings}
              holidays={check.data?.holidays}
              actions={<CourseTripBar course={course} check={check} isOwner={isOwner} />}
            />
            {/* Below the stops, after them: each stop and these render in a task of their own. */}
            <AfterPaint>
              <CourseCosts costTotalKrw={course.costTotalKrw} costByDay={course.costByDay} className="mt-4" />
            </AfterPaint>
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <AfterPaint>
              <CourseComments
                courseId={course.id}
                courseTitle={course.title}
                commentCount={course.commentCount}
              />
              <CommentsInView hash={hash} />
            </AfterPaint>
          </div>
        </div>
      )}
      {print.isWanted ? (
        <Suspense fallback={null}>
          <CoursePrint
            course={course}
            warnings={check.data?.warnings}
            isChecking={check.isFetching}
            isPrintRequested={print.isRequested}
            onPrinted={print.onPrinted}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

/** #comments: brings the comments into view once they are on screen (after the stops above them). */
function CommentsInView({ hash }: { hash: string }) {
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (hash !== `#${COMMENTS_ANCHOR}` || hasScrolled.current) return;
    hasScrolled.current = true;
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(COMMENTS_ANCHOR);
      section?.scrollIntoView({ block: 'start' });
      section?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return null;
}
