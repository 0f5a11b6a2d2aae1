import { COURSE_MAX_DAYS, COURSE_MAX_STOPS } from '@ktravel/contract';
import type { CoursePlan, PlanStop } from './course-plan.ts';

const sameVisit = (a: PlanStop, b: PlanStop) =>
  a.day === b.day &&
  a.time === b.time &&
  a.durationMinutes === b.durationMinutes &&
  (a.costKrw ?? null) === (b.costKrw ?? null);

/**
 * "Keep both" after a conflicting save (DESIGN §8.4): a three-way merge of what this person started from (`base`),
 * what they made of it (`mine`) and what someone else saved meanwhile (`theirs`). Theirs is the ground; on it go
 * the stops I added (at the end of their day), without the stops I removed, with the day, time and length I gave a
 * stop they left as it was; the title, category and dates I changed. Visibility stays theirs (the owner's call).
 * Nobody's change is dropped unless both changed the same thing, where theirs (saved first) stays and mine is
 * still on screen to apply again.
 */
export function mergePlans(base: CoursePlan, mine: CoursePlan, theirs: CoursePlan): CoursePlan {
  const baseByKey = new Map(base.stops.map((stop) => [stop.key, stop]));
  const mineByKey = new Map(mine.stops.map((stop) => [stop.key, stop]));
  const theirKeys = new Set(theirs.stops.map((stop) => stop.key));

  // Theirs, less what I removed, with my changes to stops they did not change.
  let stops: PlanStop[] = theirs.stops
    .filter((stop) => !(baseByKey.has(stop.key) && !mineByKey.has(stop.key)))
    .map((stop) => {
      const was = baseByKey.get(stop.key);
      const now = mineByKey.get(stop.key);
      if (!was || !now || sameVisit(was, now) || !sameVisit(was, stop)) return stop;
      return {
        ...stop,
        day: now.day,
        time: now.time,
        durationMinutes: now.durationMinutes,
        costKrw: now.costKrw ?? null,
      };
    });
  // What I added, each at the end of its day.
  for (const stop of mine.stops) {
    if (baseByKey.has(stop.key) || theirKeys.has(stop.key) || stops.length >= COURSE_MAX_STOPS) continue;
    const after = stops.findIndex((s) => s.day > stop.day);
    stops = after < 0 ? [...stops, stop] : [...stops.slice(0, after), stop, ...stops.slice(after)];
  }
  // Days never go back along the order.
  stops = [...stops].sort((a, b) => a.day - b.day);

  // A field only I changed is mine; one they changed (too) is theirs.
  const pick = <K extends 'title' | 'category' | 'startDate' | 'dayCount'>(key: K) =>
    mine[key] !== base[key] && theirs[key] === base[key] ? mine[key] : theirs[key];
  const lastDay = Math.max(1, ...stops.map((stop) => stop.day));
  return {
    title: pick('title'),
    category: pick('category'),
    startDate: pick('startDate'),
    dayCount: Math.min(COURSE_MAX_DAYS, Math.max(pick('dayCount'), lastDay)),
    visibility: theirs.visibility,
    stops,
  };
}

/** How a stop of one version stands against the other: only here, there with another day, time, length or cost. */
export type StopDifference = 'only' | 'changed';

/** What differs between a version of a course and another: the fields, and each stop that is not the same. */
export interface PlanDifferences {
  title: boolean;
  category: boolean;
  /** The start date or the number of days. */
  dates: boolean;
  stops: ReadonlyMap<string, StopDifference>;
}

/** What `plan` has that `other` has not, or has otherwise (the conflict view marks it, DESIGN §8.4). */
export function planDifferences(plan: CoursePlan, other: CoursePlan): PlanDifferences {
  const otherByKey = new Map(other.stops.map((stop) => [stop.key, stop]));
  const stops = new Map<string, StopDifference>();
  for (const stop of plan.stops) {
    const there = otherByKey.get(stop.key);
    if (!there) stops.set(stop.key, 'only');
    else if (!sameVisit(stop, there)) stops.set(stop.key, 'changed');
  }
  return {
    title: plan.title.trim() !== other.title.trim(),
    category: plan.category !== other.category,
    dates: (plan.startDate ?? null) !== (other.startDate ?? null) || plan.dayCount !== other.dayCount,
    stops,
  };
}
