import { type CourseDto, CoursePlanForm } from '@ktravel/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateCourse } from '../api/courses.ts';
import { planFromCourse, toCourseBody } from '../course-plan.ts';
import { CoursePlanEditor } from './course-plan/course-plan-editor.tsx';
import { CoverField, useCoverUpload } from './course-plan/cover-field.tsx';

interface CourseEditFormProps {
  course: CourseDto;
  onCancel: () => void;
  onSaved: (course: CourseDto) => void;
}

/**
 * The course page's edit mode: the planner's editor (search, stops, title, visibility, category, cover) for an
 * existing course. Saving sends PUT /api/courses/{id}; a failure keeps every edit and says why.
 */
export function CourseEditForm({ course, onCancel, onSaved }: CourseEditFormProps) {
  const { t, i18n } = useTranslation();
  const updateCourse = useUpdateCourse();
  const form = useZodForm(CoursePlanForm, {
    defaultValues: planFromCourse(course, i18n.language),
    shouldFocusError: false,
  });
  const { cover, canUpload } = useCoverUpload(course);

  // The cover is uploaded first (its field shows why when that fails); sent only when it changed (null removes it).
  const handleSave = form.handleSubmit((plan) => {
    if (updateCourse.isPending) return;
    return cover.whenUploaded((coverUrl) =>
      updateCourse.mutate(
        {
          id: course.id,
          course: { ...toCourseBody(plan), ...(coverUrl === course.coverUrl ? {} : { coverUrl }) },
        },
        {
          onSuccess: (updated) => onSaved(updated),
          onError: (error) => notify.error(t('planner.editFailed', { message: t(errorMessageKey(error)) })),
        },
      ),
    );
  });

  return (
    <div className="flex flex-col gap-5" data-testid="course-edit-form">
      <CoursePlanEditor form={form} coverField={<CoverField cover={cover} canUpload={canUpload} />} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-sand-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={updateCourse.isPending}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void handleSave()}
          disabled={updateCourse.isPending}
        >
          {updateCourse.isPending ? t('planner.saving') : t('planner.saveChanges')}
        </button>
      </div>
    </div>
  );
}
