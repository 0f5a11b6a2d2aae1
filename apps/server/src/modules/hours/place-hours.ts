import { addDays, DAY_MINUTES, weekdayOf } from '@ktravel/contract';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { holidayNames, isHoliday } from './korean-holidays.ts';
import {
  type OpeningHoursObject,
  outsideComments,
  parseWithoutHolidays,
  WallDate,
} from './opening-hours-engine.ts';

/**
 * A place's hours on a Seoul date, from its `openingHours` (OpenStreetMap syntax, canonical) and Korea's holidays.
 *
 * `PH` is Korea's public holidays (korean-holidays.ts), never the library's: before the library evaluates a day,
 * every `PH` token is replaced by the weekdays of the days it stands for in the window evaluated (the day and the
 * day before, whose hours can run past midnight), or by a weekday outside the window when it stands for none.
 * `PH +1 day` and `PH -1 day` (the day after or before a holiday) and `PH Su` (a holiday that is a Sunday) are
 * resolved the same way. Everything else is the library's own reading.
 *
 * `closingDayMovesOnHoliday`: a regular closing day that falls on a public holiday moves to the next day that is
 * not one (the royal palaces, Jongmyo and many public museums: the value opens them on `PH`, and the day after
 * the holidays closes). Rules and sources: docs/decisions/014-korean-opening-hours.md.
 */

export interface PlaceHoursSpec {
  /** Canonical OpenStreetMap `opening_hours` text (as stored), or null when the hours are not known. */
  openingHours: string | null;
  closingDayMovesOnHoliday: boolean;
}

/** Why a place is closed all day. */
export type Closure = 'weekly' | 'holiday' | 'moved' | 'other';

export interface DayInterval {
  /** Minutes after the day's midnight, 0…1440. */
  from: number;
  to: number;
}

export interface DayHours {
  date: string;
  state: 'open' | 'closed' | 'unknown';
  /** Known open intervals of the day, in order, clipped to the day (an interval past midnight continues the next). */
  intervals: DayInterval[];
  /** The public holiday's Korean names, or null. */
  holiday: readonly string[] | null;
  /** The last entry of the day, when the rule says so (`open "last entry 17:00"`), in minutes. */
  lastEntry: number | null;
  /** Why it is closed all day (null unless closed). */
  closure: Closure | null;
}

const WEEKDAY_TOKENS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
const WEEKDAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const WEEKDAY_RANGE = `${WEEKDAY}(?:-${WEEKDAY})?`;
/** `PH`, an optional day offset, an optional weekday list it is intersected with (`PH Su`). */
const PH_TOKEN = new RegExp(
  `\\bPH(?: ([+-]1) days?)?(?: (${WEEKDAY_RANGE}(?:,${WEEKDAY_RANGE})*))?(?![A-Za-z0-9:])`,
  'g',
);
const YEAR = /\b(19|20)\d\d\b/;
const LAST_ENTRY = /last entry (\d{2}:\d{2})/i;
/** How far back a run of holidays is followed for a moved closing day (Seollal and Chuseok runs are 3–5 days). */
const MAX_HOLIDAY_RUN = 10;

function expandWeekdays(list: string): Set<number> {
  const days = new Set<number>();
  for (const part of list.split(',')) {
    const [from, to] = part.split('-') as [string, string | undefined];
    const start = WEEKDAY_TOKENS.indexOf(from as (typeof WEEKDAY_TOKENS)[number]);
    const end = to ? WEEKDAY_TOKENS.indexOf(to as (typeof WEEKDAY_TOKENS)[number]) : start;
    for (let d = start, n = 0; n < 7; d = (d + 1) % 7, n += 1) {
      days.add(d);
      if (d === end) break;
    }
  }
  return days;
}

/** Whether the value's selectors mention holidays. */
export function usesHolidays(value: string): boolean {
  PH_TOKEN.lastIndex = 0;
  return PH_TOKEN.test(outsideComments(value));
}

