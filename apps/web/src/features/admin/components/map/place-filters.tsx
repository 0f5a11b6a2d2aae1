import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { FilterSelect } from '../filter-select.tsx';
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
  const searchId = useId();
  const [text, setText] = useState(filters.q);

  // Back/forward or a link changed the URL: show its search text.
  useEffect(() => setText(filters.q), [filters.q]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  const selects = [
    {
      key: 'type',
      label: t('admin.map.filters.type'),
      options: [
        { value: '', label: t('admin.map.filters.allTypes') },
        ...MARKER_TYPES.map((type) => ({ value: type, label: t(`admin.map.categories.${type}`) })),
      ],
    },
    {
      key: 'status',
      label: t('admin.map.filters.status'),
      options: [
        { value: '', label: t('admin.map.filters.allStatuses') },
        { value: 'active', label: t('admin.map.status.active') },
        { value: 'inactive', label: t('admin.map.status.inactive') },
      ],
    },
  ] as const;

  return (
    <div className="card flex flex-col gap-3 p-4 lg:flex-row lg:items-end">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
      <form role="search" className="flex min-w-0 flex-1 flex-col" onSubmit={handleSubmit}>
        <label htmlFor={searchId} className="field-label">
          {t('admin.map.filters.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
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
        {selects.map(({ key, label, options }) => (
          <FilterSelect
            key={key}
            className="flex-1 lg:w-44"
            label={label}
            value={filters[key]}
            options={options}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
    </div>
  );
}
