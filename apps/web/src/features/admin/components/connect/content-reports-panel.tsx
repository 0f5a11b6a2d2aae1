import type { AdminContentItemDto } from '@ktravel/contract';
import { useId } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useItemReports } from '../../api/admin-reports.ts';
import { StatusBadge } from '../status-badge.tsx';
import { contentName } from './content-item.ts';

interface ContentReportsPanelProps {
  item: AdminContentItemDto;
  /** The panel's id (the toggle button's aria-controls). */
  id: string;
  onClose: () => void;
}

/** Members' reports of one item with their reasons, newest first; open ones until an admin decides. */
export function ContentReportsPanel({ item, id, onClose }: ContentReportsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const reports = useItemReports({ type: item.type, id: item.id });

  return (
    <section id={id} aria-labelledby={headingId} className="flex flex-col gap-3 px-1 py-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base">
          {t('admin.connect.reports.title', { name: contentName(item) })}
        </h3>
        <button type="button" className="btn-ghost min-h-9 px-2" onClick={onClose}>
          {t('admin.connect.reports.close')}
        </button>
      </div>
      {item.openReportCount > 0 ? (
        <p className="text-sm text-sand-700">{t('admin.connect.reports.decideHint')}</p>
      ) : null}
      {reports.isPending ? (
        <Spinner label={t('admin.connect.reports.loading')} />
      ) : reports.isError ? (
        <ErrorDisplay
          size="small"
          title={t('admin.connect.reports.loadFailed')}
          message={t(errorMessageKey(reports.error))}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.items.length === 0 ? (
        <p className="text-sm text-sand-600">{t('admin.connect.reports.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reports.data.items.map((report) => (
            <li key={report.id} className="rounded-lg border border-sand-200 bg-white px-3 py-2.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-sand-600">
                <span className="font-semibold text-sand-900">
                  {report.reporter
                    ? `${report.reporter.name} · ${report.reporter.email}`
                    : t('admin.connect.reports.deletedReporter')}
                </span>
                <time dateTime={report.createdAt}>{formatSeoulTime(report.createdAt)}</time>
                {report.closedAt ? (
                  <StatusBadge tone="neutral">
                    {t('admin.connect.reports.closed', { time: formatSeoulTime(report.closedAt) })}
                  </StatusBadge>
                ) : (
                  <StatusBadge tone="danger">{t('admin.connect.reports.open')}</StatusBadge>
                )}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-sand-800">
                {report.reason || (
                  <span className="text-sand-600 italic">{t('admin.connect.reports.noReason')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
