import { COURSE_MAX_STOPS, CoursePlanForm } from '@ktravel/contract';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { type CoursePlan, EMPTY_PLAN, type PlanStop } from './course-plan.ts';

/** A draft is a plan still being made: any title and up to the maximum of stops, each a whole stop. */
const StoredPlan = CoursePlanForm.extend({
  title: z.string(),
  stops: z.array(CoursePlanForm.shape.stops.element).max(COURSE_MAX_STOPS),
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

/** The plan in a draft state (without the store's functions). */
export function planOf({ title, visibility, category, stops }: CoursePlan): CoursePlan {
  return { title, visibility, category, stops };
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
