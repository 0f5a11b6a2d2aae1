import type { CourseAccessEventDto, CourseDto, CourseEventDto } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API_BASE } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { getCourseActivity } from './api/course-activity.ts';
import { courseQueryKey, coursesQueryKey } from './api/courses.ts';

/** How long after the server refused the stream it is asked again (its Retry-After; EventSource cannot read it). */
export const LIVE_RETRY_MS = 30_000;

/** What the page hears: who changed the course, and the newest line of the activity that says what. */
export interface LiveChange {
  event: CourseEventDto;
  line: Awaited<ReturnType<typeof getCourseActivity>>[number] | undefined;
}

/**
 * Live changes of a course its viewer plans (owner, editor or viewer; DESIGN §8.4): `GET /api/courses/{id}/events`
 * as an EventSource. Someone else's change refreshes the course and is told through `onChange` with the activity
 * line that says what happened; the reader's own saves are not told. A stream the server ends (access lost) makes
 * the page read the course again (and show its 404) and asks for the stream again after LIVE_RETRY_MS (a server
 * with too many streams open refuses for a while). When the reader's own part changes (`event: access`: made a
 * viewer, removed) the course on screen takes the new role at once, so Edit goes before the page reads it again,
 * and `onAccess` is told. Nothing where the browser has no EventSource.
 */
export function useCourseLive(
  course: CourseDto,
  onChange: (change: LiveChange) => void,
  onAccess?: (access: CourseAccessEventDto) => void,
): void {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const isPlanner = course.viewerRole !== null;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onAccessRef = useRef(onAccess);
  onAccessRef.current = onAccess;
  const seen = useRef(course.version);
  seen.current = Math.max(seen.current, course.version);

  useEffect(() => {
    if (!isPlanner || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // After a dropped connection came back, changes made meanwhile were not heard: read the course again.
    let opened = 0;
    const connect = () => {
      const current = new EventSource(`${API_BASE}/courses/${course.id}/events`, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        opened += 1;
        if (opened > 1) void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
      });
      current.addEventListener('access', (message) => {
        const access = parsed<CourseAccessEventDto>(message);
        if (!access) return;
        queryClient.setQueryData<CourseDto>(courseQueryKey(course.id), (cached) =>
          cached ? { ...cached, viewerRole: access.canRead ? access.viewerRole : null } : cached,
        );
        void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
        onAccessRef.current?.(access);
      });
      current.addEventListener('course', (message) => {
        const event = parsed<CourseEventDto>(message);
        if (!event) return;
        if (event.version <= seen.current) return;
        seen.current = event.version;
        void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
        if (event.by.id === userId) return;
        void getCourseActivity(course.id)
          .catch(() => [])
          .then((lines) =>
            onChangeRef.current({ event, line: lines.find((line) => line.by.id === event.by.id) }),
          );
      });
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return;
        // Closed for good: the server refused (no longer allowed to read it, or too many streams open there).
        // Read the course again (a lost access shows its 404 and ends this), and try the stream again later.
        void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
        retry = setTimeout(connect, LIVE_RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [isPlanner, course.id, userId, queryClient]);
}

/** An event's JSON data, or undefined when it is not JSON. */
function parsed<T>(message: Event): T | undefined {
  try {
    return JSON.parse((message as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}
