import type { CourseDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { courseQueryKey } from './api/courses.ts';
import { LIVE_RETRY_MS, useCourseLive } from './use-course-live.ts';

/** An EventSource standing in for the browser's: the test opens, refuses or closes it. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  /** The server answered with an error status (a 429 or 503, a 404): the browser closes it for good. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function renderLive(viewerRole: CourseDto['viewerRole'] = 'owner') {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const course = testCourse({ id: 12, viewerRole });
  queryClient.setQueryData(courseQueryKey(12), course);
  const onAccess = vi.fn();
  const view = renderHook(() => useCourseLive(course, () => {}, onAccess), { wrapper });
  return { ...view, invalidate, queryClient, onAccess };
}

describe('useCourseLive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    setSession(testUser(1, 'Sora'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the course again when the server refuses the stream, and asks for it again later (issue 43)', () => {
    const { invalidate, unmount } = renderLive();
    expect(FakeEventSource.made.map((source) => source.url)).toEqual(['/api/courses/12/events']);
    act(() => FakeEventSource.made[0]!.refuse());
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(LIVE_RETRY_MS - 1));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.made).toHaveLength(2);
    // Gone from the page: the stream closes and no retry is left behind.
    act(() => FakeEventSource.made[1]!.refuse());
    unmount();
    act(() => vi.advanceTimersByTime(LIVE_RETRY_MS * 2));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('takes the role an `event: access` says at once: an editor made a viewer loses Edit before the course is read again', () => {
    const { queryClient, onAccess, invalidate } = renderLive('editor');
    const access = { canRead: true, viewerRole: 'viewer' };
    act(() => {
      FakeEventSource.made[0]!.dispatchEvent(new MessageEvent('access', { data: JSON.stringify(access) }));
    });
    expect(queryClient.getQueryData<CourseDto>(courseQueryKey(12))?.viewerRole).toBe('viewer');
    expect(onAccess).toHaveBeenCalledWith(access);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Removed (no longer allowed to read): no role at all.
    act(() => {
      FakeEventSource.made[0]!.dispatchEvent(
        new MessageEvent('access', { data: JSON.stringify({ canRead: false, viewerRole: null }) }),
      );
    });
    expect(queryClient.getQueryData<CourseDto>(courseQueryKey(12))?.viewerRole).toBeNull();
  });
});
