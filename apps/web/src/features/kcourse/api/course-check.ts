import { type CourseBody, CourseCheckDto, dataOf } from '@ktravel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { coursesQueryKey } from './courses.ts';

const CheckResponse = import.meta.env.DEV ? dataOf(CourseCheckDto) : undefined;

/** GET /api/courses/{id}/check?language: a saved course's warnings, for whoever may read it. */
export async function getCourseCheck(id: number, language: string, signal?: AbortSignal) {
  const body = await api.get(`/courses/${id}/check`, { query: { language }, schema: CheckResponse, signal });
  return body.data;
}

/** Under the course's own key: a change of the course (invalidated with it) checks it again. */
export const getCourseCheckQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: [...coursesQueryKey, id, 'check', language],
    queryFn: ({ signal }) => getCourseCheck(id, language, signal),
  });

/** Only a course with a start date has dated warnings: without one nothing is asked. */
export const useCourseCheck = (id: number, language: string, hasStartDate: boolean) =>
  useQuery({ ...getCourseCheckQueryOptions(id, language), enabled: hasStartDate });

/** POST /api/courses/check?language: an unsaved plan's warnings (nothing is saved). */
export async function checkPlan(course: CourseBody, language: string, signal?: AbortSignal) {
  const body = await api.post('/courses/check', course, {
    query: { language },
    schema: CheckResponse,
    signal,
  });
  return body.data;
}

/** How long the planner waits after an edit before asking: typing a time asks once, not per key. */
export const PLAN_CHECK_DELAY_MS = 400;

/** A plan to check and the keys of its stops in order (a warning's `order` is a position in it). */
export interface PlanToCheck {
  course: CourseBody;
  keys: string[];
}

/**
 * The planner's warnings as the plan changes (DESIGN §8.1): asked `PLAN_CHECK_DELAY_MS` after the last change,
 * the previous answer kept on screen meanwhile; `plan` null asks nothing (no start date, no stops, signed out).
 * The answer carries the stop keys it was asked with, so a warning stays beside its stop while the plan moves on.
 */
export function usePlanCheck(plan: PlanToCheck | null, language: string) {
  const text = plan ? JSON.stringify(plan) : null;
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), PLAN_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: [...coursesQueryKey, 'check-plan', language, settled],
    queryFn: async ({ signal }) => {
      const asked = JSON.parse(settled!) as PlanToCheck;
      return { ...(await checkPlan(asked.course, language, signal)), keys: asked.keys };
    },
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
