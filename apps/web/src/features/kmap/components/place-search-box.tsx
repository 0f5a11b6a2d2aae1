import { useEffect, useId, useState } from 'react';
import { CloseIcon, SearchIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 300;

interface PlaceSearchBoxProps {
  /** Called with the trimmed text after typing pauses ('' when cleared). */
  onSearch: (q: string) => void;
}

/** K-Map's search box: the catalogue by name or address in English, Korean or Chinese. */
export function PlaceSearchBox({ onSearch }: PlaceSearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <search className="relative">
      <label htmlFor={id} className="sr-only">
        {t('kmap.search.label')}
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('kmap.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="field-input min-h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('kmap.search.clear')}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </search>
  );
}
