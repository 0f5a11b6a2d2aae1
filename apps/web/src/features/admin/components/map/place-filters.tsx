import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { MARKER_TYPES } from './place-labels.ts';

export const PLACE_FILTER_KEYS = ['q', 'type', 'status'] as const;
export type PlaceFilterKey = (typeof PLACE_FILTER_KEYS)[number];

interface PlaceFiltersProps {
  filters: Record<PlaceFilterKey, string>;
  onChange: (changes: Partial<Record<PlaceFilterKey, string>>) => void;
}

/** Search by name or address (any language), category and status; all kept in the URL by the page. */
export function PlaceFilters({ filters, onChange }: PlaceFiltersProps) {
  const { t } = useTranslation();
  const ids = { q: useId(), type: useId(), status: useId() };
  const [text, setText] = useState(filters.q);

  // Back/forward or a link changed the URL: show its search text.
  useEffect(() => setText(filters.q), [filters.q]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
    <div className="card flex flex-col gap-3 p-4 lg:flex-row lg:items-end">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
      <form role="search" className="flex min-w-0 flex-1 flex-col" onSubmit={handleSubmit}>
        <label htmlFor={ids.q} className="field-label">
          {t('admin.map.filters.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.q}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.map.filters.searchPlaceholder')}
            className="field-input min-w-0 flex-1"
            enterKeyHint="search"
          />
          <button type="submit" className="btn-primary shrink-0">
            <SearchIcon aria-hidden="true" className="size-4" />
            {t('admin.map.filters.submit')}
          </button>
        </div>
      </form>
      <div className="flex gap-3">
        <div className="flex-1 lg:w-44">
          <label htmlFor={ids.type} className="field-label">
            {t('admin.map.filters.type')}
          </label>
          <select
            id={ids.type}
            className="field-input"
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            <option value="">{t('admin.map.filters.allTypes')}</option>
            {MARKER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.map.categories.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-1 lg:w-44">
          <label htmlFor={ids.status} className="field-label">
            {t('admin.map.filters.status')}
          </label>
          <select
            id={ids.status}
            className="field-input"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">{t('admin.map.filters.allStatuses')}</option>
            <option value="active">{t('admin.map.status.active')}</option>
            <option value="inactive">{t('admin.map.status.inactive')}</option>
          </select>
        </div>
      </div>
    </div>
  );
}
