import { useTranslation } from '@/lib/use-translation.ts';
import { excerptAt, type HoursSyntaxProblem } from './hours-input.ts';

interface HoursProblemMessageProps {
  id: string;
  /** The field's value, trimmed: what the problem's position counts in. */
  value: string;
  problem: HoursSyntaxProblem;
  /** Puts the caret on the problem in the field. */
  onShowInField: (position: number) => void;
}

/**
 * A value that is not valid, at its field: our own words in the admin's language, where it goes wrong with the
 * text around it highlighted, the syntax it is written in, and the library's English words last.
 */
export function HoursProblemMessage({ id, value, problem, onShowInField }: HoursProblemMessageProps) {
  const { t } = useTranslation();
  const { position } = problem;
  const isAtEnd = position !== null && position >= value.length;
  const summary =
    position === null
      ? t('admin.hours.error.syntax')
      : isAtEnd
        ? t('admin.hours.error.syntaxAtEnd', { position: position + 1 })
        : t('admin.hours.error.syntaxAt', { position: position + 1 });
  return (
    <div id={id} className="field-error flex flex-col gap-1">
      <p>{summary}</p>
      {position === null ? null : <ProblemExcerpt value={value} position={position} />}
      <p className="font-normal text-sand-700">
        {t('admin.hours.error.syntaxHint')}{' '}
        {position === null ? null : (
          <button
            type="button"
            onClick={() => onShowInField(position)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('admin.hours.error.showInField')}
          </button>
        )}
      </p>
      <p className="text-xs font-normal text-sand-600">
        {t('admin.hours.error.detailLabel')} <span lang="en">{problem.detail}</span>
      </p>
    </div>
  );
}

function ProblemExcerpt({ value, position }: { value: string; position: number }) {
  const { t } = useTranslation();
  const excerpt = excerptAt(value, position);
  return (
    <p>
      <code className="inline-block max-w-full rounded-md border border-accent-200 bg-accent-50 px-2 py-1 font-mono text-sm break-all whitespace-pre-wrap text-sand-900">
        {excerpt.isCutBefore ? '…' : null}
        {excerpt.before}
        <mark className="rounded-sm bg-accent-600 px-0.5 text-white">
          {excerpt.at === '' ? (
            <span className="font-sans text-xs">{t('admin.hours.error.end')}</span>
          ) : (
            excerpt.at
          )}
        </mark>
        {excerpt.after}
        {excerpt.isCutAfter ? '…' : null}
      </code>
    </p>
  );
}
