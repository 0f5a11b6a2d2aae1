import {
  addDays,
  type CourseCheckDto,
  type CourseWarningDto,
  type CourseWarningFixDto,
  DAY_MINUTES,
  DEFAULT_VISIT_MINUTES,
  fromMinutes,
  type Language,
  localizedText,
  toMinutes,
  weekdayOf,
} from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/session-user.ts';
import type { CourseInput } from '../courses/course-stops.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { holidayLabel, holidayNames } from '../hours/korean-holidays.ts';
import { type DayHours, type DayInterval, dayHours, isOpenAt } from '../hours/place-hours.ts';
import { findPlaceHours, type PlaceHoursRow } from '../places/places.repository.ts';
import { type CheckWords, checkWords } from './check-messages.ts';

/** A plan as checks read it: a saved course or an unsaved planner body, its stops linked to our places. */
export interface PlanToCheck {
  startDate: string | null;
  dayCount: number;
  stops: {
    order: number;
    name: string;
    day: number;
    time: string | null;
    durationMinutes: number | null;
    placeId: number | null;
  }[];
}

type PlanStop = PlanToCheck['stops'][number];
type TripHoliday = CourseCheckDto['holidays'][number];

interface StopContext {
  stop: PlanStop;
  date: string;
  place: PlaceHoursRow;
  name: string;
  words: CheckWords;
  language: Language;
  plan: PlanToCheck;
}

type Found = Pick<CourseWarningDto, 'code' | 'message' | 'fix'>;

const placeName = (place: PlaceHoursRow, language: Language) =>
  localizedText(place, 'name', language, []) || place.name;

/**
 * Checks a course's days and times against its places' hours (DESIGN §8.1): closed that day, arriving in a break
 * or outside the hours (or after the last entry), closing during the visit; and against itself (issue 44): a stop
 * arriving before the one listed before it that day, or while its visit still runs; a note for a stop whose hours
 * are not known on a public holiday. The answer names the trip's holidays. One query reads every place's hours
 * (for an unsaved plan, the same one that links its stops);
 * each day is evaluated once per hours value and date (modules/hours), never per stop from the database.
 */
export class CourseChecksService {
  constructor(
    private readonly db: Db,
    private readonly courses: CoursesService,
  ) {}

  /** A saved course's warnings, for whoever may read it (a private course is the same 404 as a missing one). */
  async checkCourse(id: number, viewer: Viewer, language: Language): Promise<CourseCheckDto> {
    const course = await this.courses.get(id, viewer);
    return this.check(course, language);
  }

  /** An unsaved plan's warnings (the planner, as it changes): nothing is saved. */
  async checkBody(body: CourseInput, language: Language): Promise<CourseCheckDto> {
    const { stops, places } = await this.courses.linkStops(body.stops);
    const lastDay = Math.max(1, ...stops.map((s) => s.day));
    return this.check(
      {
        startDate: body.startDate ?? null,
        dayCount: Math.max(body.dayCount ?? lastDay, lastDay),
        stops: stops.map((s) => ({
          order: s.order,
          name: s.name,
          day: s.day,
          time: s.arrivalTime,
          durationMinutes: s.durationMinutes,
          placeId: s.placeId,
        })),
      },
      language,
      places,
    );
  }

