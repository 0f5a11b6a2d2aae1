import { HOURS_PREVIEW_DAYS, type HoursDayDto, type HoursPreviewDto } from '@ktravel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { DayHoursText } from '@/components/place-hours-week.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorTypeOf } from '@/lib/error-type.ts';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface HoursPreviewProps {
  preview: UseQueryResult<HoursPreviewDto>;
  /** False while the answer on screen is for an earlier value (typing, or the new answer on its way). */
  isSettled: boolean;
  /** The field is empty: nothing to preview. */
  isEmpty: boolean;
  /** The field says the value cannot be sent as it is (too long): nothing asked. */
  isHeld: boolean;
  /** The value shown in the field, trimmed: the stored form is shown when it differs. */
  value: string;
}

/**
 * What the typed hours mean over the next days, day by day: open intervals (a break is the gap between two),
 * closed with why, or not known. Informative only: saving never waits for it.
 */
export function HoursPreview({ preview, isSettled, isEmpty, isHeld, value }: HoursPreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = preview.data;
  let body: ReactNode;
  if (isEmpty) {
    body = <p className="text-sm text-sand-600">{t('admin.hours.preview.empty')}</p>;
  } else if (isHeld) {
    body = <p className="text-sm text-sand-600">{t('admin.hours.preview.waitingForFix')}</p>;
  } else if (preview.isError) {
    body = (
      <ErrorDisplay
        size="small"
        type={errorTypeOf(preview.error)}
        title={t('admin.hours.preview.failed')}
        message={t('admin.hours.preview.failedMessage')}
        onRetry={() => void preview.refetch()}
      />
    );
  } else if (!data) {
    body = <Spinner label={t('admin.hours.preview.loading')} />;
  } else if (!data.valid) {
    body = isSettled ? (
      <p className="text-sm text-sand-600">{t('admin.hours.preview.waitingForFix')}</p>
    ) : (
      <Spinner label={t('admin.hours.preview.loading')} />
    );
  } else {
    body = (
      <div aria-busy={!isSettled} className={isSettled ? '' : 'opacity-60 transition-opacity'}>
        {data.openingHours !== '' && data.openingHours !== value ? (
          <p className="mb-2 text-sm text-sand-700">
            {t('admin.hours.preview.canonical')}{' '}
            <code className="font-mono text-xs break-all text-sand-900">{data.openingHours}</code>
          </p>
        ) : null}
        <ol
          aria-labelledby={headingId}
          className="grid grid-cols-1 gap-x-6 @xl:grid-flow-col @xl:grid-cols-2 @xl:grid-rows-7"
        >
          {data.days.map((day) => (
            <PreviewDay key={day.date} day={day} />
          ))}
        </ol>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-lg border border-sand-200 bg-sand-50 px-3 py-3"
    >
      <h3 id={headingId} className="text-sm font-semibold text-sand-900">
        {t('admin.hours.preview.title', { count: data?.valid ? data.days.length : HOURS_PREVIEW_DAYS })}
      </h3>
      <p className="mb-2 text-xs text-sand-600">{t('admin.hours.preview.timezone')}</p>
      {body}
    </section>
  );
}

const STATE_DOT: Record<HoursDayDto['state'], string> = {
  open: 'bg-jade-500',
  closed: 'bg-accent-500',
  unknown: 'bg-sand-300',
};

function PreviewDay({ day }: { day: HoursDayDto }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-baseline gap-2 border-b border-sand-200 py-1.5 text-sm last:border-b-0 @xl:[&:nth-child(7)]:border-b-0">
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 -translate-y-px rounded-full ${STATE_DOT[day.state]}`}
      />
      <span className="w-28 shrink-0 font-semibold text-sand-900 tabular-nums">
        {formatTripDate(day.date, t)}
      </span>
      <span className="min-w-0 flex-1">
        <DayHoursText row={day} showBreaks />
      </span>
    </li>
  );
}
