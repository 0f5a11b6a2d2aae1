import { ADMIN_CONTENT_FILTERS, CONTENT_STATUSES, FACT_PROPOSAL_STATUSES } from '@ktravel/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { FilterSelect } from '../filter-select.tsx';
import type { ContentFilterKey, ContentStatusFilter } from './content-labels.ts';

interface ContentFiltersProps {
  type: string;
  status: ContentStatusFilter;
  /** The counters of the type: total and one per status (the fact proposals' statuses for `fact`). */
  counts: Readonly<Record<string, number>> | undefined;
  onChange: (changes: Partial<Record<ContentFilterKey, string>>) => void;
}

/**
 * The type and status filters (kept in the URL by the page) and the counters of the chosen type (spec §2:
 * total, active, hidden, reported). A counter is also a shortcut to its status.
 */
export function ContentFilters({ type, status, counts, onChange }: ContentFiltersProps) {
  const { t } = useTranslation();
  const countersId = useId();
  // Members' fact proposals are pending, approved or rejected; posts, comments and reviews are moderated.
  const statuses: readonly string[] = type === 'fact' ? FACT_PROPOSAL_STATUSES : CONTENT_STATUSES;
  const counters = ['total', ...statuses];
  const typeOptions = ADMIN_CONTENT_FILTERS.map((value) => ({
    value,
    label: t(`admin.connect.filters.types.${value}`),
  }));
  const statusOptions = [
    { value: 'all', label: t('admin.connect.filters.allStatuses') },
    ...statuses.map((value) => ({
      value,
      label: t(`admin.connect.status.${value as Exclude<ContentStatusFilter, 'all'>}`),
    })),
  ];

  return (
    <div className="card flex flex-col gap-4 p-4 xl:flex-row xl:items-end xl:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row">
        <FilterSelect
          className="sm:w-48"
          label={t('admin.connect.filters.type')}
          value={type}
          options={typeOptions}
          // The statuses of one kind mean nothing for the other: changing the type starts from every status.
          onChange={(value) => onChange({ type: value === 'all' ? '' : value, status: '' })}
        />
        <FilterSelect
          className="sm:w-48"
          label={t('admin.connect.filters.status')}
          value={status}
          options={statusOptions}
          onChange={(value) => onChange({ status: value === 'all' ? '' : value })}
        />
      </div>
      <section aria-labelledby={countersId}>
        <h2 id={countersId} className="sr-only">
          {t('admin.connect.counters.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {counters.map((counter) => {
            const value = counter === 'total' ? 'all' : counter;
            const isCurrent = status === value;
            return (
              <li key={counter}>
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => onChange({ status: value === 'all' ? '' : value })}
                  className={`flex w-full min-w-28 flex-col items-start rounded-xl border px-3 py-2 text-left transition-colors ${
                    isCurrent
                      ? 'border-brand-600 bg-brand-50 text-brand-900'
                      : 'border-sand-200 bg-white text-sand-800 hover:bg-sand-50'
                  }`}
                >
                  <span className="text-xs font-semibold tracking-wide uppercase">
                    {t(`admin.connect.counters.${counter as Exclude<ContentStatusFilter, 'all'> | 'total'}`)}
                  </span>
                  <span className="text-2xl font-bold tabular-nums">{counts ? counts[counter] : '–'}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
