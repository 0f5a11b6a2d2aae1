import type { PlaceSearchResultDto } from '@ktravel/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { CheckIcon, SearchIcon } from '@/components/icons/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useLanguageStore } from '@/lib/language-store.ts';
import { useSearchPlaces } from '@/lib/places/search-places.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const NO_RESULTS: PlaceSearchResultDto[] = [];

interface MarkerPlaceSearchProps {
  selectedKey: string | null;
  onSelect: (result: PlaceSearchResultDto) => void;
  /** The results on screen, for the map's pins. */
  onResultsChange: (results: PlaceSearchResultDto[]) => void;
}

/**
 * Place search for a new marker: places in Korea from the catalogue and the configured providers (at most 10,
 * spec §9). Empty text is not searched (spec §5).
 */
export function MarkerPlaceSearch({ selectedKey, onSelect, onResultsChange }: MarkerPlaceSearchProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const ids = { input: useId(), hint: useId() };
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isEmptyHint, setIsEmptyHint] = useState(false);
  const search = useSearchPlaces(query, language);
  const results = search.data ?? NO_RESULTS;

  useEffect(() => onResultsChange(results), [results, onResultsChange]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setIsEmptyHint(trimmed === '');
    if (trimmed === '') return;
    if (trimmed === query) void search.refetch();
    else setQuery(trimmed);
  };

  return (
    <div className="flex flex-col gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
      <form role="search" aria-label={t('admin.map.add.searchLabel')} onSubmit={handleSubmit} noValidate>
        <label htmlFor={ids.input} className="field-label">
          {t('admin.map.add.searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.input}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (isEmptyHint) setIsEmptyHint(false);
            }}
            placeholder={t('admin.map.add.searchPlaceholder')}
            aria-describedby={isEmptyHint ? ids.hint : undefined}
            aria-invalid={isEmptyHint || undefined}
            enterKeyHint="search"
            autoComplete="off"
            className="field-input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary shrink-0">
            <SearchIcon aria-hidden="true" className="size-4" />
            {t('admin.map.add.searchSubmit')}
          </button>
        </div>
        {isEmptyHint ? (
          <p id={ids.hint} className="field-error">
            {t('admin.map.add.searchEmpty')}
          </p>
        ) : null}
      </form>

      {query === '' ? null : search.isFetching && !search.data ? (
        <Spinner label={t('admin.map.add.searching')} />
      ) : search.isError ? (
        <ErrorDisplay
          size="small"
          title={t('admin.map.add.searchFailed')}
          message={t(errorMessageKey(search.error))}
          onRetry={() => void search.refetch()}
        />
      ) : (
        <section aria-label={t('admin.map.add.results')}>
          <p role="status" className="mb-1.5 text-xs text-sand-600">
            {results.length === 0
              ? t('admin.map.add.noResults', { query })
              : t('admin.map.add.resultCount', { count: results.length })}
          </p>
          {results.length > 0 ? (
            <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto pr-1">
              {results.map((result) => {
                const isSelected = result.placeId === selectedKey;
                return (
                  <li key={result.placeId}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(result)}
                      className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left transition-colors ${
                        isSelected
                          ? 'border-brand-500 bg-brand-50'
                          : 'border-sand-200 bg-white hover:border-sand-300 hover:bg-sand-50'
                      }`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-semibold text-sand-900">
                          {result.name}
                        </span>
                        {result.address ? (
                          <span className="line-clamp-2 block text-xs text-sand-600">{result.address}</span>
                        ) : null}
                      </span>
                      {isSelected ? (
                        <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      )}
    </div>
  );
}