  /** `known`: the plan's places with their hours when the caller has read them already (an unsaved plan). */
  async check(plan: PlanToCheck, language: Language, known?: PlaceHoursRow[]): Promise<CourseCheckDto> {
    if (!plan.startDate) return { warnings: [], needsStartDate: true, holidays: [] };
    const ids = [...new Set(plan.stops.map((s) => s.placeId).filter((id): id is number => id !== null))];
    const places = new Map((known ?? (await findPlaceHours(this.db, ids))).map((p) => [p.id, p]));
    const words = checkWords(language);
    const holidays = tripHolidays(plan.startDate, plan.dayCount, language);
    const holidayOf = new Map(holidays.map((h) => [h.day, h]));
    const warnings: CourseWarningDto[] = [];
    /** Per day, the last stop with a time so far: the one the next timed stop follows. */
    const lastTimed = new Map<number, { stop: PlanStop; name: string }>();
    for (const stop of [...plan.stops].sort((a, b) => a.order - b.order)) {
      const linked = stop.placeId === null ? undefined : places.get(stop.placeId);
      const place = linked?.status === 'active' ? linked : undefined;
      const date = addDays(plan.startDate, stop.day - 1);
      const name = place ? placeName(place, language) : stop.name;
      const add = (found: Found) =>
        warnings.push({ order: stop.order, day: stop.day, date, placeId: place?.id ?? null, ...found });
      const day = place ? dayHours(place, date) : undefined;
      if (place && day) {
        const found = checkStop({ stop, date, place, name, words, language, plan }, day);
        if (found) add(found);
      }
      const holiday = holidayOf.get(stop.day);
      if (holiday && (day === undefined || day.state === 'unknown')) {
        add({
          code: 'HOLIDAY_HOURS_UNKNOWN',
          message: words.holidayUnknown(name, date, holiday.name, holiday.isMajor),
          fix: null,
        });
      }
      if (stop.time === null) continue;
      const previous = lastTimed.get(stop.day);
      const found = previous && sequenceWarning(stop, name, previous, words);
      if (found) add(found);
      lastTimed.set(stop.day, { stop, name });
    }
    return { warnings, needsStartDate: false, holidays };
  }
}

/** Seollal's and Chuseok's days (their eves, days after and substitutes too), in the official list's Korean names. */
const MAJOR_HOLIDAY = /설날|추석/;

/** The trip's days that are public holidays, with the holiday's name in `language`. */
function tripHolidays(startDate: string, dayCount: number, language: Language): TripHoliday[] {
  const holidays: TripHoliday[] = [];
  for (let day = 1; day <= dayCount; day += 1) {
    const date = addDays(startDate, day - 1);
    const names = holidayNames(date);
    if (!names) continue;
    holidays.push({
      day,
      date,
      name: holidayLabel(names, language),
      isMajor: names.some((n) => MAJOR_HOLIDAY.test(n)),
    });
  }
  return holidays;
}

/**
 * A timed stop against the day's previous timed stop: arriving before it (the list and the times disagree: the fix
 * puts the day in time order), or while its visit still runs (the fix arrives when it ends; two stops at the same
 * time, the first without a length, count as overlapping, its visit taken as an hour).
 */
function sequenceWarning(
  stop: PlanStop,
  name: string,
  previous: { stop: PlanStop; name: string },
  words: CheckWords,
): Found | undefined {
  const time = toMinutes(stop.time!);
  const from = toMinutes(previous.stop.time!);
  if (time < from) {
    return {
      code: 'TIME_ORDER',
      message: words.timeOrder(name, stop.time!, previous.name, previous.stop.time!),
      fix: { kind: 'sortDay', day: stop.day, label: words.sortDay(stop.day) },
    };
  }
  const length = previous.stop.durationMinutes;
  const ends = from + (length ?? DEFAULT_VISIT_MINUTES);
  if (length === null ? time > from : time >= ends) return undefined;
  const message =
    length === null
      ? words.sameTime(name, previous.name, stop.time!)
      : words.overlaps(name, stop.time!, previous.name, previous.stop.time!, clock(ends));
  return {
    code: 'OVERLAPS_PREVIOUS',
    message,
    fix: ends < DAY_MINUTES ? setTime(ends, words.arriveAfter) : null,
  };
}

function checkStop(c: StopContext, day: DayHours): Found | undefined {
  if (day.state === 'unknown') return undefined;
  if (day.state === 'closed') return closedThatDay(c, day);
  if (c.stop.time === null) return undefined;
  return timeWarning(c, day, toMinutes(c.stop.time));
}

function closedThatDay(c: StopContext, day: DayHours): Found {
  const { words, name, date } = c;
  const weekday = words.weekday[weekdayOf(date)]!;
  const message =
    day.closure === 'weekly'
      ? words.closedWeekly(name, words.weekdays[weekdayOf(date)]!)
      : day.closure === 'holiday' && day.holiday
        ? words.closedHoliday(name, date, holidayLabel(day.holiday, c.language))
        : day.closure === 'moved'
          ? words.closedMoved(name, date, weekday)
          : words.closedOther(name, date, weekday);
  return { code: 'CLOSED_THAT_DAY', message, fix: openDay(c) };
}

/**
 * The nearest other day of the trip when the place is open (at the stop's time when it has one and such a day
 * exists), the later one first on a tie.
 */
