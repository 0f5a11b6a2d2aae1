import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { MEMBER_CACHES, PACK_API_CACHE } from './pack-urls.ts';

/** A course opened this long ago or less stays in the pack (DESIGN §8.2). */
export const RECENT_COURSE_MS = 30 * 24 * 60 * 60 * 1000;

export type PackItem = 'course' | 'place';

interface PackState {
  /** The member the pack belongs to (another member's sign-in empties it first). */
  owner: number | null;
  /** What the last refresh kept. */
  courses: number[];
  places: number[];
  /** Courses opened, by id: when (ms). */
  opened: Record<string, number>;
  /** Taken out by the reader ("Remove from this device"): not kept again until they ask. */
  removedCourses: number[];
  removedPlaces: number[];
  refreshedAt: number | null;
}

const EMPTY: PackState = {
  owner: null,
  courses: [],
  places: [],
  opened: {},
  removedCourses: [],
  removedPlaces: [],
  refreshedAt: null,
};

/** The offline trip pack's index (what is kept on this device, for whom); the answers are in the caches. */
export const usePackStore = create<PackState>()(
  persist(() => ({ ...EMPTY }), {
    name: STORAGE_KEYS.offlinePack,
    storage: createJSONStorage(() => localStorage),
  }),
);

/** Notes a course the member opened (kept for 30 days). */
export function noteCourseOpened(id: number, now = Date.now()): void {
  usePackStore.setState((state) => ({
    opened: { ...state.opened, [id]: now },
  }));
}

/** The courses opened in the last 30 days. */
export function recentCourses(state: Pick<PackState, 'opened'>, now = Date.now()): number[] {
  return Object.entries(state.opened)
    .filter(([, at]) => now - at <= RECENT_COURSE_MS)
    .map(([id]) => Number(id));
}

export const isInPack = (state: PackState, item: PackItem, id: number) =>
  (item === 'course' ? state.courses : state.places).includes(id);

/** The kept answers of one course or place (its detail, check, comments, hours). */
function itemPaths(item: PackItem, id: number): RegExp {
  return item === 'course'
    ? new RegExp(`^/api/(courses/${id}(/check)?|comments/course/${id})$`)
    : new RegExp(`^/api/places/${id}(/hours)?$`);
}

/** "Remove from this device": its kept answers go now, and the next refresh leaves it out. */
export async function removeFromDevice(item: PackItem, id: number): Promise<void> {
  usePackStore.setState((state) =>
    item === 'course'
      ? {
          courses: state.courses.filter((c) => c !== id),
          removedCourses: [...new Set([...state.removedCourses, id])],
        }
      : {
          places: state.places.filter((p) => p !== id),
          removedPlaces: [...new Set([...state.removedPlaces, id])],
        },
  );
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PACK_API_CACHE);
  const pattern = itemPaths(item, id);
  for (const request of await cache.keys()) {
    if (pattern.test(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/** "Keep on this device": undoes a removal (the next refresh keeps it again). */
export function keepOnDevice(item: PackItem, id: number): void {
  usePackStore.setState((state) =>
    item === 'course'
      ? { removedCourses: state.removedCourses.filter((c) => c !== id) }
      : { removedPlaces: state.removedPlaces.filter((p) => p !== id) },
  );
}

/**
 * Forgets the member's pack: the cached answers and images, the writes waiting, the index. At sign-out and when
 * another member signs in on this browser (DESIGN §8.2: no member data readable offline afterwards).
 */
export async function clearMemberPack(): Promise<void> {
  usePackStore.setState({ ...EMPTY });
  // The worker drops answers still on their way, then empties the caches too (what follows deletes them here).
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_MEMBER' });
  const { clearOutbox } = await import('./outbox.ts');
  await Promise.all([
    clearOutbox().catch(() => undefined),
    ...(typeof caches === 'undefined' ? [] : MEMBER_CACHES.map((name) => caches.delete(name))),
  ]);
}

/** How many bytes the pack's caches hold (their answers' bodies), by cache. */
export async function packBytes(names: readonly string[]): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let total = 0;
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) total += (await response.blob()).size;
    }
  }
  return total;
}
