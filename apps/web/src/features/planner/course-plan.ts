import {
  type COURSE_CATEGORIES,
  COURSE_MAX_STOPS,
  type COURSE_VISIBILITIES,
  type CourseBody,
  type CourseDto,
  type PlaceSearchResultDto,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';

export type CourseVisibilityValue = (typeof COURSE_VISIBILITIES)[number];
export type CourseCategoryValue = (typeof COURSE_CATEGORIES)[number];

/** One stop while a course is being planned or edited. */
export interface PlanStop {
  /** Identity in the list: the search result's `placeId` (so a place is listed once), or the stored stop's. */
  key: string;
  name: string;
  address: string | null;
  lat: number;
  lng: number;
  /** Sent as the stop's `externalId`. */
  externalId: string | null;
  /** Our catalogue id, when the place is in the catalogue. */
  placeId: number | null;
}

/** The editable part of a course: what the planner keeps as a draft and the edit form holds. */
export interface CoursePlan {
  title: string;
  visibility: CourseVisibilityValue;
  category: CourseCategoryValue;
  stops: PlanStop[];
}

/** Spec §9: a new course is public, category all. */
export const EMPTY_PLAN: CoursePlan = { title: '', visibility: 'public', category: 'all', stops: [] };

export type PlanErrors = Partial<Record<'title' | 'stops', 'required' | 'tooMany'>>;

/** A search result as a stop; its `placeId` is the key that keeps it from being listed twice. */
export function stopFromSearchResult(result: PlaceSearchResultDto): PlanStop {
  return {
    key: result.placeId,
    name: result.name,
    address: result.address,
    lat: result.lat,
    lng: result.lng,
    externalId: result.placeId,
    placeId: result.id,
  };
}

/** A saved stop as an editable one, keyed like the search result it came from. */
export function stopFromCourseStop(stop: CourseDto['stops'][number]): PlanStop {
  const key = stop.externalId ?? (stop.placeId !== null ? String(stop.placeId) : `stop-${stop.id}`);
  return {
    key,
    name: stop.name,
    address: stop.address,
    lat: stop.lat,
    lng: stop.lng,
    externalId: stop.externalId,
    placeId: stop.placeId,
  };
}

/** A saved course as an editable plan, stops in their order. */
export function planFromCourse(course: CourseDto): CoursePlan {
  const stops = [...course.stops].sort((a, b) => a.order - b.order).map(stopFromCourseStop);
  return { title: course.title, visibility: course.visibility, category: course.category, stops };
}

export function isListed(stops: readonly PlanStop[], key: string): boolean {
  return stops.some((stop) => stop.key === key);
}

/** Appends `stop` unless a stop with the same key is listed already, or the course is full (same array back). */
export function addStop(stops: PlanStop[], stop: PlanStop): PlanStop[] {
  if (isListed(stops, stop.key) || stops.length >= COURSE_MAX_STOPS) return stops;
  return [...stops, stop];
}

export function removeStop(stops: PlanStop[], key: string): PlanStop[] {
  return stops.filter((stop) => stop.key !== key);
}

/** Moves the stop at `from` to `to` (indexes; out-of-range moves return the same array). */
export function moveStop(stops: PlanStop[], from: number, to: number): PlanStop[] {
  if (from === to || from < 0 || to < 0 || from >= stops.length || to >= stops.length) return stops;
  const next = [...stops];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Spec §5 Planner: a title (trimmed) and at least one place. Empty object when the plan can be saved. */
export function validatePlan(plan: CoursePlan): PlanErrors {
  const errors: PlanErrors = {};
  if (plan.title.trim() === '') errors.title = 'required';
  if (plan.stops.length === 0) errors.stops = 'required';
  else if (plan.stops.length > COURSE_MAX_STOPS) errors.stops = 'tooMany';
  return errors;
}

/** The body of POST /api/courses and PUT /api/courses/{id}: stops numbered 1..n in list order. */
export function toCourseBody(plan: CoursePlan): CourseBody {
  return {
    title: plan.title.trim(),
    visibility: plan.visibility,
    category: plan.category,
    stops: plan.stops.map((stop, index) => ({
      order: index + 1,
      name: stop.name.trim().slice(0, TITLE_MAX_LENGTH),
      lat: stop.lat,
      lng: stop.lng,
      externalId: stop.externalId,
      ...(stop.placeId !== null ? { placeId: stop.placeId } : {}),
    })),
  };
}

export function hasErrors(errors: PlanErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Where a new course is listed: All courses for a public one, My course for a private one (spec §2). */
export function courseListPath(visibility: CoursePlan['visibility'], now = Date.now()): string {
  const tab = visibility === 'private' ? 'my-course' : 'all-courses';
  return `/kcourse?tab=${tab}&refresh=${now}`;
}
