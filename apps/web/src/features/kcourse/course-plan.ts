import {
  COURSE_MAX_DAYS,
  COURSE_MAX_STOPS,
  type CourseBody,
  type CourseDto,
  CoursePlanForm,
  DEFAULT_VISIT_MINUTES,
  type PlaceSearchResultDto,
  TITLE_MAX_LENGTH,
  toMinutes,
} from '@ktravel/contract';
import { stopName } from '@/lib/course-labels.ts';
import { moveItem } from '@/lib/move-item.ts';
import { placeAddress } from '@/lib/places/place-text.ts';

/** The editable part of a course (the contract's form schema): the planner's draft, the edit form's values. */
export type CoursePlan = CoursePlanForm;
/** One stop while a course is being planned or edited. */
export type PlanStop = CoursePlan['stops'][number];

/** Spec §9: a new course is public, category all; one day, no dates yet (DESIGN §8.1). */
export const EMPTY_PLAN: CoursePlan = {
  title: '',
  visibility: 'public',
  category: 'all',
  stops: [],
  startDate: null,
  dayCount: 1,
};

/** What is wrong with a field of the plan: the form schema's issue codes, as the editor names them. */
export const PLAN_ERROR_KINDS = { too_small: 'required', too_big: 'tooMany' } as const;
type PlanErrorKind = (typeof PLAN_ERROR_KINDS)[keyof typeof PLAN_ERROR_KINDS];
export type PlanErrors = Partial<Record<'title' | 'stops', PlanErrorKind>>;

/** A search result as a stop on `day`; its `placeId` is the key that keeps it from being listed twice. */
export function stopFromSearchResult(result: PlaceSearchResultDto, day = 1): PlanStop {
  return {
    key: result.placeId,
    name: result.name,
    address: result.address,
    lat: result.lat,
    lng: result.lng,
    externalId: result.placeId,
    placeId: result.id,
    day,
    time: null,
    durationMinutes: null,
    ...(result.usualCostKrw != null ? { usualCostKrw: result.usualCostKrw } : {}),
  };
}

/**
 * The key of a stop that is no place of ours nor of a search (a member's own point, an imported one): its name and
 * position, the same across saves (stop ids are not: a save replaces the stops), so two versions of a course can
 * be compared and merged (course-merge.ts).
 */
export const ownStopKey = (name: string, lat: number, lng: number) =>
  `at:${lat.toFixed(6)},${lng.toFixed(6)}:${name}`;

/**
 * A saved stop as an editable one, keyed like the search result it came from (a point of the member's own by its
 * name and position); a stop linked to a place is named and addressed in the reader's language, as the course page
 * shows it.
 */
export function stopFromCourseStop(stop: CourseDto['stops'][number], language = 'en'): PlanStop {
  const key =
    stop.externalId ??
    (stop.placeId !== null ? String(stop.placeId) : ownStopKey(stop.name, stop.lat, stop.lng));
  return {
    key,
    name: stopName(stop, language),
    address: placeAddress(stop, language),
    lat: stop.lat,
    lng: stop.lng,
    externalId: stop.externalId,
    placeId: stop.placeId,
    day: stop.day,
    time: stop.time,
    durationMinutes: stop.durationMinutes,
    // Only when known, like a draft's (planner-draft-store.ts).
    ...(stop.costKrw != null ? { costKrw: stop.costKrw } : {}),
    ...(stop.usualCostKrw != null ? { usualCostKrw: stop.usualCostKrw } : {}),
  };
}

/** A saved course as an editable plan, stops in their order, in the reader's language. */
export function planFromCourse(course: CourseDto, language = 'en'): CoursePlan {
  const seen = new Set<string>();
  const stops = [...course.stops]
    .sort((a, b) => a.order - b.order)
    .map((stop) => {
      const planned = stopFromCourseStop(stop, language);
      // The same own point twice keeps both (a key lists a stop once).
      let key = planned.key;
      for (let n = 2; seen.has(key); n += 1) key = `${planned.key}#${n}`;
      seen.add(key);
      return key === planned.key ? planned : { ...planned, key };
    });
  return {
    title: course.title,
    visibility: course.visibility,
    category: course.category,
    stops,
    startDate: course.startDate,
    dayCount: course.dayCount,
  };
}

