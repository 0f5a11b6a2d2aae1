import type { PlaceSearchResultDto } from '@ktravel/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { CheckIcon, PlusIcon, SearchIcon } from '@/components/icons/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useLanguageStore } from '@/lib/language-store.ts';
import { useSearchPlaces } from '@/lib/places/search-places.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface PlaceSearchProps {
  /** Keys (search result `placeId`s) of the places already listed: they show "Added". */
  listedKeys: ReadonlySet<string>;
  onAdd: (result: PlaceSearchResultDto) => void;
  /** True when the course cannot take another stop. */
  isFull?: boolean;
  /** The results on screen, e.g. to show them on a map. */
  onResultsChange?: (results: PlaceSearchResultDto[]) => void;
}

const NO_RESULTS: PlaceSearchResultDto[] = [];

/** Searches places (spec §5: non-empty text) and lists them with Add, or "Added" for those already listed. */
export function PlaceSearch({ listedKeys, onAdd, isFull = false, onResultsChange }: PlaceSearchProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isEmptyHint, setIsEmptyHint] = useState(false);
  const search = useSearchPlaces(query, language);
  const results = search.data ?? NO_RESULTS;

  useEffect(() => {
    onResultsChange?.(results);
  }, [results, onResultsChange]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setIsEmptyHint(trimmed === '');
    if (trimmed === '') return;
    if (trimmed === query) void search.refetch();
    else setQuery(trimmed);
  };

  const handleClear = () => {
    setText('');
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
      <form role="search" aria-label={t('planner.search.label')} onSubmit={handleSubmit} noValidate>
        <label htmlFor={inputId} className="field-label">
          {t('planner.search.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (isEmptyHint) setIsEmptyHint(false);
            }}
            placeholder={t('planner.search.placeholder')}
            aria-describedby={isEmptyHint ? hintId : undefined}
            aria-invalid={isEmptyHint || undefined}
            enterKeyHint="search"
            autoComplete="off"
            className="field-input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary shrink-0 px-3">
            <SearchIcon className="size-4" />
            <span>{t('planner.search.submit')}</span>
          </button>
        </div>
        {isEmptyHint ? (
          <p id={hintId} className="field-error">
            {t('planner.search.emptyHint')}
          </p>
        ) : null}
      </form>

      {query === '' ? null : search.isFetching && !search.data ? (
        <Spinner label={t('planner.search.loading')} className="py-3" />
      ) : search.isError ? (
        <ErrorDisplay
          size="small"
          title={t('planner.search.failed')}
          message={t(errorMessageKey(search.error))}
          onRetry={() => void search.refetch()}
        />
      ) : (
        <section aria-label={t('planner.search.results')}>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <p role="status" className="text-xs text-sand-600">
              {results.length === 0
                ? t('planner.search.noResults', { query })
                : t('planner.search.count', { count: results.length })}
            </p>
            <button
              type="button"
              onClick={handleClear}
              className="shrink-0 rounded text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('planner.search.clear')}
            </button>
          </div>
          {results.length > 0 ? (
            <ul className="flex flex-col gap-1.5">
              {results.map((result) => (
                <SearchResultRow
                  key={result.placeId}
                  result={result}
                  isListed={listedKeys.has(result.placeId)}
                  isFull={isFull}
                  onAdd={onAdd}
                />
              ))}
            </ul>
          ) : null}
          {isFull ? <p className="mt-1.5 text-xs text-accent-700">{t('planner.search.full')}</p> : null}
        </section>
      )}
    </div>
  );
}

function SearchResultRow({
  result,
  isListed,
  isFull,
  onAdd,
}: {
  result: PlaceSearchResultDto;
  isListed: boolean;
  isFull: boolean;
  onAdd: (result: PlaceSearchResultDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-sand-900" title={result.name}>
          {result.name}
        </p>
        {result.address ? <p className="line-clamp-2 text-xs text-sand-600">{result.address}</p> : null}
      </div>
      {isListed ? (
        <button
          type="button"
          disabled
          aria-label={t('planner.search.addedPlace', { name: result.name })}
          className="btn min-h-9 shrink-0 bg-brand-50 px-2.5 text-brand-800 disabled:opacity-100"
        >
          <CheckIcon className="size-4" />
          {t('planner.search.added')}
        </button>
      ) : (
        <button
          type="button"
          disabled={isFull}
          onClick={() => onAdd(result)}
          aria-label={t('planner.search.addPlace', { name: result.name })}
          className="btn-secondary min-h-9 shrink-0 px-2.5"
        >
          <PlusIcon className="size-4" />
          {t('planner.search.add')}
        </button>
      )}
    </li>
  );
}
