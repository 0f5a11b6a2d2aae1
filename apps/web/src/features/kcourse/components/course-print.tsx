import { type CourseDto, type CourseWarningDto, HOURS_MAX_DAYS, type HoursDayDto } from '@ktravel/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CourseCosts } from '@/components/money.tsx';
import { QrCode, useQrCode } from '@/components/qr-code.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { type Language, normalizeStoredLanguage } from '@/lib/language.ts';
import { placeHoursQueryOptions, weekRows } from '@/lib/places/place-hours.ts';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { coursesQueryKey } from '../api/courses.ts';
import { courseLegs } from '../route-distance.ts';
import { tripDate, tripDays } from '../trip-plan.ts';
import { PrintStop } from './course-print-stop.tsx';
import './course-print.css';

interface CoursePrintProps {
  course: CourseDto;
  /** The course check's warnings; undefined while it runs or without a start date. */
  warnings: readonly CourseWarningDto[] | undefined;
  /** The check is still running: a print that was asked for waits for its warnings. */
  isChecking: boolean;
  /** The Print button was pressed: print once the itinerary holds its hours and warnings. */
  isPrintRequested: boolean;
  onPrinted: () => void;
}

const NO_HOURS: Readonly<Record<number, HoursDayDto[]>> = {};

/**
 * The hours of the course's linked places over the trip's dates (one request a place for the whole trip, each
 * cached as the place's own hours query), by place id; `isSettled` once they are in or failed. Nothing without a
 * start date. One query over `fetchQuery`s rather than `useQueries`, which would add its code to every page's
 * first load (the query library's chunk).
 */
function useTripHours(course: CourseDto, language: Language) {
  const queryClient = useQueryClient();
  const from = course.startDate;
  // One day more: an evening past midnight on the last day.
  const days = Math.min(course.dayCount + 1, HOURS_MAX_DAYS);
  const placeIds = from
    ? [
        ...new Set(
          course.stops.flatMap((stop) => (stop.placeId !== null && stop.placeId > 0 ? [stop.placeId] : [])),
        ),
      ]
    : [];
  const query = useQuery({
    queryKey: [...coursesQueryKey, course.id, 'print-hours', from, days, language, placeIds],
    queryFn: async () => {
      const answers = await Promise.allSettled(
        placeIds.map((id) =>
          queryClient.fetchQuery(placeHoursQueryOptions({ id, from: from!, days, language })),
        ),
      );
      return Object.fromEntries(
        answers.flatMap((answer, i) =>
          answer.status === 'fulfilled' ? [[placeIds[i]!, answer.value.days]] : [],
        ),
      ) as Record<number, HoursDayDto[]>;
    },
    enabled: placeIds.length > 0,
  });
  return { byPlace: query.data ?? NO_HOURS, isSettled: !query.isFetching };
}

/**
 * The course as a printed itinerary (the print stylesheet prints it alone, course-print.css): the title and dates, a
 * QR code to the course, then each day on a page of its own where it fits, its stops with their times, that day's
 * hours, the check's warnings and a Korean card each. Never shown on screen. Loaded once the course page is idle
 * (course-detail-page.tsx), so the browser's own print command finds it too.
 */
