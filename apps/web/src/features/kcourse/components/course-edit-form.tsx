import { type CourseDto, CoursePlanForm } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { getCourseActivity } from '../api/course-activity.ts';
import { courseQueryKey, getCourse, useUpdateCourse } from '../api/courses.ts';
import { mergePlans } from '../course-merge.ts';
import { type CoursePlan, planFromCourse, toCourseBody } from '../course-plan.ts';
import { CourseConflict } from './course-conflict.tsx';
import { CoursePlanEditor } from './course-plan/course-plan-editor.tsx';
import { CoverField, useCoverUpload } from './course-plan/cover-field.tsx';

interface CourseEditFormProps {
  course: CourseDto;
  onCancel: () => void;
  /** Saved; `overConflict` when it was "Save mine over theirs" (the member then stays on the course). */
  onSaved: (course: CourseDto, saved: { overConflict: boolean }) => void;
  /** Someone else saved the course while this form is open (its live stream said so): their name. */
  changedBy?: string | null;
  /** False once the member may no longer edit it (the owner made them a viewer or removed them): nothing saves. */
  canSave?: boolean;
}

/** Someone saved first: their course, who they are (when the activity says), and what I had on screen. */
interface Conflict {
  theirs: CourseDto;
  by: string | null;
}

/**
 * The course page's edit mode: the planner's editor (search, stops, title, visibility, category, cover) for an
 * existing course, for its owner and its editors. Saving sends PUT /api/courses/{id} with `If-Match` (the version
 * the edit started from): when someone saved first (409 COURSE_CHANGED) their version shows beside this one, and
 * the member keeps both, takes theirs or saves over it; the edits on screen are never dropped meanwhile.
 */
export function CourseEditForm({
  course,
  onCancel,
  onSaved,
  changedBy,
  canSave = true,
}: CourseEditFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const updateCourse = useUpdateCourse();
  const form = useZodForm(CoursePlanForm, {
    defaultValues: planFromCourse(course, i18n.language),
    shouldFocusError: false,
  });
  const { cover, canUpload } = useCoverUpload(course);
  // What the edit started from: the plan (for "keep both") and its version (sent as If-Match).
  const base = useRef<{ plan: CoursePlan; version: number }>({
    plan: planFromCourse(course, i18n.language),
    version: course.version,
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isLoadingTheirs, setIsLoadingTheirs] = useState(false);

  const showConflict = async () => {
    setIsLoadingTheirs(true);
    try {
      const [theirs, activity] = await Promise.all([
        getCourse(course.id),
        getCourseActivity(course.id).catch(() => []),
      ]);
      void queryClient.invalidateQueries({ queryKey: courseQueryKey(course.id) });
      setConflict({ theirs, by: activity[0]?.by.name ?? null });
    } catch (error) {
      notify.error(t('planner.editFailed', { message: t(errorMessageKey(error)) }));
    } finally {
      setIsLoadingTheirs(false);
    }
  };

  // The cover is uploaded first (its field shows why when that fails); sent only when it changed (null removes it).
  const save = (plan: CoursePlan, version: number, overConflict = false) =>
    cover.whenUploaded((coverUrl) =>
      updateCourse.mutate(
        {
          id: course.id,
          course: { ...toCourseBody(plan), ...(coverUrl === course.coverUrl ? {} : { coverUrl }) },
          version,
        },
        {
          onSuccess: (updated) => onSaved(updated, { overConflict }),
          onError: (error) => {
            if (isApiError(error) && error.code === 'COURSE_CHANGED') void showConflict();
            else notify.error(t('planner.editFailed', { message: t(errorMessageKey(error)) }));
          },
        },
      ),
    );
  const handleSave = form.handleSubmit((plan) => {
    if (updateCourse.isPending || !canSave) return;
    return save(plan, base.current.version);
  });

  /** Their version becomes what the edit starts from; the form shows `next`. */
  const resolve = (next: CoursePlan | null) => {
    if (!conflict) return;
    const theirs = planFromCourse(conflict.theirs, i18n.language);
    const mine = form.getValues();
    base.current = { plan: theirs, version: conflict.theirs.version };
    setConflict(null);
    if (next) form.reset(next, { keepDirty: true });
    else void save(mine, conflict.theirs.version, true);
  };

  return (
    <div className="flex flex-col gap-5" data-testid="course-edit-form">
      {canSave ? null : (
        <p role="alert" className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800">
          {t('kcourse.live.editAccessLost')}
        </p>
      )}
      {changedBy && !conflict ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t('kcourse.live.changedWhileEditing', { by: changedBy })}
        </p>
      ) : null}
      {isLoadingTheirs ? <p className="text-sm text-sand-600">{t('kcourse.conflict.loading')}</p> : null}
      {conflict ? (
        <CourseConflict
          by={conflict.by}
          theirs={planFromCourse(conflict.theirs, i18n.language)}
          mine={form.getValues()}
          isSaving={updateCourse.isPending || !canSave}
          onKeepBoth={() => {
            const theirs = planFromCourse(conflict.theirs, i18n.language);
            resolve(mergePlans(base.current.plan, form.getValues(), theirs));
            notify.info(t('kcourse.conflict.merged'));
          }}
          onTakeTheirs={() => resolve(planFromCourse(conflict.theirs, i18n.language))}
          onOverwrite={() => resolve(null)}
        />
      ) : null}
      <CoursePlanEditor form={form} coverField={<CoverField cover={cover} canUpload={canUpload} />} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-sand-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={updateCourse.isPending}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void handleSave()}
          disabled={updateCourse.isPending || !canSave}
        >
          {updateCourse.isPending ? t('planner.saving') : t('planner.saveChanges')}
        </button>
      </div>
    </div>
  );
}
