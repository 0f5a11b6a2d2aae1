import type { PlanStop } from './course-plan.ts';

/** Day 1 without a time or a length, as a plan's stops and a course body's stops hold it. */
export const DAY_ONE_UNTIMED = { day: 1, time: null, durationMinutes: null } as const;

/** A planner stop for tests, on day 1 without a time: keyed, and found by search, by `key`; no address. */
export const testPlanStop = (
  key: string,
  name: string,
  [lat, lng]: [number, number],
  placeId: number | null,
) =>
  ({ key, name, address: null, lat, lng, externalId: key, placeId, ...DAY_ONE_UNTIMED }) satisfies PlanStop;

/** Gyeongbokgung, a place of the catalogue (id 1). */
export const PALACE_STOP = testPlanStop('1', 'Gyeongbokgung', [37.58, 126.977], 1);
