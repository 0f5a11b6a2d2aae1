import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { isOpenAtValue, type OpenFilter, openAtNow } from '../open-filter.ts';

interface OpenFilterControlProps {
  filter: OpenFilter | null;
  onChange: (filter: OpenFilter | null) => void;
  /** More filter toggles in the same row (K-Map's fact filters), and what to say under the row about them. */
  more?: ReactNode;
  moreHint?: ReactNode;
}

/** The filter toggles' look, shared by the row's other toggles: one scrolling row, never wrapped. */
export const FILTER_TOGGLE =
  'inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 text-sm font-semibold transition-colors';
export const FILTER_TOGGLE_OFF =
  'border-sand-300 bg-white text-sand-800 hover:border-sand-400 hover:bg-sand-100';
const TOGGLE = FILTER_TOGGLE;
const TOGGLE_ON = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800';
const TOGGLE_OFF = FILTER_TOGGLE_OFF;

/**
 * "Open now" and "Open at…" (a Seoul date and time, from now): two toggles, one at a time, pressed again to turn
 * off. The list and the markers then hold only places known to be open then.
 */
export function OpenFilterControl({ filter, onChange, more, moreHint }: OpenFilterControlProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const at = filter?.kind === 'at' ? filter.at : null;
  // What the field shows while it is being edited: a half-typed value is not asked for, the last whole one stays.
  const [draft, setDraft] = useState(at ?? '');
  useEffect(() => {
    if (at !== null) setDraft(at);
  }, [at]);

  const toggleNow = () => onChange(filter?.kind === 'now' ? null : { kind: 'now' });
  const toggleAt = () => onChange(at !== null ? null : { kind: 'at', at: openAtNow() });

  return (
    <fieldset className="rounded-lg bg-sand-50 p-2.5">
      <legend className="sr-only">{more ? t('kmap.filters') : t('kmap.open.label')}</legend>
      {/* One row that scrolls sideways when the toggles outgrow it, so the list keeps its room. */}
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-0.5 [scrollbar-width:thin]">
        <button
          type="button"
          aria-pressed={filter?.kind === 'now'}
          onClick={toggleNow}
          className={`${TOGGLE} ${filter?.kind === 'now' ? TOGGLE_ON : TOGGLE_OFF}`}
        >
          {t('kmap.open.now')}
        </button>
        <button
          type="button"
          aria-pressed={at !== null}
          onClick={toggleAt}
          className={`${TOGGLE} ${at !== null ? TOGGLE_ON : TOGGLE_OFF}`}
        >
          {t('kmap.open.at')}
        </button>
        {more}
      </div>
      {at !== null ? (
        <div className="mt-2.5">
          <label htmlFor={inputId} className="block text-xs font-semibold text-sand-700">
            {t('kmap.open.when')}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            required
            value={draft}
            aria-describedby={hintId}
            onChange={(event) => {
              const value = event.target.value;
              setDraft(value);
              if (isOpenAtValue(value)) onChange({ kind: 'at', at: value });
            }}
            className="field-input mt-1 tabular-nums"
          />
        </div>
      ) : null}
      {filter ? (
        <p id={hintId} className="mt-1.5 text-xs text-sand-600">
          {t('kmap.open.unknownLeftOut')}
        </p>
      ) : null}
      {moreHint}
    </fieldset>
  );
}
