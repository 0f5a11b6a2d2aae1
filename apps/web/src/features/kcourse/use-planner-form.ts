import type { CoursePlanForm } from '@ktravel/contract';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { lazyResolver, useLazyZodForm } from '@/lib/form/zod-form.ts';
import { isSamePlan } from './course-plan.ts';
import { planOf, usePlannerDraft } from './planner-draft-store.ts';

/** Replacing the form's values with the draft keeps a save already tried: its errors stay and are checked again. */
const KEEP_FORM_STATE = {
  keepErrors: true,
  keepIsSubmitted: true,
  keepSubmitCount: true,
  keepDirty: true,
} as const;

/** The contract's check of a plan, fetched once the planner is idle or when it is first saved (issue 16). */
const coursePlanCheck = lazyResolver<typeof CoursePlanForm>(() =>
  import('./course-plan-resolver.ts').then((module) => module.coursePlanResolver),
);

/**
 * The planner's form on the draft kept in the browser: it starts from the draft, every edit is stored, and a
 * draft changed from elsewhere replaces the form's values.
 */
export function usePlannerForm() {
  const draft = usePlannerDraft(useShallow(planOf));
  const form = useLazyZodForm(coursePlanCheck, {
    defaultValues: draft,
    // The editor moves focus itself: the stops have no control to focus.
    shouldFocusError: false,
  });
  const { isSubmitted } = form.formState;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const stored = usePlannerDraft.getState();
          if (!isSamePlan(values, stored)) stored.setPlan(values);
        },
      }),
    [form],
  );

  // Runs when the stored draft changes (`draft`), and reads the store as it is then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draft` says when; the values are read fresh
  useEffect(() => {
    // The store as it is now, not as it was at this render: an edit made since (its callback above stored it) must
    // not be replaced by the older values (a quick second change was lost so: a visibility, then a category).
    const current = planOf(usePlannerDraft.getState());
    if (isSamePlan(current, form.getValues())) return;
    form.reset(current, KEEP_FORM_STATE);
    // A check that could not be fetched leaves the errors shown as they were; saving says what went wrong.
    if (isSubmitted) form.trigger().catch(() => {});
  }, [draft, form, isSubmitted]);

  return form;
}
