import type { AdminContentItemDto } from '@ktravel/contract';
import { Link, useSearchParams } from 'react-router';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { useAdminContent } from '../../api/admin-content.ts';
import { AdminTable, type AdminTableColumn } from '../admin-table.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { contentKey, contentLink, contentName } from './content-item.ts';
import { STATUS_TONES } from './content-labels.ts';
import { contentPreview } from './content-preview.ts';
import { ContentReportsPanel } from './content-reports-panel.tsx';
import { ContentStatusSelect } from './content-status-select.tsx';
import { DeleteContentButton } from './delete-content-button.tsx';

/** The URL parameter naming the item whose reports are open (`post-12`, `courseComment-3`). */
const REPORTS_PARAM = 'reports';

interface ContentTableProps {
  query: ReturnType<typeof useAdminContent>;
  page: number;
  onPageChange: (page: number) => void;
  isFiltered: boolean;
}

/**
 * Posts, post comments and course comments (spec §2 /admin/connect): type, title and a 150-character preview,
 * author, date, status badge and dropdown, reports with their reasons, delete.
 */
export function ContentTable({ query, page, onPageChange, isFiltered }: ContentTableProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const openReports = searchParams.get(REPORTS_PARAM);

  const toggleReports = (key: string | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (key === null) params.delete(REPORTS_PARAM);
        else params.set(REPORTS_PARAM, key);
        return params;
      },
      { replace: true },
    );
  const panelId = (item: AdminContentItemDto) => `content-reports-${contentKey(item)}`;

  const columns: AdminTableColumn<AdminContentItemDto>[] = [
    {
      id: 'type',
      header: t('admin.connect.columns.type'),
      className: 'w-32',
      cell: (item) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge tone="info">{t(`admin.connect.types.${item.type}`)}</StatusBadge>
          <span className="text-xs text-sand-600">{t(`admin.connect.categories.${item.category}`)}</span>
        </div>
      ),
    },
    {
      id: 'content',
      header: t('admin.connect.columns.content'),
      isRowHeader: true,
      className: 'min-w-64',
      cell: (item) => (
        <div className="flex flex-col gap-1 font-normal">
          <Link
            to={contentLink(item)}
            className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
          >
            {item.type === 'post' ? item.title : t('admin.connect.onParent', { title: item.title })}
          </Link>
          <span className="text-sm break-words text-sand-700">
            {contentPreview(item.content) || t('admin.connect.noText')}
          </span>
        </div>
      ),
    },
    {
      id: 'author',
      header: t('admin.connect.columns.author'),
      className: 'w-52',
      cell: (item) => (
        <div className="flex flex-col">
          <span>{item.author.name}</span>
          <span className="text-xs [overflow-wrap:anywhere] text-sand-600">{item.author.email}</span>
        </div>
      ),
    },
    {
      id: 'created',
      header: t('admin.connect.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => <time dateTime={item.createdAt}>{formatSeoulTime(item.createdAt)}</time>,
    },
    {
      id: 'status',
      header: t('admin.connect.columns.status'),
      className: 'w-40',
      cell: (item) => (
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge tone={STATUS_TONES[item.status]}>
            {t(`admin.connect.status.${item.status}`)}
          </StatusBadge>
          <ContentStatusSelect item={item} />
        </div>
      ),
    },
    {
      id: 'reports',
      header: t('admin.connect.columns.reports'),
      className: 'w-36',
      cell: (item) => {
        if (item.reportCount === 0)
          return <span className="text-sand-600">{t('admin.connect.noReports')}</span>;
        const key = contentKey(item);
        const isOpen = openReports === key;
        return (
          <button
            type="button"
            className={`btn-ghost min-h-9 justify-start px-2 text-left ${item.openReportCount > 0 ? 'text-accent-800' : ''}`}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId(item) : undefined}
            aria-label={t('admin.connect.reportsNamed', {
              name: contentName(item),
              count: item.reportCount,
              open: item.openReportCount,
            })}
            onClick={() => toggleReports(isOpen ? null : key)}
          >
            {t('admin.connect.reportsButton', { count: item.reportCount, open: item.openReportCount })}
          </button>
        );
      },
    },
    {
      id: 'actions',
      header: t('admin.common.table.actions'),
      className: 'whitespace-nowrap',
      cell: (item) => <DeleteContentButton item={item} />,
    },
  ];

  return (
    <AdminTable
      label={t('admin.connect.tableLabel')}
      columns={columns}
      query={query}
      rowKey={contentKey}
      page={page}
      onPageChange={onPageChange}
      emptyMessage={isFiltered ? t('admin.connect.emptyFiltered') : t('admin.connect.empty')}
      minWidthClassName="min-w-[64rem]"
      renderDetail={(item) =>
        openReports === contentKey(item) ? (
          <ContentReportsPanel item={item} id={panelId(item)} onClose={() => toggleReports(null)} />
        ) : null
      }
    />
  );
}
