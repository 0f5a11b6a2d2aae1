import type { CourseStopDto, CourseWarningDto } from '@ktravel/contract';
import { AlertIcon } from '@/components/icons/index.ts';
import { CostAmount } from '@/components/money.tsx';
import { DayHoursText } from '@/components/place-hours-week.tsx';
import { stopName } from '@/lib/course-labels.ts';
import type { WeekRow } from '@/lib/places/place-hours.ts';
import { placeAddress } from '@/lib/places/place-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CourseLeg } from '../route-distance.ts';
import { useDistanceText, useTravelTimeText, useVisitText } from './course-stop-row.tsx';

interface PrintStopProps {
  stop: CourseStopDto;
  /** From the stop before it on the same day. */
  leg: CourseLeg | undefined;
  /** The place's hours on the stop's date, when the course has dates and the place has hours. */
  hours: WeekRow | undefined;
  warnings: readonly CourseWarningDto[];
}

/**
 * One stop of the printed itinerary, never split across pages: its time and stay, its name and address in the
 * reader's language, that day's hours and the check's warnings, and its Korean card (name and address in Hangul,
 * large, for a taxi driver or a passer-by) unless the reader reads Korean.
 */
export function PrintStop({ stop, leg, hours, warnings }: PrintStopProps) {
  const { t, i18n } = useTranslation();
  const distanceText = useDistanceText();
  const travelTimeText = useTravelTimeText();
  const visit = useVisitText()(stop);
  const address = placeAddress(stop, i18n.language);
  const nameKo = stopName(stop, 'ko');
  // A Korean reader's row is already in Korean: the card would say it again.
  const hasKoreanCard = !i18n.language.startsWith('ko');
  return (
    <li className="break-inside-avoid border-b border-sand-300 py-3 last:border-b-0" data-testid="print-stop">
      {leg ? (
        <p className="mb-1.5 pl-[3.25rem] text-xs text-sand-600">
          {t('kcourse.stops.legFromPrevious')} {distanceText(leg.distanceM)} ·{' '}
          {travelTimeText(leg.mode, leg.minutes)}
        </p>
      ) : null}
      <div
        className={`grid gap-x-4 ${hasKoreanCard ? 'grid-cols-[2.25rem_minmax(0,1fr)_14rem]' : 'grid-cols-[2.25rem_minmax(0,1fr)]'}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full border-2 border-sand-900 text-sm font-bold">
          {stop.order}
        </span>
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-bold">{stopName(stop, i18n.language)}</h3>
          {visit ? <p className="text-sm font-semibold">{visit}</p> : null}
          {address ? <p className="text-sm text-sand-700">{address}</p> : null}
          {stop.costKrw != null ? (
            <p className="text-sm" data-testid="print-stop-cost">
              <span className="font-semibold">{t('money.stopCost')}</span> <CostAmount krw={stop.costKrw} />
            </p>
          ) : null}
          {hours ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold">{t('kcourse.print.hoursThatDay')}</span>{' '}
              <DayHoursText row={hours} />
            </p>
          ) : null}
          {warnings.length > 0 ? (
            <ul className="mt-1.5 flex flex-col gap-1" aria-label={t('kcourse.trip.warningsLabel')}>
              {warnings.map((warning) => (
                <li
                  key={`${warning.code}-${warning.order}`}
                  className="flex gap-1.5 rounded border border-accent-300 px-2 py-1 text-xs leading-snug"
                  data-testid="print-warning"
                >
                  <AlertIcon aria-hidden="true" className="mt-px size-3.5 shrink-0 text-accent-700" />
                  <span>
                    {warning.message}
                    {warning.fix ? ` ${t('kcourse.trip.suggestion', { fix: warning.fix.label })}` : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hasKoreanCard ? (
          <div
            className="self-start rounded-lg border-2 border-sand-900 px-3 py-2"
            data-testid="print-korean-card"
          >
            <p className="text-[0.65rem] font-semibold tracking-wide text-sand-600 uppercase">
              {t('kcourse.print.koreanCard')}
            </p>
            <p lang="ko" className="text-lg leading-snug font-bold break-keep">
              {nameKo}
            </p>
            {stop.addressKo ? (
              <p lang="ko" className="text-sm leading-snug break-keep">
                {stop.addressKo}
              </p>
            ) : null}
            {stop.phone ? <p className="text-xs text-sand-700 tabular-nums">{stop.phone}</p> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
