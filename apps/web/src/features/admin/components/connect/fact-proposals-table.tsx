import { type AdminFactProposalDto, PLACE_FACT_KEYS, type PlaceFactKey } from '@ktravel/contract';
import { Link } from 'react-router';
import { FACT_ICONS, factLabelKey, factValueKey } from '@/components/place-facts.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDecideFact, type useFactProposals } from '../../api/admin-content.ts';
import { AdminTable, type AdminTableColumn } from '../admin-table.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { FACT_STATUS_TONES } from './content-labels.ts';

/** What a proposal says, fact by fact, beside what the place says now (only the facts it says something about). */
function ProposedFacts({ proposal }: { proposal: AdminFactProposalDto }) {
  const { t } = useTranslation();
  const said = PLACE_FACT_KEYS.filter((key: PlaceFactKey) => proposal[key] !== null);
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {said.map((key) => {
        const Icon = FACT_ICONS[key];
        const proposed = factValueKey(proposal, key)!;
        const current = factValueKey(proposal.current, key);
        return (
          <li key={key} className="flex flex-wrap items-center gap-x-1.5">
            <Icon className="size-4 shrink-0 text-sand-600" />
            <span className="text-sand-800">{t(`places.facts.${key}.label`)}:</span>
            <span className="font-semibold text-sand-900">{t(factLabelKey(key, proposed))}</span>
            <span className="text-xs text-sand-600">
              {t('admin.connect.facts.now', {
                value: current === null ? t('places.facts.unknown') : t(factLabelKey(key, current)),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Approve or Reject (the other of the two once decided, to correct a mistake). */
function DecideButtons({ proposal }: { proposal: AdminFactProposalDto }) {
  const { t } = useTranslation();
  const decide = useDecideFact();
  const run = (status: 'approved' | 'rejected') =>
    decide.mutate(
      { id: proposal.id, status },
      {
        onSuccess: () =>
          notify.success(
            status === 'approved' ? t('admin.connect.facts.approved') : t('admin.connect.facts.rejected'),
          ),
        onError: (error) => notify.error(t(errorMessageKey(error))),
      },
    );
  return (
    <div className="flex flex-wrap gap-1.5">
      {proposal.status !== 'approved' ? (
        <button
          type="button"
          className="btn-primary min-h-9 px-3 text-sm"
          disabled={decide.isPending}
          aria-label={t('admin.connect.facts.approveNamed', { name: proposal.placeName })}
          onClick={() => run('approved')}
        >
          {t('admin.connect.facts.approve')}
        </button>
      ) : null}
      {proposal.status !== 'rejected' ? (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm"
          disabled={decide.isPending}
          aria-label={t('admin.connect.facts.rejectNamed', { name: proposal.placeName })}
          onClick={() => run('rejected')}
        >
          {t('admin.connect.facts.reject')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Members' proposals of what works at a place (DESIGN §8.6): the place, what they say against what it says now,
 * their note, who and when, the status, and Approve (writes the facts, verified today) or Reject. Audited.
 */
export function FactProposalsTable({
  query,
  page,
  onPageChange,
  isFiltered,
}: {
  query: ReturnType<typeof useFactProposals>;
  page: number;
  onPageChange: (page: number) => void;
  isFiltered: boolean;
}) {
  const { t } = useTranslation();
  const columns: AdminTableColumn<AdminFactProposalDto>[] = [
    {
      id: 'place',
      header: t('admin.connect.facts.place'),
      isRowHeader: true,
      className: 'min-w-48',
      cell: (proposal) => (
        <Link
          to={`/kmap?place=${proposal.placeId}`}
          className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
        >
          {proposal.placeName}
        </Link>
      ),
    },
    {
      id: 'facts',
      header: t('admin.connect.facts.proposed'),
      className: 'min-w-72',
      cell: (proposal) => (
        <div className="flex flex-col gap-1.5 font-normal">
          <ProposedFacts proposal={proposal} />
          {proposal.note ? (
            <p className="text-sm break-words text-sand-700">
              {t('admin.connect.facts.note', { note: proposal.note })}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'author',
      header: t('admin.connect.columns.author'),
      className: 'w-52',
      cell: (proposal) => (
        <div className="flex flex-col">
          <span>{proposal.author.name}</span>
          <span className="text-xs [overflow-wrap:anywhere] text-sand-600">{proposal.author.email}</span>
        </div>
      ),
    },
    {
      id: 'created',
      header: t('admin.connect.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (proposal) => <time dateTime={proposal.createdAt}>{formatSeoulTime(proposal.createdAt)}</time>,
    },
    {
      id: 'status',
      header: t('admin.connect.columns.status'),
      className: 'w-36',
      cell: (proposal) => (
        <StatusBadge tone={FACT_STATUS_TONES[proposal.status]}>
          {t(`admin.connect.status.${proposal.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('admin.common.table.actions'),
      className: 'whitespace-nowrap',
      cell: (proposal) => <DecideButtons proposal={proposal} />,
    },
  ];

  return (
    <AdminTable
      label={t('admin.connect.facts.tableLabel')}
      columns={columns}
      query={query}
      rowKey={(proposal) => proposal.id}
      page={page}
      onPageChange={onPageChange}
      emptyMessage={isFiltered ? t('admin.connect.facts.emptyFiltered') : t('admin.connect.facts.empty')}
      minWidthClassName="min-w-[64rem]"
    />
  );
}
