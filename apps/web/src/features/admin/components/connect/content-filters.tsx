import { ADMIN_CONTENT_FILTERS, CONTENT_STATUSES, FACT_PROPOSAL_STATUSES } from '@ktravel/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
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
  const ids = { type: useId(), status: useId(), counters: useId() };
  // Members' fact proposals are pending, approved or rejected; posts, comments and reviews are moderated.
  const statuses: readonly string[] = type === 'fact' ? FACT_PROPOSAL_STATUSES : CONTENT_STATUSES;
  const counters = ['total', ...statuses];

  return (
    <div className="card flex flex-col gap-4 p-4 xl:flex-row xl:items-end xl:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-48">
          <label htmlFor={ids.type} className="field-label">
            {t('admin.connect.filters.type')}
          </label>
          <select
            id={ids.type}
            className="field-input"
            value={type}
            // The statuses of one kind mean nothing for the other: changing the type starts from every status.
            onChange={(event) =>
              onChange({ type: event.target.value === 'all' ? '' : event.target.value, status: '' })
            }
          >
            {ADMIN_CONTENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.connect.filters.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-48">
          <label htmlFor={ids.status} className="field-label">
            {t('admin.connect.filters.status')}
          </label>
          <select
            id={ids.status}
            className="field-input"
            value={status}
            onChange={(event) => onChange({ status: event.target.value === 'all' ? '' : event.target.value })}
          >
            <option value="all">{t('admin.connect.filters.allStatuses')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`admin.connect.status.${value as Exclude<ContentStatusFilter, 'all'>}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <section aria-labelledby={ids.counters}>
        <h2 id={ids.counters} className="sr-only">
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
