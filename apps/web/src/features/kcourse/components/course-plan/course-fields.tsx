import { COURSE_CATEGORIES, COURSE_VISIBILITIES, TITLE_MAX_LENGTH } from '@ktravel/contract';
import type { UseFormRegister } from 'react-hook-form';
import { FormField, SelectField } from '@/components/form/form-field.tsx';
import { LengthCount } from '@/components/form/length-count.tsx';
import { COURSE_CATEGORY_LABEL_KEYS } from '@/lib/course-labels.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CoursePlan } from '../../course-plan.ts';

interface CourseFieldsProps {
  register: UseFormRegister<CoursePlan>;
  /** Shown under the title and marks it invalid. */
  titleError?: string | null;
  /** The title's length as typed, counted beside its label. */
  titleLength: number;
}

const VISIBILITY_KEYS = {
  public: 'planner.visibility.public',
  private: 'planner.visibility.private',
} as const satisfies Record<CoursePlan['visibility'], string>;

/** A course's title (required), visibility (public or private) and category. */
export function CourseFields({ register, titleError, titleLength }: CourseFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t('planner.fields.title')}
        aside={<LengthCount length={titleLength} max={TITLE_MAX_LENGTH} />}
        error={titleError}
      >
        {(field) => (
          <input
            {...field}
            {...register('title')}
            type="text"
            placeholder={t('planner.fields.titlePlaceholder')}
            aria-required="true"
            className="field-input"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label={t('planner.fields.visibility')}
          registration={register('visibility')}
          options={COURSE_VISIBILITIES.map((value) => ({ value, label: t(VISIBILITY_KEYS[value]) }))}
        />
        <SelectField
          label={t('planner.fields.category')}
          registration={register('category')}
          options={COURSE_CATEGORIES.map((value) => ({ value, label: t(COURSE_CATEGORY_LABEL_KEYS[value]) }))}
        />
      </div>
    </div>
  );
}
