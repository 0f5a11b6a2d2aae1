import { POST_CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@ktravel/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field.tsx';
import { LengthCount, useTooLongMessage } from '@/components/form/length-count.tsx';
import { fieldErrorKey } from '@/lib/form/zod-form.ts';
import { useTranslation } from '@/lib/use-translation.ts';

type FieldError = { type?: unknown } | undefined;

interface PostTextFieldsProps {
  /** `form.register('title')` and `form.register('content')`. */
  title: UseFormRegisterReturn;
  content: UseFormRegisterReturn;
  errors: { title?: FieldError; content?: FieldError };
  /** The title's length as typed (counted beside its label; over the limit it says so at once). */
  titleLength: number;
  /** Content may be left empty (creating), or not (editing). */
  isContentOptional?: boolean;
  contentRows?: number;
}

/** A post's title and text, with the schema's errors ("Enter a title", "Enter the content"). */
export function PostTextFields({
  title,
  content,
  errors,
  titleLength,
  isContentOptional = false,
  contentRows = 8,
}: PostTextFieldsProps) {
  const { t } = useTranslation();
  const titleError = fieldErrorKey(errors.title, { too_small: 'buzz.form.titleRequired' as const });
  const titleTooLong = useTooLongMessage(titleLength, TITLE_MAX_LENGTH);
  const contentError = fieldErrorKey(errors.content, { too_small: 'buzz.form.contentRequired' as const });
  return (
    <>
      <FormField
        label={t('buzz.form.title')}
        aside={<LengthCount length={titleLength} max={TITLE_MAX_LENGTH} />}
        error={titleTooLong ?? (titleError && t(titleError))}
      >
        {(field) => (
          <input
            {...field}
            {...title}
            data-autofocus
            placeholder={t('buzz.form.titlePlaceholder')}
            className="field-input"
          />
        )}
      </FormField>
      <FormField
        label={isContentOptional ? t('buzz.form.contentOptional') : t('buzz.form.content')}
        error={contentError && t(contentError)}
      >
        {(field) => (
          <textarea
            {...field}
            {...content}
            rows={contentRows}
            maxLength={POST_CONTENT_MAX_LENGTH}
            placeholder={t('buzz.form.contentPlaceholder')}
            className="field-input py-2.5"
          />
        )}
      </FormField>
    </>
  );
}