type HolidayTest = (date: string) => boolean;

/**
 * The value with every `PH` selector replaced by the weekdays it stands for when `date` (and the day before it)
 * are evaluated, with `holiday` saying which days are holidays.
 */
export function resolveHolidays(value: string, date: string, holiday: HolidayTest): string {
  const window = [addDays(date, -1), date];
  const outside = WEEKDAY_TOKENS[weekdayOf(addDays(date, 1))]!;
  // Comments are left as they are; selectors are rewritten between them.
  return value
    .split(/("[^"]*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(PH_TOKEN, (_match, offset: string | undefined, weekdays: string | undefined) => {
            const shift = offset ? Number(offset) : 0;
            const only = weekdays ? expandWeekdays(weekdays) : undefined;
            const days = window.filter(
              (d) => holiday(addDays(d, -shift)) && (!only || only.has(weekdayOf(d))),
            );
            return days.length > 0 ? days.map((d) => WEEKDAY_TOKENS[weekdayOf(d)]).join(',') : outside;
          }),
    )
    .join('');
}

const parsed = new TtlCache<string, OpeningHoursObject>(6 * 60 * 60 * 1000, 2_000);

function parse(value: string): OpeningHoursObject {
  let object = parsed.get(value);
  if (!object) {
    object = parseWithoutHolidays(value);
    parsed.set(value, object);
  }
  return object;
}

export interface Evaluated {
  intervals: DayInterval[];
  unknown: boolean;
  lastEntry: number | null;
}

const minutesInto = (date: string, at: Date) =>
  Math.round((at.getTime() - Date.parse(`${date}T00:00:00Z`)) / 60_000);

/** The library's reading of one day of a value that has no `PH` left. */
function evaluate(value: string, date: string): Evaluated {
  const object = parse(value);
  const intervals: DayInterval[] = [];
  let unknown = false;
  let lastEntry: number | null = null;
  for (const [from, to, isUnknown, comment] of object.getOpenIntervals(
    WallDate.at(date),
    WallDate.at(addDays(date, 1)),
  )) {
    if (isUnknown) {
      unknown = true;
      continue;
    }
    const interval = {
      from: Math.max(0, minutesInto(date, from)),
      to: Math.min(DAY_MINUTES, minutesInto(date, to)),
    };
    if (interval.to <= interval.from) continue;
    const previous = intervals[intervals.length - 1];
    // The library splits an interval where its comment changes: one interval for the reader.
    if (previous && previous.to === interval.from) previous.to = interval.to;
    else intervals.push(interval);
    const entry = comment ? LAST_ENTRY.exec(comment) : null;
    if (entry) lastEntry = Number(entry[1]!.slice(0, 2)) * 60 + Number(entry[1]!.slice(3));
  }
  return { intervals, unknown, lastEntry };
}

const ORDINARY: HolidayTest = () => false;

/** The value's reading of `date` as if it were no holiday (nor the day before). */
function ordinaryDay(value: string, date: string): Evaluated {
  return evaluate(resolveHolidays(value, date, ORDINARY), date);
}

/**
 * The value's reading of `date` as an ordinary day (`asHoliday` false) or as a public holiday (true), whatever the
 * list says of that date: how the hours read in general (hours-text.ts). Nothing known: no intervals, unknown.
 */
export function evaluateDay(spec: PlaceHoursSpec, date: string, asHoliday: boolean): Evaluated {
  if (!spec.openingHours) return { intervals: [], unknown: true, lastEntry: null };
  return asHoliday
    ? evaluate(
        resolveHolidays(spec.openingHours, date, (d) => d === date),
        date,
      )
    : ordinaryDay(spec.openingHours, date);
}

const known: HolidayTest = (d) => isHoliday(d) === true;

