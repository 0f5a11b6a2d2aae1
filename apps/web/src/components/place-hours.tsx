import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { normalizeStoredLanguage } from '@/lib/language.ts';
import {
  type HoursTone,
  hoursTone,
  type NextOpening,
  type TodayHours,
  todayHours,
  usePlaceHours,
  useSeoulNow,
  weekRows,
} from '@/lib/places/place-hours.ts';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { ErrorDisplay } from './error-display.tsx';
import { ClockIcon } from './icons/index.ts';
import { PlaceHoursWeek, WEEKDAY_PLURAL_KEYS } from './place-hours-week.tsx';
import { Spinner } from './spinner.tsx';

/** Days shown: today and the six after it. */
const WEEK_DAYS = 7;
/** Asked for: one more, to know whether the last day's evening runs past midnight. */
const FETCH_DAYS = WEEK_DAYS + 1;

interface PlaceHoursProps {
  placeId: number;
  /** The place's hours in words (`openingHoursLines` of `openingHoursJson`), shown under the week as notes. */
  lines?: readonly string[];
  /** The heading's level where the block sits (3 under a place's h2 title). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const TONE_STYLE: Record<HoursTone, { text: string; dot: string }> = {
  open: { text: 'text-jade-700', dot: 'bg-jade-500' },
  soon: { text: 'text-amber-800', dot: 'bg-amber-500' },
  closed: { text: 'text-accent-700', dot: 'bg-accent-500' },
  unknown: { text: 'text-sand-700', dot: 'bg-sand-300' },
};

/**
 * A place's opening hours from its data (DESIGN §8.1): today's state in words and colour (open until, a break,
 * opening later, closed and why), the next seven days with today marked, and the place's own lines as notes.
 * Every time is Seoul's; "now" moves on by itself. Fetches when it is shown, not before.
 */
export function PlaceHours({ placeId, lines = [], headingLevel = 3, className = '' }: PlaceHoursProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const notesId = useId();
  const now = useSeoulNow();
  const language = normalizeStoredLanguage(i18n.language);
  const query = usePlaceHours({ id: placeId, from: now.date, days: FETCH_DAYS, language });
  const Heading = `h${headingLevel}` as const;

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <ErrorDisplay
        size="small"
        type={errorTypeOf(query.error)}
        title={t('hours.error')}
        message={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <Spinner label={t('hours.loading')} className="py-2" />;
  } else {
    // A kept answer from before midnight starts a day early: the week starts today.
    const days = query.data.days.filter((day) => day.date >= now.date);
    const today = todayHours(days, now);
    const rows = weekRows(days, WEEK_DAYS);
    const isAllUnknown = rows.every((row) => row.state === 'unknown');
    body = (
      <>
        <TodayLine today={today} />
        {isAllUnknown ? (
          <p className="mt-1 text-sm text-sand-600">{t('hours.unknownWeek')}</p>
        ) : (
          <>
            <PlaceHoursWeek rows={rows} today={now.date} />
            <p className="mt-1 text-xs text-sand-600">{t('hours.timezone')}</p>
          </>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className="flex items-center gap-1.5 text-sm font-semibold text-sand-900">
        <ClockIcon className="size-4 text-sand-600" />
        {t('hours.title')}
      </Heading>
      <div className="mt-1.5">{body}</div>
      {lines.length > 0 ? (
        <div className="mt-3">
          <p id={notesId} className="text-xs font-semibold text-sand-700">
            {t('hours.notes')}
          </p>
          <ul aria-labelledby={notesId} className="mt-0.5 space-y-0.5 text-sm text-sand-700">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Today's state alone (the "Show in Korean" card): the same query as `PlaceHours`, so a place's hours are read
 * once, and offline from the trip pack. Nothing while loading or when it cannot be read.
 */
export function PlaceTodayHours({ placeId }: { placeId: number }) {
  const { i18n } = useTranslation();
  const now = useSeoulNow();
  const language = normalizeStoredLanguage(i18n.language);
  const query = usePlaceHours({ id: placeId, from: now.date, days: FETCH_DAYS, language });
  if (!query.data) return null;
  return (
    <TodayLine
      today={todayHours(
        query.data.days.filter((day) => day.date >= now.date),
        now,
      )}
    />
  );
}

/** Today's state: a coloured dot (decoration) and the state in words, what matters most first. */
function TodayLine({ today }: { today: TodayHours }) {
  const { t } = useTranslation();
  const tone = hoursTone(today);
  const { headline, details } = describeToday(today, t);
  return (
    <p className="flex items-baseline gap-2 text-sm" data-tone={tone}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${TONE_STYLE[tone].dot}`} />
      <span>
        <strong className={`font-semibold ${TONE_STYLE[tone].text}`}>{headline}</strong>
        {details.map((detail) => (
          <span key={detail} className="text-sand-700">
            {' · '}
            {detail}
          </span>
        ))}
      </span>
    </p>
  );
}

function nextText(next: NextOpening | null, t: TFunction): string[] {
  if (!next) return [];
  return [
    next.isTomorrow
      ? t('hours.next.tomorrow', { time: next.at })
      : t('hours.next.on', { date: formatTripDate(next.date, t), time: next.at }),
  ];
}

/** Today's state in words: a headline and what else a visitor needs (last entry, holiday, next opening). */
function describeToday(today: TodayHours, t: TFunction): { headline: string; details: string[] } {
  switch (today.kind) {
    case 'open': {
      const details: string[] = [];
      if (today.lastEntry) {
        details.push(
          today.isLastEntryPast
            ? t('hours.now.lastEntryPassed', { time: today.lastEntry })
            : t('hours.lastEntry', { time: today.lastEntry }),
        );
      }
      if (today.holiday) details.push(today.holiday);
      return {
        headline: today.isClosingSoon
          ? t('hours.now.closesSoon', { time: today.until })
          : t('hours.now.open', { time: today.until }),
        details,
      };
    }
    case 'open-all-day':
      return { headline: t('hours.now.openAllDay'), details: today.holiday ? [today.holiday] : [] };
    case 'break':
      return { headline: t('hours.now.break', { time: today.until }), details: [] };
    case 'opens-later':
      return {
        headline: today.isSoon
          ? t('hours.now.opensSoon', { time: today.at })
          : t('hours.now.opensAt', { time: today.at }),
        details: [],
      };
    case 'closed-for-day':
      return { headline: t('hours.now.closedForDay'), details: nextText(today.next, t) };
    case 'closed-today':
      return { headline: closedTodayText(today, t), details: nextText(today.next, t) };
    case 'unknown':
      return { headline: t('hours.unknown'), details: [] };
  }
}

function closedTodayText(today: Extract<TodayHours, { kind: 'closed-today' }>, t: TFunction): string {
  switch (today.closure) {
    case 'weekly':
      return t('hours.today.closedWeekly', { weekdays: t(WEEKDAY_PLURAL_KEYS[today.weekday]!) });
    case 'holiday':
      return today.holiday
        ? t('hours.today.closedHoliday', { holiday: today.holiday })
        : t('hours.today.closed');
    case 'moved':
      return t('hours.today.closedMoved');
    default:
      return t('hours.today.closed');
  }
}
