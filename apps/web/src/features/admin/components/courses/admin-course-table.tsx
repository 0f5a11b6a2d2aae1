import type { CourseDto } from '@ktravel/contract';
import { Link, useSearchParams } from 'react-router';
import { ChatIcon } from '@/components/icons/index.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { parseIdParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAdminCourses } from '../../api/admin-courses.ts';
import { AdminTable, type AdminTableColumn, useAdminTableParams } from '../admin-table.tsx';
import { CourseCommentsPanel } from './course-comments-panel.tsx';
import { CourseAdvertisementSwitch, CourseVisibilitySwitch } from './course-flag-switches.tsx';
import { DeleteCourseButton } from './delete-course-button.tsx';

const NO_FILTERS = [] as const;
/** The URL parameter naming the course whose comments are open. */
const COMMENTS_PARAM = 'comments';

/** All courses, 20 a page, with their flags, comments and delete (page and open comments kept in the URL). */
export function AdminCourseTable() {
  const { t } = useTranslation();
  const { page, setPage } = useAdminTableParams(NO_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const openCommentsId = parseIdParam(searchParams.get(COMMENTS_PARAM));
  const courses = useAdminCourses(page);

  const toggleComments = (courseId: number | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (courseId === null) params.delete(COMMENTS_PARAM);
        else params.set(COMMENTS_PARAM, String(courseId));
        return params;
      },
      { replace: true },
    );

  const panelId = (course: CourseDto) => `course-comments-${course.id}`;

  const columns: AdminTableColumn<CourseDto>[] = [
    {
      id: 'title',
      header: t('admin.courses.columns.course'),
      isRowHeader: true,
      className: 'min-w-52 max-w-80',
      cell: (course) => (
        <div className="flex flex-col gap-0.5">
          <Link
            to={`/kcourse/${course.id}?returnTo=${encodeURIComponent('/admin/courses')}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {course.title}
          </Link>
          <span className="text-xs font-normal text-sand-600">
            {course.author.name}
            {course.author.email ? ` · ${course.author.email}` : ''}
          </span>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('admin.courses.columns.category'),
      cell: (course) => t(`kcourse.categories.${course.category}`),
    },
    {
      id: 'stops',
      header: t('admin.courses.columns.stops'),
      className: 'text-right tabular-nums',
      cell: (course) => course.stops.length,
    },
    {
      id: 'activity',
      header: t('admin.courses.columns.activity'),
      className: 'whitespace-nowrap text-xs tabular-nums',
      cell: (course) =>
        t('admin.courses.activity', {
          saves: course.saveCount,
          shares: course.shareCount,
        }),
    },
    {
      id: 'created',
      header: t('admin.courses.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (course) => <time dateTime={course.createdAt}>{formatSeoulTime(course.createdAt)}</time>,
    },
    {
      id: 'visibility',
      header: t('admin.courses.columns.visibility'),
      cell: (course) => <CourseVisibilitySwitch course={course} />,
    },
    {
      id: 'advertisement',
      header: t('admin.courses.columns.advertisement'),
      cell: (course) => <CourseAdvertisementSwitch course={course} />,
    },
    {
      id: 'actions',
      header: t('admin.common.table.actions'),
      className: 'whitespace-nowrap',
      cell: (course) => {
        const isOpen = openCommentsId === course.id;
        return (
          <div className="flex items-center gap-1">
            <button
              type="button"
              className={`btn-ghost min-h-9 px-2 tabular-nums ${isOpen ? 'bg-brand-50 text-brand-800' : ''}`}
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId(course) : undefined}
              onClick={() => toggleComments(isOpen ? null : course.id)}
            >
              <ChatIcon aria-hidden="true" />
              <span className="sr-only">{t('admin.courses.commentsOn', { title: course.title })} </span>
              {course.commentCount}
            </button>
            <DeleteCourseButton course={course} onDelete={isOpen ? () => toggleComments(null) : undefined} />
          </div>
        );
      },
    },
  ];

  return (
    <AdminTable
      label={t('admin.courses.tableLabel')}
      columns={columns}
      query={courses}
      rowKey={(course) => course.id}
      page={page}
      onPageChange={setPage}
      emptyMessage={t('admin.courses.empty')}
      minWidthClassName="min-w-[62rem]"
      renderDetail={(course) =>
        openCommentsId === course.id ? (
          <CourseCommentsPanel course={course} id={panelId(course)} onClose={() => toggleComments(null)} />
        ) : null
      }
    />
  );
}
