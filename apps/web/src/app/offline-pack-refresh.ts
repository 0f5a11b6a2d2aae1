import type { CourseDto } from '@ktravel/contract';
import { seoulNow } from '@ktravel/contract';
import type { TFunction } from 'i18next';
import { getCourseCheckQueryOptions } from '@/features/kcourse/api/course-check.ts';
import { getCourseCommentsQueryOptions } from '@/features/kcourse/api/course-comments.ts';
import { getCourseQueryOptions, getMyCoursesQueryOptions } from '@/features/kcourse/api/courses.ts';
import { usePlannerDraft } from '@/features/kcourse/planner-draft-store.ts';
import { getMyBookmarksQueryOptions } from '@/features/kmap/api/bookmarks.ts';
import { getPlaceQueryOptions } from '@/features/kmap/api/get-place.ts';
import { getMyListQueryOptions } from '@/features/mypage/api/lists.ts';
import { getMyStatsQueryOptions } from '@/features/mypage/api/stats.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { normalizeStoredLanguage } from '@/lib/language.ts';
import { I18N_NAMESPACE, LOCALES_PATH } from '@/lib/locales-version.ts';
import type { SendResult } from '@/lib/offline/outbox.ts';
import { clearMemberPack, recentCourses, usePackStore } from '@/lib/offline/pack-store.ts';
import { placeHoursQueryOptions } from '@/lib/places/place-hours.ts';
import { queryClient } from '@/lib/query-client.ts';
import { notify } from '@/lib/toast.ts';

/** Hours kept per place: enough for a trip's days from today (the hours card reads the day it needs). */
const PACK_HOURS_DAYS = 31;
/** Requests at a time while refreshing (the pack must not crowd out what the reader is doing). */
const CONCURRENCY = 3;

/** Runs `task` over `items`, `CONCURRENCY` at a time; a failure leaves that item out, not the rest. */
async function eachLimited<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await task(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A fresh read (through the service worker, which keeps its answer for offline use). */
const fresh = <T extends { queryKey: readonly unknown[] }>(options: T) => ({ ...options, staleTime: 0 });

let refreshing: Promise<void> | null = null;

/** Whether a service worker answers this page's requests (a first visit: once it has taken the page over). */
export async function workerControls(): Promise<boolean> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return true;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(false), 10_000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/**
 * Refreshes the member's offline trip pack (DESIGN §8.2): their created and saved courses and those opened in the
 * last 30 days (each with its check, first comments, and its stops' places and hours), their bookmarks' places
 * and hours, and My Page's counts. Every read goes through the app's own queries, so the service worker keeps
 * exactly the answers the pages ask for. What the member removed from this device is left out.
 */
export function refreshPack(memberId: number, language: string): Promise<void> {
  refreshing ??= (async () => {
    const state = usePackStore.getState();
    if (state.owner !== memberId) {
      await clearMemberPack();
      usePackStore.setState({ owner: memberId });
    }
    // The reader's translations, read again now that the worker keeps what the page reads (on a first visit
    // i18next fetched them before the worker was there).
    const translations = LOCALES_PATH.replace('{{lng}}', normalizeStoredLanguage(language)).replace(
      '{{ns}}',
      I18N_NAMESPACE,
    );
    await fetch(translations).catch(() => undefined);
    const [mine, bookmarks] = await Promise.all([
      queryClient.fetchQuery(fresh(getMyCoursesQueryOptions())),
      queryClient.fetchQuery(fresh(getMyBookmarksQueryOptions())),
      queryClient.fetchQuery(fresh(getMyStatsQueryOptions())).catch(() => undefined),
      // My Page's first pages of bookmarks and courses, as those pages ask for them.
      ...(['bookmarks', 'courses', 'savedCourses'] as const).map((kind) =>
        queryClient.fetchQuery(fresh(getMyListQueryOptions(kind, 1))).catch(() => undefined),
      ),
    ]);
    const { removedCourses, removedPlaces } = usePackStore.getState();
    const courseIds = [
      ...new Set([
        ...mine.myCourses.map((c) => c.id),
        ...mine.savedCourses.map((c) => c.id),
        ...recentCourses(usePackStore.getState()),
      ]),
    ].filter((id) => !removedCourses.includes(id));

    const kept: number[] = [];
    const courses: CourseDto[] = [];
    await eachLimited(courseIds, async (id) => {
      const course = await queryClient.fetchQuery(fresh(getCourseQueryOptions(id)));
      kept.push(id);
      courses.push(course);
      await Promise.all([
        course.startDate
          ? queryClient.fetchQuery(fresh(getCourseCheckQueryOptions(id, language)))
          : Promise.resolve(),
        queryClient.prefetchInfiniteQuery({ ...getCourseCommentsQueryOptions(id), staleTime: 0 }),
        course.coverThumbnailUrl ? fetch(course.coverThumbnailUrl).catch(() => undefined) : Promise.resolve(),
      ]);
    });

    const placeIds = [
      ...new Set([
        ...bookmarks.map((b) => b.placeId),
        ...courses.flatMap((c) => c.stops.map((s) => s.placeId).filter((id): id is number => id !== null)),
      ]),
    ].filter((id) => !removedPlaces.includes(id));
    const from = seoulNow().date;
    const hoursLanguage = normalizeStoredLanguage(language);
    const places: number[] = [];
    await eachLimited(placeIds, async (id) => {
      await Promise.all([
        queryClient.fetchQuery(fresh(getPlaceQueryOptions(id))),
        queryClient.fetchQuery(
          fresh(placeHoursQueryOptions({ id, from, days: PACK_HOURS_DAYS, language: hoursLanguage })),
        ),
      ]);
      places.push(id);
    });
    // Signed out meanwhile: what was fetched is not kept as theirs.
    if (useAuthStore.getState().user?.id !== memberId) return;
    usePackStore.setState({ owner: memberId, courses: kept, places, refreshedAt: Date.now() });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Tells what the writes sent after a connection came back did. */
export function reportSent(results: SendResult[], t: TFunction) {
  const sent = results.filter((r) => r.outcome === 'sent').length;
  if (sent > 0) notify.success(t('offline.sent', { count: sent }));
  // A planner save made offline stayed in the planner until it reached the server: now it has.
  const draft = usePlannerDraft.getState();
  const isDraftSent = results.some(
    (r) => r.outcome === 'sent' && r.entry.kind === 'planner' && r.entry.label === draft.title,
  );
  if (isDraftSent) draft.clear();
  for (const result of results) {
    if (result.outcome !== 'refused') continue;
    const reason = t(errorMessageKey(new ApiError(result.status, result.code, result.code)));
    const what = t(`offline.kinds.${result.entry.kind}`, { label: result.entry.label });
    notify.error(t('offline.refused', { what, reason }));
  }
}
