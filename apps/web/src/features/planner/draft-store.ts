import { COURSE_CATEGORIES, COURSE_MAX_STOPS, COURSE_VISIBILITIES } from '@ktravel/contract';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { type CoursePlan, EMPTY_PLAN, type PlanStop } from './course-plan.ts';

const StoredStop = z.object({
  key: z.string().min(1),
  name: z.string(),
  address: z.string().nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  externalId: z.string().nullable(),
  placeId: z.number().int().positive().nullable(),
});

const StoredPlan = z.object({
  title: z.string(),
  visibility: z.enum(COURSE_VISIBILITIES),
  category: z.enum(COURSE_CATEGORIES),
  stops: z.array(StoredStop).max(COURSE_MAX_STOPS),
});

/**
 * The stored draft if it is a whole, valid plan, else the empty plan: a value written by another version or
 * edited by hand must not break the planner. Stops listed twice keep their first place.
 */
export function readDraft(stored: unknown): CoursePlan {
  const parsed = StoredPlan.safeParse(stored);
  if (!parsed.success) return EMPTY_PLAN;
  const seen = new Set<string>();
  const stops = parsed.data.stops.filter((stop) => !seen.has(stop.key) && seen.add(stop.key));
  return { ...parsed.data, stops };
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
      partialize: ({ title, visibility, category, stops }): CoursePlan => ({
        title,
        visibility,
        category,
        stops,
      }),
      merge: (persisted, current) => ({ ...current, ...readDraft(persisted) }),
    },
  ),
);