/** Whether two plans hold the same title, visibility, category and stops (in the same order). */
export function isSamePlan(a: CoursePlan, b: CoursePlan): boolean {
  const sameStop = (x: PlanStop, y: PlanStop | undefined) =>
    y !== undefined &&
    x.key === y.key &&
    x.name === y.name &&
    x.address === y.address &&
    x.lat === y.lat &&
    x.lng === y.lng &&
    x.externalId === y.externalId &&
    x.placeId === y.placeId &&
    x.day === y.day &&
    x.time === y.time &&
    x.durationMinutes === y.durationMinutes &&
    (x.costKrw ?? null) === (y.costKrw ?? null);
  return (
    a.title === b.title &&
    a.visibility === b.visibility &&
    a.category === b.category &&
    a.startDate === b.startDate &&
    a.dayCount === b.dayCount &&
    a.stops.length === b.stops.length &&
    a.stops.every((stop, index) => sameStop(stop, b.stops[index]))
  );
}

export function isListed(stops: readonly PlanStop[], key: string): boolean {
  return stops.some((stop) => stop.key === key);
}

/**
 * Adds `stop` at the end of its day (the list stays in day order), unless a stop with the same key is listed
 * already or the course is full (same array back).
 */
export function addStop(stops: PlanStop[], stop: PlanStop): PlanStop[] {
  if (isListed(stops, stop.key) || stops.length >= COURSE_MAX_STOPS) return stops;
  const after = stops.findIndex((s) => s.day > stop.day);
  return after < 0 ? [...stops, stop] : [...stops.slice(0, after), stop, ...stops.slice(after)];
}

/** The stops of one day, in their order. */
export function stopsOfDay(stops: readonly PlanStop[], day: number): PlanStop[] {
  return stops.filter((stop) => stop.day === day);
}

/**
 * Moves the stop `key` to `day`, at `index` among that day's stops (default: its end). The list stays in day
 * order, so `order` never goes back a day (DESIGN §8.1).
 */
export function moveStopToDay(stops: PlanStop[], key: string, day: number, index?: number): PlanStop[] {
  const moving = stops.find((stop) => stop.key === key);
  if (!moving) return stops;
  const rest = stops.filter((stop) => stop.key !== key);
  const target = stopsOfDay(rest, day);
  const position = Math.max(0, Math.min(index ?? target.length, target.length));
  const moved = { ...moving, day };
  const before = target[position];
  if (before) {
    const at = rest.indexOf(before);
    return [...rest.slice(0, at), moved, ...rest.slice(at)];
  }
  const after = rest.findIndex((stop) => stop.day > day);
  return after < 0 ? [...rest, moved] : [...rest.slice(0, after), moved, ...rest.slice(after)];
}

/**
 * A check's fix "Move to Tuesday (day 2)" (issue 44): the stop goes to `day` where its time belongs among that day's
 * timed stops (before the first one later than it; at the end without a time). When its visit would run into the
 * previous stop's or the next one's, its time is cleared, and the planner proposes one from the previous stop: a
 * fix never leaves two visits on top of each other.
 */
export function moveStopToDayByTime(stops: PlanStop[], key: string, day: number): PlanStop[] {
  const moving = stops.find((stop) => stop.key === key);
  if (!moving) return stops;
  if (moving.time === null) return moveStopToDay(stops, key, day);
  const arrival = toMinutes(moving.time);
  const ofDay = stopsOfDay(
    stops.filter((stop) => stop.key !== key),
    day,
  );
  const laterAt = ofDay.findIndex((stop) => stop.time !== null && toMinutes(stop.time) > arrival);
  const index = laterAt < 0 ? ofDay.length : laterAt;
  const previous = ofDay
    .slice(0, index)
    .reverse()
    .find((stop) => stop.time !== null);
  const next = ofDay.slice(index).find((stop) => stop.time !== null);
  const ends = (stop: PlanStop) => toMinutes(stop.time!) + (stop.durationMinutes ?? DEFAULT_VISIT_MINUTES);
  const collides =
    (previous !== undefined && ends(previous) > arrival) ||
    (next !== undefined && ends(moving) > toMinutes(next.time!));
  const moved = moveStopToDay(stops, key, day, index);
  return collides ? updateStop(moved, key, { time: null }) : moved;
}

