import {
  DAY_MINUTES,
  dataOf,
  type HoursDayDto,
  type PlaceHoursDto,
  PlaceHoursDto as PlaceHoursSchema,
  seoulNow,
  toMinutes,
  weekdayOf,
} from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import type { Language } from '@/lib/language.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

// Checked in development and tests only, like the other place responses (issue 16).
const PlaceHoursResponse = import.meta.env.DEV ? dataOf(PlaceHoursSchema) : undefined;

export interface PlaceHoursParams {
  id: number;
  /** First Seoul date, `YYYY-MM-DD`. */
  from: string;
  days: number;
  /** Holiday names come back in this language. */
  language: Language;
}

/** GET /api/places/{id}/hours: the place's state, intervals and holidays, Seoul date by Seoul date. */
export async function getPlaceHours(params: PlaceHoursParams, signal?: AbortSignal): Promise<PlaceHoursDto> {
  const { id, ...query } = params;
  const body = await api.get(`/places/${id}/hours`, { query, schema: PlaceHoursResponse, signal });
  return body.data as PlaceHoursDto;
}

export const placeHoursQueryOptions = (params: PlaceHoursParams) =>
  queryOptions({
    // Under the places key: an admin's edit of the place refreshes its hours with it.
    queryKey: [...placesQueryKey, 'hours', params.id, params.from, params.days, params.language],
    queryFn: ({ signal }) => getPlaceHours(params, signal),
    // Hours change when an admin edits them, not by the minute: what changes by the minute is computed here.
    staleTime: 10 * 60_000,
    // At midnight (a new `from`) or a language switch the last answer stays up while the next loads; never
    // another place's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.id ? previous : undefined,
  });

/** The place's hours from `from` (ids of sample places, which are negative, ask nothing). */
export const usePlaceHours = (params: PlaceHoursParams, isEnabled = true) =>
  useQuery({ ...placeHoursQueryOptions(params), enabled: isEnabled && params.id > 0 });

/** Seoul's date and minute of the day. */
export interface SeoulMoment {
  date: string;
  minutes: number;
}

/** How often the clock is read: the minute shown is at most this late. */
const CLOCK_CHECK_MS = 15_000;

/** Seoul's date and time now, updated as the minutes pass (so "open until" turns into "closes soon" on its own). */
export function useSeoulNow(): SeoulMoment {
  const [now, setNow] = useState<SeoulMoment>(() => seoulNow());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = seoulNow();
      // A new object only when the minute changed: no render for the checks in between.
      setNow((previous) =>
        previous.date === next.date && previous.minutes === next.minutes ? previous : next,
      );
    }, CLOCK_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Closing or opening within this many minutes counts as soon. */
const SOON_MINUTES = 60;
const MIDNIGHT = '00:00';
const END_OF_DAY = '24:00';

/** When a closed place opens next, within the days known. */
export interface NextOpening {
  date: string;
  at: string;
  isTomorrow: boolean;
}

/** The place today, as a traveller asks it: open until when, in a break, opening later, closed and why. */
export type TodayHours =
  | {
      kind: 'open';
      /** `HH:mm`; the next day's when the interval runs past midnight (`24:00` when it ends at midnight). */
      until: string;
      isClosingSoon: boolean;
      lastEntry: string | null;
      isLastEntryPast: boolean;
      holiday: string | null;
    }
  | { kind: 'open-all-day'; holiday: string | null }
  | { kind: 'break'; until: string }
  | { kind: 'opens-later'; at: string; isSoon: boolean }
  | { kind: 'closed-for-day'; next: NextOpening | null }
  | {
      kind: 'closed-today';
      closure: HoursDayDto['closure'];
      holiday: string | null;
      /** 0 Sunday … 6 Saturday: what a weekly closing day is called. */
      weekday: number;
      next: NextOpening | null;
    }
  | { kind: 'unknown' };

/** How today's state is coloured: open, soon (a break, closing or opening soon, last entry gone), closed, unknown. */
export type HoursTone = 'open' | 'soon' | 'closed' | 'unknown';

const contains = (interval: { from: string; to: string }, minutes: number) =>
  toMinutes(interval.from) <= minutes && minutes < toMinutes(interval.to);

/** The first opening after `days[start - 1]`, unless a day of unknown hours comes first. */
function nextOpening(days: HoursDayDto[], start: number): NextOpening | null {
  for (let i = start; i < days.length; i += 1) {
    const day = days[i]!;
    if (day.state === 'unknown') return null;
    const first = day.intervals[0];
    if (day.state === 'open' && first) return { date: day.date, at: first.from, isTomorrow: i === start };
  }
  return null;
}

/**
 * Where an interval of `days[index]` ending at `to` really ends: an interval to `24:00` continues into the next
 * day's interval from `00:00` (a bar open 18:00–02:00 comes as 18:00–24:00 and 00:00–02:00), as far as the days go.
 */
function realEnd(days: HoursDayDto[], index: number, to: string): { index: number; to: string } {
  let end = { index, to };
  for (let next = days[index + 1]?.intervals[0]; end.to === END_OF_DAY && next?.from === MIDNIGHT; ) {
    end = { index: end.index + 1, to: next.to };
    next = days[end.index + 1]?.intervals[0];
  }
  return end;
}

