import type { CourseDto } from '@ktravel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { CoursePlanEditor } from '../../planner/components/course-plan-editor.tsx';
import {
  type CoursePlan,
  hasErrors,
  planFromCourse,
  toCourseBody,
  validatePlan,
} from '../../planner/course-plan.ts';
import { useUpdateCourse } from '../api/courses.ts';

interface CourseEditFormProps {
  course: CourseDto;
  onCancel: () => void;
  onSaved: (course: CourseDto) => void;
}

/**
 * The course page's edit mode: the planner's editor (search, stops, title, visibility, category) for an
 * existing course. Saving sends PUT /api/courses/{id}; a failure keeps every edit and says why.
 */
export function CourseEditForm({ course, onCancel, onSaved }: CourseEditFormProps) {
  const { t } = useTranslation();
  const updateCourse = useUpdateCourse();
  const [plan, setPlan] = useState<CoursePlan>(() => planFromCourse(course));
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = focusRequest > 0 ? validatePlan(plan) : {};

  const handleSave = () => {
    if (updateCourse.isPending) return;
    if (hasErrors(validatePlan(plan))) {
      setFocusRequest((count) => count + 1);
      return;
    }
    updateCourse.mutate(
      { id: course.id, course: toCourseBody(plan) },
      {
        onSuccess: (updated) => onSaved(updated),
        onError: (error) => notify.error(t('planner.editFailed', { message: t(errorMessageKey(error)) })),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5" data-testid="course-edit-form">
      <CoursePlanEditor
        plan={plan}
        onChange={(change) => setPlan((previous) => ({ ...previous, ...change }))}
        errors={errors}
        focusRequest={focusRequest}
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-sand-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={updateCourse.isPending}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn-primary" onClick={handleSave} disabled={updateCourse.isPending}>
          {updateCourse.isPending ? t('planner.saving') : t('planner.saveChanges')}
        </button>
      </div>
    </div>
  );
}