/**
 * A check's fix "Put day 2 in time order": the day's timed stops sorted by time in the places timed stops hold;
 * stops without a time stay where they are.
 */
export function sortDayByTime(stops: PlanStop[], day: number): PlanStop[] {
  const ofDay = stopsOfDay(stops, day);
  const timed = ofDay
    .filter((stop) => stop.time !== null)
    .sort((a, b) => toMinutes(a.time!) - toMinutes(b.time!));
  let next = 0;
  const sorted = ofDay.map((stop) => (stop.time === null ? stop : timed[next++]!));
  let inDay = 0;
  return stops.map((stop) => (stop.day === day ? sorted[inDay++]! : stop));
}

/** Moves a stop within its day, from one position among that day's stops to another. */
export function moveWithinDay(stops: PlanStop[], day: number, from: number, to: number): PlanStop[] {
  const ofDay = stopsOfDay(stops, day);
  const moving = ofDay[from];
  if (!moving || to < 0 || to >= ofDay.length) return stops;
  return moveStopToDay(stops, moving.key, day, to);
}

/** Changes one stop's fields (time, duration). */
export function updateStop(stops: PlanStop[], key: string, change: Partial<PlanStop>): PlanStop[] {
  return stops.map((stop) => (stop.key === key ? { ...stop, ...change } : stop));
}

/**
 * A trip of `dayCount` days (1–14): stops on days that no longer exist move to the new last day, after its own.
 */
export function withDayCount(stops: PlanStop[], dayCount: number): { stops: PlanStop[]; dayCount: number } {
  const days = Math.max(1, Math.min(COURSE_MAX_DAYS, Math.round(dayCount)));
  if (stops.every((stop) => stop.day <= days)) return { stops, dayCount: days };
  return { stops: stops.map((stop) => (stop.day > days ? { ...stop, day: days } : stop)), dayCount: days };
}

export function removeStop(stops: PlanStop[], key: string): PlanStop[] {
  return stops.filter((stop) => stop.key !== key);
}

/** Moves the stop at `from` to `to` (indexes; out-of-range moves return the same array). */
export function moveStop(stops: PlanStop[], from: number, to: number): PlanStop[] {
  return moveItem(stops, from, to);
}

/**
 * Spec §5 Planner, as the form schema checks it: a title (trimmed) and 1..COURSE_MAX_STOPS places. The fields
 * that fail and how; empty when the plan can be saved.
 */
export function validatePlan(plan: CoursePlan): PlanErrors {
  const errors: PlanErrors = {};
  for (const issue of CoursePlanForm.safeParse(plan).error?.issues ?? []) {
    const [field, ...rest] = issue.path;
    const kind = PLAN_ERROR_KINDS[issue.code as keyof typeof PLAN_ERROR_KINDS];
    if ((field === 'title' || field === 'stops') && rest.length === 0 && kind) errors[field] ??= kind;
  }
  return errors;
}

/**
 * The body of POST /api/courses and PUT /api/courses/{id} (and of POST /api/courses/check): stops numbered 1..n
 * in day order, each with its day, time and duration.
 */
export function toCourseBody(plan: CoursePlan): CourseBody {
  const stops = [...plan.stops].sort((a, b) => a.day - b.day);
  return {
    title: plan.title.trim(),
    visibility: plan.visibility,
    category: plan.category,
    startDate: plan.startDate,
    dayCount: Math.max(plan.dayCount, ...stops.map((stop) => stop.day)),
    stops: stops.map((stop, index) => ({
      order: index + 1,
      name: stop.name.trim().slice(0, TITLE_MAX_LENGTH),
      lat: stop.lat,
      lng: stop.lng,
      externalId: stop.externalId,
      ...(stop.placeId !== null ? { placeId: stop.placeId } : {}),
      day: stop.day,
      time: stop.time,
      durationMinutes: stop.durationMinutes,
      ...(stop.costKrw != null ? { costKrw: stop.costKrw } : {}),
    })),
  };
}

/** Where a new course is listed: All courses for a public one, My course for a private one (spec §2). */
export function courseListPath(visibility: CoursePlan['visibility'], now = Date.now()): string {
  const tab = visibility === 'private' ? 'my-course' : 'all-courses';
  return `/kcourse?tab=${tab}&refresh=${now}`;
}
