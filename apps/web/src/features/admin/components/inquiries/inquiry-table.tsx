import type { ContactInquiryDto } from '@ktravel/contract';
import { CheckIcon, RefreshIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useInquiries, useSetInquiryHandled } from '../../api/admin-inquiries.ts';
import { AdminTable, type AdminTableColumn, useAdminTableParams } from '../admin-table.tsx';
import { StatusBadge } from '../status-badge.tsx';

const NO_FILTERS = [] as const;

/** Contact inquiries, newest first, each with "mark handled" (or open again). */
export function InquiryTable() {
  const { t } = useTranslation();
  const { page, setPage } = useAdminTableParams(NO_FILTERS);
  const inquiries = useInquiries(page);

  const columns: AdminTableColumn<ContactInquiryDto>[] = [
    {
      id: 'received',
      header: t('admin.inquiries.columns.received'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (inquiry) => <time dateTime={inquiry.createdAt}>{formatSeoulTime(inquiry.createdAt)}</time>,
    },
    {
      id: 'from',
      header: t('admin.inquiries.columns.from'),
      isRowHeader: true,
      className: 'min-w-44',
      cell: (inquiry) => (
        <div className="flex flex-col">
          <span>{inquiry.name}</span>
          <a
            href={`mailto:${inquiry.email}`}
            className="text-xs font-normal break-all text-brand-700 underline-offset-2 hover:underline"
          >
            {inquiry.email}
          </a>
        </div>
      ),
    },
    {
      id: 'subject',
      header: t('admin.inquiries.columns.subject'),
      className: 'whitespace-nowrap',
      cell: (inquiry) => t(`contact.subjects.${inquiry.subject}`),
    },
    {
      id: 'message',
      header: t('admin.inquiries.columns.message'),
      className: 'min-w-80 max-w-2xl',
      cell: (inquiry) => <p className="break-words whitespace-pre-wrap">{inquiry.message}</p>,
    },
    {
      id: 'status',
      header: t('admin.inquiries.columns.status'),
      className: 'whitespace-nowrap',
      cell: (inquiry) =>
        inquiry.handledAt ? (
          <StatusBadge tone="good">
            {t('admin.inquiries.handledAt', { time: formatSeoulTime(inquiry.handledAt) })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t('admin.inquiries.open')}</StatusBadge>
        ),
    },
    {
      id: 'actions',
      header: t('admin.common.table.actions'),
      className: 'whitespace-nowrap',
      cell: (inquiry) => <HandledButton inquiry={inquiry} />,
    },
  ];

  return (
    <AdminTable
      label={t('admin.inquiries.tableLabel')}
      columns={columns}
      query={inquiries}
      rowKey={(inquiry) => inquiry.id}
      page={page}
      onPageChange={setPage}
      errorTitle={t('admin.inquiries.loadFailed')}
      emptyMessage={t('admin.inquiries.empty')}
      minWidthClassName="min-w-[64rem]"
    />
  );
}

function HandledButton({ inquiry }: { inquiry: ContactInquiryDto }) {
  const { t } = useTranslation();
  const mutation = useSetInquiryHandled();
  const isHandled = inquiry.handledAt !== null;
  const who = `${inquiry.name} <${inquiry.email}>`;

  const handleClick = () =>
    mutation.mutate(
      { id: inquiry.id, handled: !isHandled },
      {
        onSuccess: () =>
          notify.success(isHandled ? t('admin.inquiries.reopened') : t('admin.inquiries.markedHandled')),
        onError: (error) => notify.error(t('admin.inquiries.failed', { message: t(errorMessageKey(error)) })),
      },
    );

  return (
    <button
      type="button"
      className={isHandled ? 'btn-ghost min-h-9 px-2' : 'btn-secondary min-h-9 px-3'}
      aria-label={
        isHandled ? t('admin.inquiries.reopenNamed', { who }) : t('admin.inquiries.markHandledNamed', { who })
      }
      disabled={mutation.isPending}
      onClick={handleClick}
    >
      {isHandled ? <RefreshIcon aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
      {isHandled ? t('admin.inquiries.reopen') : t('admin.inquiries.markHandled')}
    </button>
  );
}
