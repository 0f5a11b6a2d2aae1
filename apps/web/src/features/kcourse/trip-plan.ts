import {
  addDays,
  COURSE_NOTE_CODES,
  type CourseWarningDto,
  DAY_MINUTES,
  DEFAULT_VISIT_MINUTES,
  fromMinutes,
  haversineM,
  toMinutes,
} from '@ktravel/contract';
import type { PlanStop } from './course-plan.ts';
import { legTime } from './route-distance.ts';

/** The lengths a visit can be picked from, in minutes (5–720 is what the contract takes). */
export const VISIT_LENGTHS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 600, 720] as const;

/** Suggested arrivals are rounded up to this many minutes: nobody plans to arrive at 11:43. */
const SUGGESTION_STEP = 5;

/**
 * When to arrive at `stop` after `previous` (DESIGN §8.1): the previous stop's time plus its visit (an hour when
 * it has none) plus the travel estimate shown between them, rounded up to 5 minutes; null when the previous stop
 * has no time or the arrival would be past midnight.
 */
export function suggestArrival(previous: PlanStop | undefined, stop: PlanStop): string | null {
  if (!previous?.time) return null;
  const travel = legTime(haversineM(previous, stop)).minutes;
  const arrival = toMinutes(previous.time) + (previous.durationMinutes ?? DEFAULT_VISIT_MINUTES) + travel;
  const rounded = Math.ceil(arrival / SUGGESTION_STEP) * SUGGESTION_STEP;
  return rounded >= DAY_MINUTES ? null : fromMinutes(rounded);
}

/** The Seoul date of a trip day, or null without a start date. */
export function tripDate(startDate: string | null, day: number): string | null {
  return startDate ? addDays(startDate, day - 1) : null;
}

/** The days of a trip, 1…dayCount. */
export function tripDays(dayCount: number): number[] {
  return Array.from({ length: dayCount }, (_, i) => i + 1);
}

/**
 * A check's warnings by the key of the stop they concern: the plan's stops are in day order, so a warning's
 * `order` is the stop's position in the list (as `toCourseBody` numbers them).
 */
export function warningsByStop(
  warnings: readonly CourseWarningDto[] | undefined,
  keys: readonly string[],
): Map<string, CourseWarningDto[]> {
  const byKey = new Map<string, CourseWarningDto[]>();
  for (const warning of warnings ?? []) {
    const key = keys[warning.order - 1];
    if (key === undefined) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), warning]);
  }
  return byKey;
}

const NOTE_CODES: ReadonlySet<string> = new Set(COURSE_NOTE_CODES);

/** Whether a check's warning is a note for the traveller (hours unknown on a holiday), not a problem of the plan. */
export const isNote = (warning: CourseWarningDto) => NOTE_CODES.has(warning.code);

/** The problems among a check's warnings (its notes left out): what "n warnings" counts. */
export const problemCount = (warnings: readonly CourseWarningDto[]) =>
  warnings.filter((warning) => !isNote(warning)).length;

/** A visit length as hours and minutes, for labels: { hours: 1, minutes: 30 }. */
export function visitParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
