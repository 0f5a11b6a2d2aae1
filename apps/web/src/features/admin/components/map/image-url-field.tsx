import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

interface ImageUrlFieldProps {
  registration: UseFormRegisterReturn;
  /** The field's current text (react-hook-form's `watch`). */
  value: string | null | undefined;
  error?: string | null;
}

function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

/** An image URL input (URL type) with a preview of the image it points at. */
export function ImageUrlField({ registration, value, error }: ImageUrlFieldProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = (value ?? '').trim();
  const canPreview = isWebAddress(url);

  return (
    <div className="flex flex-col gap-2">
      <FormField label={t('admin.map.form.imageUrl')} error={error}>
        {(field) => (
          <input
            {...field}
            {...registration}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            className="field-input"
          />
        )}
      </FormField>
      {canPreview ? (
        <figure className="flex flex-col gap-1">
          {failedUrl === url ? (
            <p className="rounded-lg border border-dashed border-sand-300 bg-sand-50 px-3 py-6 text-center text-sm text-sand-600">
              {t('admin.map.form.imageFailed')}
            </p>
          ) : (
            <img
              src={url}
              alt={t('admin.map.form.imagePreview')}
              className="max-h-48 w-full rounded-lg border border-sand-200 bg-sand-50 object-contain"
              onError={() => setFailedUrl(url)}
            />
          )}
          <figcaption className="text-xs text-sand-600">{t('admin.map.form.imagePreview')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
