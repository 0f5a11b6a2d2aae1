import { AlertIcon, CheckIcon, ClockIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface CheckStatusProps {
  hasStops: boolean;
  hasStartDate: boolean;
  isSignedIn: boolean;
  isChecking: boolean;
  isError: boolean;
  /** Warnings of the last answer; null before there is one. */
  warningCount: number | null;
  onRetry: () => void;
}

/**
 * One line above the days saying where the opening-hours check stands: what it waits for (a start date, a stop,
 * signing in), that it is checking, what it found, or that it could not check (with Retry). Announced politely.
 */
export function CheckStatus({
  hasStops,
  hasStartDate,
  isSignedIn,
  isChecking,
  isError,
  warningCount,
  onRetry,
}: CheckStatusProps) {
  const { t } = useTranslation();
  let tone: 'quiet' | 'good' | 'warn' = 'quiet';
  let text: string;
  if (!hasStops) text = t('planner.check.noStops');
  else if (!hasStartDate) text = t('planner.check.needsStartDate');
  else if (!isSignedIn) text = t('planner.check.signIn');
  else if (isError) {
    tone = 'warn';
    text = t('planner.check.failed');
  } else if (warningCount === null) text = t('planner.check.checking');
  else if (warningCount === 0) {
    tone = 'good';
    text = t('planner.check.allGood');
  } else {
    tone = 'warn';
    text = t('planner.check.found', { count: warningCount });
  }
  const Icon = tone === 'good' ? CheckIcon : tone === 'warn' ? AlertIcon : ClockIcon;
  const colour = tone === 'good' ? 'text-jade-700' : tone === 'warn' ? 'text-accent-700' : 'text-sand-600';
  return (
    <div className={`flex items-center gap-1.5 text-xs ${colour}`} data-testid="check-status">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <p aria-live="polite" className="min-w-0 flex-1">
        {text}
        {isChecking && warningCount !== null ? (
          <span className="sr-only"> {t('planner.check.checking')}</span>
        ) : null}
      </p>
      {isError ? (
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
