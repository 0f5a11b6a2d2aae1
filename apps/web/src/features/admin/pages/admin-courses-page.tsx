import { useTranslation } from '@/lib/use-translation.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminCourseTable } from '../components/courses/admin-course-table.tsx';
import { RecentChanges } from '../components/recent-changes.tsx';

/** /admin/courses (spec §2): every course with delete, visibility and advertisement, comments, recent changes. */
export function AdminCoursesPage() {
  return (
    <AdminGate>
      <AdminCoursesScreen />
    </AdminGate>
  );
}

function AdminCoursesScreen() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('admin.courses.title')} lead={t('admin.courses.lead')} />
      <AdminCourseTable />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <RecentChanges targetType="course" />
        <RecentChanges targetType="courseComment" title={t('admin.courses.commentChanges')} />
      </div>
    </AdminPageFrame>
  );
}