function openDay(c: StopContext): CourseWarningFixDto | null {
  const candidates: number[] = [];
  for (let distance = 1; distance < c.plan.dayCount; distance += 1) {
    for (const d of [c.stop.day + distance, c.stop.day - distance]) {
      if (d >= 1 && d <= c.plan.dayCount) candidates.push(d);
    }
  }
  const dateOf = (d: number) => addDays(c.plan.startDate!, d - 1);
  const time = c.stop.time === null ? undefined : toMinutes(c.stop.time);
  const atTime = time === undefined ? undefined : candidates.find((d) => isOpenAt(c.place, dateOf(d), time));
  const best = atTime ?? candidates.find((d) => dayHours(c.place, dateOf(d)).state === 'open');
  if (best === undefined) return null;
  return {
    kind: 'moveToDay',
    day: best,
    label: c.words.moveToDay(c.words.weekday[weekdayOf(dateOf(best))]!, best),
  };
}

const setTime = (time: number, label: (t: string) => string): CourseWarningFixDto => ({
  kind: 'setTime',
  time: fromMinutes(time),
  label: label(fromMinutes(time)),
});

/** `HH:mm` of a time that may run past midnight (a visit ending at 24:30 ends at 00:30). */
const clock = (minutes: number) => fromMinutes(minutes % (24 * 60));

function timeWarning(c: StopContext, day: DayHours, arrival: number): Found | undefined {
  const { words, name } = c;
  const at = clock(arrival);
  const intervals = day.intervals;
  const index = intervals.findIndex((i) => i.from <= arrival && arrival < i.to);
  if (index < 0) return outsideIntervals(c, day, arrival);
  const interval = intervals[index]!;
  if (day.lastEntry !== null && arrival > day.lastEntry && day.lastEntry >= interval.from) {
    return {
      code: 'OUTSIDE_HOURS',
      message: words.afterLastEntry(name, fromMinutes(day.lastEntry), at),
      fix: setTime(day.lastEntry, words.arriveBy),
    };
  }
  if (c.stop.durationMinutes === null) return undefined;
  const end = arrival + c.stop.durationMinutes;
  if (end <= interval.to || runsPastMidnight(c, interval, end)) return undefined;
  const latest = interval.to - c.stop.durationMinutes;
  const fix = latest >= interval.from ? setTime(latest, words.arriveBy) : null;
  const message =
    index < intervals.length - 1
      ? words.closesForBreak(name, fromMinutes(interval.to), clock(end))
      : words.closesDuring(name, fromMinutes(interval.to), clock(end));
  return { code: 'CLOSES_DURING_VISIT', message, fix };
}

/** An interval to midnight that the next day's hours continue from 00:00 long enough for the visit. */
function runsPastMidnight(c: StopContext, interval: DayInterval, end: number): boolean {
  if (interval.to < 24 * 60) return false;
  const next = dayHours(c.place, addDays(c.date, 1));
  const first = next.intervals[0];
  return first !== undefined && first.from === 0 && end - 24 * 60 <= first.to;
}

function outsideIntervals(c: StopContext, day: DayHours, arrival: number): Found {
  const { words, name } = c;
  const at = clock(arrival);
  const intervals = day.intervals;
  const first = intervals[0]!;
  const last = intervals[intervals.length - 1]!;
  if (arrival < first.from) {
    return {
      code: 'OUTSIDE_HOURS',
      message: words.beforeOpening(name, fromMinutes(first.from), at),
      fix: setTime(first.from, words.arriveAfter),
    };
  }
  if (arrival >= last.to) {
    const visit = c.stop.durationMinutes ?? DEFAULT_VISIT_MINUTES;
    const latest = Math.max(last.from, Math.min(day.lastEntry ?? last.to, last.to - visit));
    return {
      code: 'OUTSIDE_HOURS',
      message: words.afterClosing(name, fromMinutes(last.to), at),
      fix: setTime(latest, words.arriveBy),
    };
  }
  const next = intervals.find((i) => i.from > arrival)!;
  const previous = [...intervals].reverse().find((i) => i.to <= arrival)!;
  return {
    code: 'BREAK_TIME',
    message: words.breakTime(name, fromMinutes(previous.to), fromMinutes(next.from), at),
    fix: setTime(next.from, words.arriveAfter),
  };
}
