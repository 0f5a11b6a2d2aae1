import {
  COST_KRW_MAX,
  COURSE_CATEGORIES,
  COURSE_MAX_DAYS,
  COURSE_MAX_STOPS,
  COURSE_VISIBILITIES,
  DB_ID_MAX,
  isCalendarDate,
  isClockTime,
  STOP_DURATION_MAX,
  STOP_DURATION_MIN,
} from '@ktravel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { type CoursePlan, EMPTY_PLAN, type PlanStop } from './course-plan.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && isNumberIn(value, min, max);

/**
 * A whole stop by the contract's form schema (`CoursePlanForm`'s stop; the test holds the two together). A draft
 * kept before trips had days has no day, time or duration: day 1, no time.
 */
function readStop(value: unknown): PlanStop | null {
  if (!isRecord(value)) return null;
  const {
    key,
    name,
    address,
    lat,
    lng,
    externalId,
    placeId,
    day = 1,
    time = null,
    durationMinutes = null,
    costKrw = null,
    usualCostKrw = null,
  } = value;
  const isStop =
    typeof key === 'string' &&
    key.length > 0 &&
    typeof name === 'string' &&
    isStringOrNull(address) &&
    isNumberIn(lat, -90, 90) &&
    isNumberIn(lng, -180, 180) &&
    isStringOrNull(externalId) &&
    (placeId === null || isWhole(placeId, 1, DB_ID_MAX)) &&
    isWhole(day, 1, COURSE_MAX_DAYS) &&
    (time === null || (typeof time === 'string' && isClockTime(time))) &&
    (durationMinutes === null || isWhole(durationMinutes, STOP_DURATION_MIN, STOP_DURATION_MAX)) &&
    (costKrw === null || isWhole(costKrw, 0, COST_KRW_MAX)) &&
    (usualCostKrw === null || isWhole(usualCostKrw, 0, COST_KRW_MAX));
  return isStop
    ? {
        key,
        name,
        address,
        lat,
        lng,
        externalId,
        placeId: placeId as number | null,
        day: day as number,
        time: time as string | null,
        durationMinutes: durationMinutes as number | null,
        // Only when known: a draft without costs reads back as it was written.
        ...(costKrw !== null ? { costKrw: costKrw as number } : {}),
        ...(usualCostKrw !== null ? { usualCostKrw: usualCostKrw as number } : {}),
      }
    : null;
}

/**
 * The stored draft if it is a whole, valid plan, else the empty plan: a value written by another version or
 * edited by hand must not break the planner. A draft is a plan still being made: any title and up to the
 * maximum of stops, each a whole stop (the contract's form schema otherwise; checked by hand, so the planner
 * paints without zod, issue 16). Stops listed twice keep their first place.
 */
export function readDraft(stored: unknown): CoursePlan {
  if (!isRecord(stored)) return EMPTY_PLAN;
  const { title, visibility, category, stops, startDate = null, dayCount = 1 } = stored;
  if (
    typeof title !== 'string' ||
    !COURSE_VISIBILITIES.includes(visibility as CoursePlan['visibility']) ||
    !COURSE_CATEGORIES.includes(category as CoursePlan['category']) ||
    !Array.isArray(stops) ||
    stops.length > COURSE_MAX_STOPS ||
    !(startDate === null || (typeof startDate === 'string' && isCalendarDate(startDate))) ||
    !isWhole(dayCount, 1, COURSE_MAX_DAYS)
  ) {
    return EMPTY_PLAN;
  }
  const read = stops.map(readStop);
  if (read.some((stop) => stop === null)) return EMPTY_PLAN;
  const seen = new Set<string>();
  const unique = (read as PlanStop[]).filter((stop) => !seen.has(stop.key) && seen.add(stop.key));
  // Day order, and at least as many days as the last stop's.
  const ordered = [...unique].sort((a, b) => a.day - b.day);
  return {
    title,
    visibility: visibility as CoursePlan['visibility'],
    category: category as CoursePlan['category'],
    stops: ordered,
    startDate: startDate as string | null,
    dayCount: Math.max(dayCount as number, ...ordered.map((stop) => stop.day)),
  };
}

/** The plan in a draft state (without the store's functions). */
export function planOf({ title, visibility, category, stops, startDate, dayCount }: CoursePlan): CoursePlan {
  return { title, visibility, category, stops, startDate, dayCount };
}

interface DraftState extends CoursePlan {
  setPlan: (change: Partial<CoursePlan>) => void;
  setStops: (update: (stops: PlanStop[]) => PlanStop[]) => void;
  clear: () => void;
}

/**
 * The planner's half-made course, kept in localStorage (`ktravel-planner-draft`) so a reload or the sign-in
 * round trip loses nothing.
 */
export const usePlannerDraft = create<DraftState>()(
  persist(
    (set) => ({
      ...EMPTY_PLAN,
      setPlan: (change) => set(change),
      setStops: (update) => set((state) => ({ stops: update(state.stops) })),
      clear: () => {
        set(EMPTY_PLAN);
        usePlannerDraft.persist.clearStorage();
      },
    }),
    {
      name: STORAGE_KEYS.plannerDraft,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => planOf(state),
      merge: (persisted, current) => ({ ...current, ...readDraft(persisted) }),
    },
  ),
);
