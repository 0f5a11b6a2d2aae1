import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { CheckIcon, ImageIcon, RefreshIcon, TrashIcon } from '@/components/icons/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { IMAGE_ACCEPT } from '@/lib/image-file.ts';
import { UploadError } from '@/lib/uploads.ts';
import type { ImageUpload } from '@/lib/use-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** The translated reason an upload failed: the server's refusal, or the PUT's status (spec §8). */
function useUploadErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof UploadError) {
      return error.status === 0
        ? t('imageUpload.uploadNetwork')
        : t('imageUpload.uploadFailed', { status: error.status });
    }
    return isApiError(error) ? t(errorMessageKey(error)) : t('imageUpload.uploadNetwork');
  };
}

/**
 * An image being chosen (a post's, a course's cover, a place's photo): choose a file (checked for type and size before anything is sent), its
 * preview with the upload's progress, try again after a failure, change it, or remove it after confirming.
 */
export function ImagePicker({ image, label, hint }: { image: ImageUpload; label: string; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const uploadErrorMessage = useUploadErrorMessage();
  const { state, problem } = image;
  const problemMessage =
    problem === 'type' ? t('imageUpload.wrongType') : problem === 'size' ? t('imageUpload.tooLarge') : null;

  const fileInput = (text: string, className: string) => (
    <label className={`${className} cursor-pointer focus-within:outline-3 focus-within:outline-brand-500`}>
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again after removing it still counts as a change.
          event.target.value = '';
          if (file) image.select(file);
        }}
      />
      <ImageIcon aria-hidden="true" className="shrink-0 text-lg" />
      {text}
    </label>
  );

  return (
    <div className="flex flex-col gap-2">
      <span className="field-label mb-0">{label}</span>
      {state.status === 'none' ? (
        fileInput(
          t('imageUpload.add'),
          'flex min-h-24 flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 px-4 py-5 text-sm font-semibold text-brand-700 transition-colors hover:border-brand-400 hover:bg-brand-50',
        )
      ) : (
        <div className="overflow-hidden rounded-xl border border-sand-200 bg-sand-100">
          <div className="relative">
            <img
              src={state.previewUrl}
              alt={t('imageUpload.previewAlt')}
              className="aspect-[16/9] w-full object-cover"
            />
            {state.status === 'uploaded' ? (
              <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-jade-700 px-2.5 py-1 text-xs font-bold text-white shadow">
                <CheckIcon aria-hidden="true" />
                {t('imageUpload.uploaded')}
              </span>
            ) : null}
          </div>
          {state.status === 'uploading' ? (
            <div className="flex flex-col gap-1.5 px-3 py-2.5">
              <div className="flex justify-between text-xs font-semibold text-sand-700">
                <span id={`${id}-progress`}>{t('imageUpload.uploading')}</span>
                <span aria-hidden="true">{Math.round(state.progress * 100)}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`${id}-progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(state.progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-sand-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${Math.max(4, state.progress * 100)}%` }}
                />
              </div>
            </div>
          ) : null}
          {state.status === 'selected' && state.error ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 px-3 py-2.5">
              <p className="min-w-0 flex-1 text-sm font-medium text-accent-700">
                {uploadErrorMessage(state.error)}
              </p>
              <button type="button" className="btn-secondary min-h-9 px-3" onClick={image.retry}>
                <RefreshIcon aria-hidden="true" />
                {t('common.retry')}
              </button>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2 border-t border-sand-200 bg-white px-3 py-2">
            {fileInput(t('imageUpload.change'), 'btn-ghost min-h-9 px-2')}
            <button
              type="button"
              className="btn-ghost min-h-9 px-2 text-accent-700 hover:text-accent-800"
              onClick={() => setIsConfirmingRemove(true)}
            >
              <TrashIcon aria-hidden="true" />
              {t('imageUpload.remove')}
            </button>
          </div>
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-sand-600">
        {hint ?? t('imageUpload.hint')}
      </p>
      {problemMessage ? (
        <p role="alert" className="field-error mt-0">
          {problemMessage}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirmingRemove}
        onOpenChange={setIsConfirmingRemove}
        title={t('imageUpload.removeTitle')}
        description={t('imageUpload.removeConfirm')}
        confirmLabel={t('imageUpload.remove')}
        isDestructive
        onConfirm={() => {
          image.remove();
          setIsConfirmingRemove(false);
        }}
      />
    </div>
  );
}
