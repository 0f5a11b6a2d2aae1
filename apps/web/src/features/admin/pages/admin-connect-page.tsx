import type { FactProposalStatus } from '@ktravel/contract';
import { useTranslation } from '@/lib/use-translation.ts';
import { type ModerationStatus, useAdminContent, useFactProposals } from '../api/admin-content.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { useAdminTableParams } from '../components/admin-table.tsx';
import { ContentFilters } from '../components/connect/content-filters.tsx';
import { CONTENT_FILTER_KEYS, readContentFilters } from '../components/connect/content-labels.ts';
import { ContentTable } from '../components/connect/content-table.tsx';
import { FactProposalsTable } from '../components/connect/fact-proposals-table.tsx';
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
  const isFacts = type === 'fact';
  const content = useAdminContent(
    { type: isFacts ? 'all' : type, status: isFacts ? 'all' : (status as ModerationStatus | 'all'), page },
    !isFacts,
  );
  const facts = useFactProposals({ status: status as FactProposalStatus | 'all', page }, isFacts);
  const isFiltered = type !== 'all' || status !== 'all';

  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('admin.connect.title')} lead={t('admin.connect.lead')} />
      <ContentFilters
        type={type}
        status={status}
        counts={isFacts ? facts.data?.counts : content.data?.counts}
        onChange={setFilters}
      />
      {isFacts ? (
        <FactProposalsTable query={facts} page={page} onPageChange={setPage} isFiltered={status !== 'all'} />
      ) : (
        <ContentTable query={content} page={page} onPageChange={setPage} isFiltered={isFiltered} />
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <RecentChanges targetType="post" title={t('admin.connect.recent.post')} />
        <RecentChanges targetType="comment" title={t('admin.connect.recent.comment')} />
        <RecentChanges targetType="courseComment" title={t('admin.connect.recent.courseComment')} />
        <RecentChanges targetType="review" title={t('admin.connect.recent.review')} />
        <RecentChanges targetType="fact" title={t('admin.connect.recent.fact')} />
      </div>
    </AdminPageFrame>
  );
}
