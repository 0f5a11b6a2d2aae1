import { COURSE_CATEGORIES, COURSE_VISIBILITIES, TITLE_MAX_LENGTH } from '@ktravel/contract';
import type { Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePlan } from '../course-plan.ts';

type Fields = Pick<CoursePlan, 'title' | 'visibility' | 'category'>;

interface CourseFieldsProps {
  value: Fields;
  onChange: (change: Partial<Fields>) => void;
  /** Shown under the title and marks it invalid. */
  titleError?: string | null;
  titleRef?: Ref<HTMLInputElement>;
}

const VISIBILITY_KEYS = {
  public: 'planner.visibility.public',
  private: 'planner.visibility.private',
} as const satisfies Record<CoursePlan['visibility'], string>;

const CATEGORY_KEYS = {
  all: 'planner.category.all',
  cultural: 'planner.category.cultural',
  cafe: 'planner.category.cafe',
  food: 'planner.category.food',
} as const satisfies Record<CoursePlan['category'], string>;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** A course's title (required), visibility (public or private) and category. */
export function CourseFields({ value, onChange, titleError, titleRef }: CourseFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-title-error`;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-title`} className="field-label">
          {t('planner.fields.title')}
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          type="text"
          value={value.title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => onChange({ title: event.target.value })}
          placeholder={t('planner.fields.titlePlaceholder')}
          aria-required="true"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? errorId : undefined}
          className="field-input"
        />
        {titleError ? (
          <p id={errorId} className="field-error">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-visibility`} className="field-label">
            {t('planner.fields.visibility')}
          </label>
          <select
            id={`${id}-visibility`}
            value={value.visibility}
            onChange={(event) => {
              const next = event.target.value;
              if (isOneOf(COURSE_VISIBILITIES, next)) onChange({ visibility: next });
            }}
            className="field-input"
          >
            {COURSE_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(VISIBILITY_KEYS[visibility])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="field-label">
            {t('planner.fields.category')}
          </label>
          <select
            id={`${id}-category`}
            value={value.category}
            onChange={(event) => {
              const next = event.target.value;
              if (isOneOf(COURSE_CATEGORIES, next)) onChange({ category: next });
            }}
            className="field-input"
          >
            {COURSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(CATEGORY_KEYS[category])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
