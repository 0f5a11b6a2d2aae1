import { useTranslation } from 'react-i18next';
import { useAdminContent } from '../api/admin-content.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { useAdminTableParams } from '../components/admin-table.tsx';
import { ContentFilters } from '../components/connect/content-filters.tsx';
import { CONTENT_FILTER_KEYS, readContentFilters } from '../components/connect/content-labels.ts';
import { ContentTable } from '../components/connect/content-table.tsx';
import { RecentChanges } from '../components/recent-changes.tsx';

/** /admin/connect (spec §2): content moderation with reports, and the recent changes of each kind of content. */
export function AdminConnectPage() {
  return (
    <AdminGate>
      <AdminConnectScreen />
    </AdminGate>
  );
}

function AdminConnectScreen() {
  const { t } = useTranslation();
  const { page, filters, setPage, setFilters } = useAdminTableParams(CONTENT_FILTER_KEYS);
  const { type, status } = readContentFilters(filters);
  const content = useAdminContent({ type, status, page });

  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('admin.connect.title')} lead={t('admin.connect.lead')} />
      <ContentFilters type={type} status={status} counts={content.data?.counts} onChange={setFilters} />
      <ContentTable
        query={content}
        page={page}
        onPageChange={setPage}
        isFiltered={type !== 'all' || status !== 'all'}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <RecentChanges targetType="post" title={t('admin.connect.recent.post')} />
        <RecentChanges targetType="comment" title={t('admin.connect.recent.comment')} />
        <RecentChanges targetType="courseComment" title={t('admin.connect.recent.courseComment')} />
      </div>
    </AdminPageFrame>
  );
}