/** The day's last entry when it falls within the interval `from`–`to` (a break time's first half has none). */
function lastEntryWithin(day: HoursDayDto, from: number, to: number): string | null {
  if (day.lastEntry === null) return null;
  const entry = toMinutes(day.lastEntry);
  return from <= entry && entry <= to ? day.lastEntry : null;
}

/**
 * Today's state at Seoul's `now` from the place's days (today among them, the days after it for what comes next).
 * Nothing known of today: unknown.
 */
export function todayHours(days: HoursDayDto[], now: SeoulMoment): TodayHours {
  const index = days.findIndex((day) => day.date === now.date);
  const day = days[index];
  if (!day || day.state === 'unknown') return { kind: 'unknown' };
  if (day.state === 'closed' || day.intervals.length === 0) {
    return {
      kind: 'closed-today',
      closure: day.closure,
      holiday: day.holiday,
      weekday: weekdayOf(day.date),
      next: nextOpening(days, index + 1),
    };
  }
  const current = day.intervals.find((interval) => contains(interval, now.minutes));
  if (current) {
    const end = realEnd(days, index, current.to);
    const remaining = (end.index - index) * DAY_MINUTES + toMinutes(end.to) - now.minutes;
    // Open for a whole day or more from now: round the clock, not "until" a time a day away.
    if (remaining >= DAY_MINUTES) return { kind: 'open-all-day', holiday: day.holiday };
    // The last entry is today's within this interval, or the closing day's within its first (past midnight).
    const ownEntry = lastEntryWithin(day, toMinutes(current.from), toMinutes(current.to));
    const endDay = days[end.index]!;
    const lastEntry = ownEntry ?? (end.index > index ? lastEntryWithin(endDay, 0, toMinutes(end.to)) : null);
    return {
      kind: 'open',
      until: end.to,
      isClosingSoon: remaining <= SOON_MINUTES,
      lastEntry,
      isLastEntryPast: ownEntry !== null && toMinutes(ownEntry) <= now.minutes,
      holiday: day.holiday,
    };
  }
  const later = day.intervals.find((interval) => toMinutes(interval.from) > now.minutes);
  if (!later) return { kind: 'closed-for-day', next: nextOpening(days, index + 1) };
  // Between two of today's intervals is a break; the end of last night's (from 00:00) is not.
  const isBreak = day.intervals.some(
    (interval) => interval.from !== MIDNIGHT && toMinutes(interval.to) <= now.minutes,
  );
  if (isBreak) return { kind: 'break', until: later.from };
  return { kind: 'opens-later', at: later.from, isSoon: toMinutes(later.from) - now.minutes <= SOON_MINUTES };
}

/** The colour today's state is shown in (always with its words). */
export function hoursTone(today: TodayHours): HoursTone {
  switch (today.kind) {
    case 'open':
      return today.isClosingSoon || today.isLastEntryPast ? 'soon' : 'open';
    case 'open-all-day':
      return 'open';
    case 'break':
      return 'soon';
    case 'opens-later':
      return today.isSoon ? 'soon' : 'closed';
    case 'closed-for-day':
    case 'closed-today':
      return 'closed';
    case 'unknown':
      return 'unknown';
  }
}

/** A day of the week as the week list shows it. */
export interface WeekRow {
  date: string;
  /** `closed` also for a day whose only hours are the end of the night before (shown on that day's row). */
  state: HoursDayDto['state'];
  /** Intervals to read: one that runs past midnight reads 18:00–02:00 on its first day only. */
  intervals: { from: string; to: string }[];
  holiday: string | null;
  closure: HoursDayDto['closure'];
  lastEntry: string | null;
}

/**
 * The first `count` days for reading: an interval past midnight is written once, on the day it starts
 * (18:00–02:00), not split as the server sends it; the first row keeps its 00:00 piece (the night before is
 * not listed).
 */
export function weekRows(days: HoursDayDto[], count = days.length): WeekRow[] {
  return days.slice(0, count).map((day, i) => {
    let intervals = day.intervals.map(({ from, to }) => ({ from, to }));
    const previousLast = days[i - 1]?.intervals.at(-1);
    const first = intervals[0];
    if (
      i > 0 &&
      previousLast?.to === END_OF_DAY &&
      first?.from === MIDNIGHT &&
      first.to !== END_OF_DAY &&
      previousLast.from !== MIDNIGHT
    ) {
      intervals = intervals.slice(1);
    }
    const last = intervals.at(-1);
    const carried = days[i + 1]?.intervals[0];
    if (last?.to === END_OF_DAY && last.from !== MIDNIGHT && carried?.from === MIDNIGHT) {
      if (carried.to !== END_OF_DAY) last.to = carried.to;
    }
    const isEmptied = day.state === 'open' && intervals.length === 0;
    return {
      date: day.date,
      state: isEmptied ? 'closed' : day.state,
      intervals,
      holiday: day.holiday,
      closure: isEmptied ? null : day.closure,
      lastEntry: day.lastEntry,
    };
  });
}

/** Intervals written for reading: `09:00–18:00, 18:00–21:30`. */
export function formatIntervals(intervals: { from: string; to: string }[]): string {
  return intervals.map((interval) => `${interval.from}–${interval.to}`).join(', ');
}
