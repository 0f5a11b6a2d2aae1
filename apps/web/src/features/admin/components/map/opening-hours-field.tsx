import { OPENING_HOURS_MAX_LENGTH } from '@ktravel/contract';
import { type ChangeEvent, useId, useRef } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { LengthCount, useTooLongMessage } from '@/components/form/length-count.tsx';
import { matchLanguageTag, normalizeStoredLanguage } from '@/lib/language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useHoursPreview } from '../../api/hours-preview.ts';
import { type HoursSyntaxProblem, oneLineHours, readServerProblem } from './hours-input.ts';
import { HoursPreview } from './hours-preview.tsx';
import { HoursProblemMessage } from './hours-problem-message.tsx';

// One example per kind of place the field must describe well: a weekly closing day with a last entry, a break
// time, and a palace that opens on public holidays (its closing day moves: the checkbox).
const MUSEUM_EXAMPLE = 'Tu-Su 09:00-18:00 open "last entry 17:00"; Mo off';
const RESTAURANT_EXAMPLE = 'Mo-Sa 11:30-15:00,17:00-21:30; Su off';
const PALACE_EXAMPLE = 'Mo,We-Su,PH 09:00-18:00 open "last entry 17:00"';

interface OpeningHoursFieldProps {
  /** The hours text and the holiday checkbox (react-hook-form's `register`). */
  registration: UseFormRegisterReturn;
  holidayRegistration: UseFormRegisterReturn;
  /** Their current values (react-hook-form's `watch`). */
  value: string | null | undefined;
  movesOnHoliday: boolean | undefined;
  /** The form's error of the field: the schema's, or a save the server refused (type `server`). */
  error: FieldError | undefined;
  /** Puts a value in the field (an example). */
  onValueChange: (value: string) => void;
}

/**
 * `openingHours` in the marker forms (DESIGN §8.1): OpenStreetMap syntax on one line, with examples, the palaces'
 * holiday rule, and a live preview of the next days. A value that is not valid is said at the field, whether the
 * preview or a refused save found it; saving never waits for the preview.
 */
export function OpeningHoursField({
  registration,
  holidayRegistration,
  value,
  movesOnHoliday,
  error,
  onValueChange,
}: OpeningHoursFieldProps) {
  const { t, i18n } = useTranslation();
  const ids = { field: useId(), help: useId(), error: useId(), examples: useId(), holidayHint: useId() };
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const text = value ?? '';
  const trimmed = text.trim();
  const tooLong = useTooLongMessage(trimmed.length, OPENING_HOURS_MAX_LENGTH);
  const isPreviewed = trimmed !== '' && !tooLong;
  const { preview, isSettled } = useHoursPreview(
    isPreviewed
      ? {
          openingHours: trimmed,
          closingDayMovesOnHoliday: Boolean(movesOnHoliday),
          language: normalizeStoredLanguage(matchLanguageTag(i18n.language)),
        }
      : null,
  );

  // The schema's own refusals are said in a line; a syntax problem (a refused save first, else the preview's
  // answer for what is in the field now) with where it is.
  const message =
    tooLong ??
    (error && error.type !== 'server' && error.type !== 'too_big' ? t('admin.hours.error.oneLine') : null);
  const answer = preview.data;
  const problem: HoursSyntaxProblem | null = message
    ? null
    : error?.type === 'server'
      ? readServerProblem(error.message ?? '')
      : isPreviewed && isSettled && answer?.valid === false
        ? { position: answer.position, detail: answer.problem }
        : null;
  const hasError = Boolean(message ?? problem);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const element = event.target;
    const flat = oneLineHours(element.value);
    if (flat !== element.value) {
      const caret = oneLineHours(element.value.slice(0, element.selectionStart)).length;
      element.value = flat;
      element.setSelectionRange(caret, caret);
    }
    return registration.onChange(event);
  };

  const showInField = (position: number) => {
    const element = textarea.current;
    if (!element) return;
    const start = text.length - text.trimStart().length + position;
    element.focus();
    element.setSelectionRange(start, Math.min(start + 1, text.length));
  };

  const examples = [
    { label: t('admin.hours.examples.museum'), value: MUSEUM_EXAMPLE },
    { label: t('admin.hours.examples.restaurant'), value: RESTAURANT_EXAMPLE },
    { label: t('admin.hours.examples.palace'), value: PALACE_EXAMPLE },
  ];

  return (
    <div className="flex flex-col gap-3">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={ids.field} className="field-label">
            {t('admin.hours.label')}
          </label>
          <LengthCount length={trimmed.length} max={OPENING_HOURS_MAX_LENGTH} />
        </div>
        <textarea
          id={ids.field}
          {...registration}
          ref={(element) => {
            registration.ref(element);
            textarea.current = element;
          }}
          onChange={handleChange}
          // One line: Enter adds no break (one that still gets in, pasted, becomes a rule separator). An Enter
          // that ends an input method's composition (Korean, Chinese) is left to it.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
          }}
          rows={2}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${ids.error} ${ids.help}` : ids.help}
          className="field-input resize-y py-2 font-mono"
        />
        {message ? (
          <p id={ids.error} className="field-error">
            {message}
          </p>
        ) : problem ? (
          <HoursProblemMessage id={ids.error} value={trimmed} problem={problem} onShowInField={showInField} />
        ) : null}
        <p id={ids.help} className="mt-1.5 text-sm text-sand-600">
          {t('admin.hours.help')}
        </p>
      </div>
      <div>
        <p id={ids.examples} className="mb-1.5 text-sm font-semibold text-sand-800">
          {t('admin.hours.examples.title')}
        </p>
        <ul aria-labelledby={ids.examples} className="flex flex-col gap-1.5">
          {examples.map((example) => (
            <li key={example.value}>
              <button
                type="button"
                onClick={() => onValueChange(example.value)}
                className="flex min-h-11 w-full flex-col items-start rounded-lg border border-sand-300 bg-white px-3 py-1.5 text-left transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="text-sm font-semibold text-sand-900">{example.label}</span>
                <code className="font-mono text-xs break-all text-sand-700">{example.value}</code>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label className="flex cursor-pointer items-start gap-2.5 text-sm font-semibold text-sand-800">
          <input
            type="checkbox"
            {...holidayRegistration}
            aria-describedby={ids.holidayHint}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          {t('admin.hours.movesOnHoliday')}
        </label>
        <p id={ids.holidayHint} className="mt-1 pl-6.5 text-sm text-sand-600">
          {t('admin.hours.movesOnHolidayHint')}
        </p>
      </div>
      <HoursPreview
        preview={preview}
        isSettled={isSettled}
        isEmpty={trimmed === ''}
        isHeld={Boolean(tooLong)}
        value={trimmed}
      />
    </div>
  );
}