export function CoursePrint({
  course,
  warnings = [],
  isChecking,
  isPrintRequested,
  onPrinted,
}: CoursePrintProps) {
  const { t, i18n } = useTranslation();
  const hours = useTripHours(course, normalizeStoredLanguage(i18n.language));
  const courseUrl = `${window.location.origin}/kcourse/${course.id}`;
  const qr = useQrCode(courseUrl, isPrintRequested);
  const ordered = [...course.stops].sort((a, b) => a.order - b.order);
  const isByDay = course.dayCount > 1 || course.startDate !== null;
  const lastDate = tripDate(course.startDate, course.dayCount);

  const isReady = !isChecking && hours.isSettled;
  useEffect(() => {
    if (!isPrintRequested || !isReady) return;
    window.print();
    onPrinted();
  }, [isPrintRequested, isReady, onPrinted]);

  const hoursOn = (placeId: number | null, date: string | null) => {
    const days = placeId === null ? undefined : hours.byPlace[placeId];
    const row = date && days ? weekRows(days).find((day) => day.date === date) : undefined;
    return row?.state === 'unknown' ? undefined : row;
  };

  const dayStops = (stops: typeof ordered, date: string | null) => {
    const { legs } = courseLegs(stops);
    return (
      <ol>
        {stops.map((stop, index) => (
          <PrintStop
            key={stop.id}
            stop={stop}
            leg={index > 0 ? legs[index - 1] : undefined}
            hours={hoursOn(stop.placeId, date)}
            warnings={warnings.filter((warning) => warning.order === stop.order)}
          />
        ))}
      </ol>
    );
  };

  return createPortal(
    <div className="course-print hidden text-sand-900 print:block" data-testid="course-print">
      {/* Not a second banner or h1 on the page it is part of (hidden on screen): a title line, then the days. */}
      <div className="flex items-start justify-between gap-6 border-b-2 border-sand-900 pb-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-sand-600 uppercase">
            {t('app.name')} · {t('kcourse.print.itinerary')}
          </p>
          <p
            data-testid="course-print-title"
            lang={contentLanguage(course.title)}
            className="mt-1 text-3xl leading-tight font-bold break-words"
          >
            {course.title}
          </p>
          <p className="mt-2 text-base font-semibold">
            {course.startDate && lastDate
              ? course.dayCount > 1
                ? t('kcourse.print.dates', {
                    start: formatTripDate(course.startDate, t, { long: true }),
                    end: formatTripDate(lastDate, t, { long: true }),
                  })
                : formatTripDate(course.startDate, t, { long: true })
              : t('kcourse.trip.noDate')}
          </p>
          <p className="text-sm text-sand-700">
            {t('planner.trip.dayCount', { count: course.dayCount })} ·{' '}
            {t('planner.trip.stopCount', { count: ordered.length })}
          </p>
          <p className="mt-1 text-xs text-sand-600">{t('hours.timezone')}</p>
          <CourseCosts
            costTotalKrw={course.costTotalKrw}
            costByDay={course.costByDay}
            showPicker={false}
            className="mt-2 border-sand-400"
          />
          <p className="mt-1 text-xs break-all text-sand-600">{courseUrl}</p>
        </div>
        <figure className="w-36 shrink-0 text-center">
          <QrCode drawing={qr} label={t('kcourse.print.qrLabel')} className="mx-auto size-32" />
          <figcaption className="mt-1 text-[0.65rem] leading-tight text-sand-700">
            {t('kcourse.print.qrCaption')}
          </figcaption>
        </figure>
      </div>
      {isByDay ? (
        tripDays(course.dayCount).map((day) => {
          const date = tripDate(course.startDate, day);
          const stops = ordered.filter((stop) => stop.day === day);
          return (
            <section
              key={day}
              className={`pt-4 ${day > 1 ? 'break-before-page' : ''}`}
              data-testid="print-day"
            >
              <h2 className="border-b border-sand-900 pb-1 text-xl font-bold">
                {date
                  ? t('planner.trip.dayWithDate', { day, date: formatTripDate(date, t, { long: true }) })
                  : t('planner.trip.day', { day })}
              </h2>
              {stops.length > 0 ? (
                dayStops(stops, date)
              ) : (
                <p className="py-3 text-sm text-sand-700">{t('kcourse.trip.freeDay')}</p>
              )}
            </section>
          );
        })
      ) : (
        <section className="pt-4" data-testid="print-day">
          <h2 className="border-b border-sand-900 pb-1 text-xl font-bold">
            {t('kcourse.stops.title', { count: ordered.length })}
          </h2>
          {dayStops(ordered, null)}
        </section>
      )}
    </div>,
    document.body,
  );
}