/** Whether `date` is a regular closing day pushed out by a holiday, so the place closes the day after the run. */
function closesForMovedDay(value: string, date: string): boolean | undefined {
  for (let back = 1; back <= MAX_HOLIDAY_RUN; back += 1) {
    const day = addDays(date, -back);
    const holiday = isHoliday(day);
    if (holiday === undefined) return undefined;
    if (!holiday) return false;
    const ordinary = ordinaryDay(value, day);
    if (ordinary.intervals.length === 0 && !ordinary.unknown) return true;
  }
  return false;
}

/** Whether the value is closed on this weekday but open on others of that week, and the week before and after. */
function isWeeklyClosure(value: string, date: string): boolean {
  const sameWeekday = [-7, 7].every((n) => ordinaryDay(value, addDays(date, n)).intervals.length === 0);
  if (!sameWeekday || ordinaryDay(value, date).intervals.length > 0) return false;
  return [-3, -2, -1, 1, 2, 3].some((n) => ordinaryDay(value, addDays(date, n)).intervals.length > 0);
}

const days = new TtlCache<string, DayHours>(6 * 60 * 60 * 1000, 50_000);

function unknownDay(date: string, holiday: readonly string[] | null): DayHours {
  return { date, state: 'unknown', intervals: [], holiday, lastEntry: null, closure: null };
}

function compute(spec: PlaceHoursSpec, date: string): DayHours {
  const names = holidayNames(date);
  const holiday = names ?? null;
  const value = spec.openingHours;
  if (!value) return unknownDay(date, holiday);
  const dependsOnHolidays =
    spec.closingDayMovesOnHoliday || usesHolidays(value) || YEAR.test(outsideComments(value));
  // Beyond the shipped list, a value that depends on holidays (or on dated exceptions written year by year)
  // cannot be read: unknown, not guessed.
  if (dependsOnHolidays && (names === undefined || isHoliday(addDays(date, -1)) === undefined)) {
    return unknownDay(date, holiday);
  }
  const day = evaluate(resolveHolidays(value, date, known), date);
  let closure: Closure | null = null;
  if (day.intervals.length === 0 && !day.unknown) {
    closure = holiday ? 'holiday' : isWeeklyClosure(value, date) ? 'weekly' : 'other';
  } else if (spec.closingDayMovesOnHoliday && !holiday) {
    const moved = closesForMovedDay(value, date);
    if (moved === undefined) return unknownDay(date, holiday);
    if (moved) return { date, state: 'closed', intervals: [], holiday, lastEntry: null, closure: 'moved' };
  }
  const state = day.intervals.length > 0 ? 'open' : day.unknown ? 'unknown' : 'closed';
  return {
    date,
    state,
    intervals: day.intervals,
    holiday,
    lastEntry: state === 'open' ? day.lastEntry : null,
    closure: state === 'closed' ? closure : null,
  };
}

/** The place's hours on a Seoul date (memoised: a pure function of the value, the rule and the date). */
export function dayHours(spec: PlaceHoursSpec, date: string): DayHours {
  const key = `${spec.closingDayMovesOnHoliday ? 1 : 0}|${date}|${spec.openingHours ?? ''}`;
  let hit = days.get(key);
  if (!hit) {
    hit = compute(spec, date);
    days.set(key, hit);
  }
  return hit;
}

/** `count` days from `from`. */
export function hoursFrom(spec: PlaceHoursSpec, from: string, count: number): DayHours[] {
  return Array.from({ length: count }, (_, i) => dayHours(spec, addDays(from, i)));
}

/**
 * Whether the place is known to be open at a Seoul wall-clock time: an interval of that day holds it, or one of
 * the day before runs past midnight into it (the day's own interval from 00:00 says so).
 */
export function isOpenAt(spec: PlaceHoursSpec, date: string, minutes: number): boolean {
  const day = dayHours(spec, date);
  return day.state === 'open' && day.intervals.some((i) => i.from <= minutes && minutes < i.to);
}
