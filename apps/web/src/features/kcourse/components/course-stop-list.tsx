import type { CourseDto, CourseWarningDto } from '@ktravel/contract';
import type { ReactNode } from 'react';
import { AfterPaint } from '@/components/after-paint.tsx';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { courseLegs } from '../route-distance.ts';
import { tripDate, tripDays } from '../trip-plan.ts';
import { StopRow, useDistanceText, useTravelTimeText } from './course-stop-row.tsx';
import { DayHandoffLinks } from './day-handoff-links.tsx';
import { DayHoliday, type TripHoliday } from './day-holiday.tsx';

interface CourseStopListProps {
  stops: CourseDto['stops'];
  /** Chooses the picture of stops that have neither a photo nor a place type. */
  courseCategory?: CourseDto['category'];
  startDate?: string | null;
  dayCount?: number;
  /** The course check's warnings (GET /api/courses/{id}/check), by the stop they concern. */
  warnings?: readonly CourseWarningDto[];
  /** The trip's public holidays (the same check), said under their day's heading. */
  holidays?: readonly TripHoliday[];
  /** Beside the total (the "Add to calendar" link). */
  actions?: ReactNode;
}

const NO_WARNINGS: readonly CourseWarningDto[] = [];
const NO_HOLIDAYS: readonly TripHoliday[] = [];

/** The legs of every day (each day's stops joined in order) and their totals, as `courseLegs` answers them. */
function daysLegs(ordered: CourseDto['stops'], dayCount: number): ReturnType<typeof courseLegs> {
  const days = tripDays(dayCount).map((day) => courseLegs(ordered.filter((stop) => stop.day === day)));
  const legs = days.flatMap((d) => d.legs);
  const totalMode = days.some((d) => d.totalMode === 'ride') ? 'ride' : 'walk';
  return {
    legs,
    totalM: days.reduce((sum, d) => sum + d.totalM, 0),
    totalMinutes: days.reduce((sum, d) => sum + d.totalMinutes, 0),
    totalMode,
  };
}

/**
 * The stops in order, with the straight-line distance and walking time between consecutive ones. A trip planned
 * on days (DESIGN §8.1) is shown day by day, each day dated when the course has a start date, and each stop with
 * its time and the check's warnings. Each day (or the one-day route) opens in Naver Map, Kakao Map and Google Maps.
 */
export function CourseStopList({
  stops,
  courseCategory = 'all',
  startDate = null,
  dayCount = 1,
  warnings = NO_WARNINGS,
  holidays = NO_HOLIDAYS,
  actions,
}: CourseStopListProps) {
  const { t } = useTranslation();
  const distanceText = useDistanceText();
  const travelTimeText = useTravelTimeText();
  const ordered = [...stops].sort((a, b) => a.order - b.order);
  const isByDay = dayCount > 1 || startDate !== null;
  // The total walks each day's legs: the night between two days is no leg.
  const { legs, totalM, totalMinutes, totalMode } = isByDay
    ? daysLegs(ordered, dayCount)
    : courseLegs(ordered);
  const warningsOf = (order: number) => warnings.filter((w) => w.order === order);

  const rows = (dayStops: typeof ordered) => {
    // Legs join the stops of one day: the night between two days is no leg.
    const dayLegs = courseLegs(dayStops).legs;
    // Each stop renders in a task of its own after the page's first paint (AfterPaint).
    return dayStops.map((stop, index) => (
      <AfterPaint key={stop.id}>
        <StopRow
          stop={stop}
          leg={index > 0 ? dayLegs[index - 1] : undefined}
          courseCategory={courseCategory}
          warnings={warningsOf(stop.order)}
        />
      </AfterPaint>
    ));
  };

  return (
    <section aria-labelledby="course-stops-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="course-stops-title" className="text-xl">
          {t('kcourse.stops.title', { count: ordered.length })}
        </h2>
        {legs.length > 0 ? (
          <p className="text-sm font-medium text-sand-700" data-testid="course-total-distance">
            {t('kcourse.stops.total', {
              distance: distanceText(totalM),
              walk: travelTimeText(totalMode, totalMinutes),
            })}
          </p>
        ) : null}
      </div>
      {actions}
      {isByDay ? (
        <div className="flex flex-col gap-5">
          {tripDays(dayCount).map((day) => {
            const dayStops = ordered.filter((stop) => stop.day === day);
            const date = tripDate(startDate, day);
            return (
              <section key={day} aria-labelledby={`course-day-${day}`} data-testid="course-day">
                <h3 id={`course-day-${day}`} className="mb-2 text-base font-bold text-brand-800">
                  {date
                    ? t('planner.trip.dayWithDate', { day, date: formatTripDate(date, t, { long: true }) })
                    : t('planner.trip.day', { day })}
                </h3>
                <DayHoliday holiday={holidays.find((h) => h.day === day)} className="-mt-1 mb-2" />
                {dayStops.length > 0 ? (
                  <>
                    <AfterPaint>
                      <DayHandoffLinks stops={dayStops} day={day} />
                    </AfterPaint>
                    <ol className="flex flex-col">{rows(dayStops)}</ol>
                  </>
                ) : (
                  <p className="rounded-lg border border-dashed border-sand-300 px-3 py-3 text-sm text-sand-600">
                    {t('kcourse.trip.freeDay')}
                  </p>
                )}
              </section>
            );
          })}
        </div>
      ) : (
        <div>
          <AfterPaint>
            <DayHandoffLinks stops={ordered} day={null} />
          </AfterPaint>
          <ol className="flex flex-col">{rows(ordered)}</ol>
        </div>
      )}
      <p className="text-xs text-sand-500">{t('kcourse.stops.estimateNote')}</p>
    </section>
  );
}
