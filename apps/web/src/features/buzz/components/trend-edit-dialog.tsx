import {
  ABOUT_DESCRIPTION_MAX_LENGTH,
  type PostDto,
  TITLE_MAX_LENGTH,
  TrendEditForm,
  trendUploadKey,
} from '@ktravel/contract';
import { useCallback } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { PencilIcon } from '@/components/icons/index.ts';
import { ImagePicker } from '@/components/image-picker.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useImageUpload } from '@/lib/use-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useUpdatePost } from '../api/posts.ts';
import { PostTextFields } from './post-text-fields.tsx';

interface TrendEditDialogProps {
  trend: PostDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit a trend article: title (required), image, body, and the about box's title and description. */
export function TrendEditDialog({ trend, open, onOpenChange }: TrendEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('buzz.trendEdit.title')} icon={<PencilIcon />} className="max-w-2xl">
        <TrendForm trend={trend} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TrendForm({ trend, onDone }: { trend: PostDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePost();
  const uploadKey = useCallback((name: string) => trendUploadKey(trend.id, name), [trend.id]);
  const image = useImageUpload({
    uploadKey,
    initialUrl: trend.imageUrl,
    initialPreviewUrl: trend.thumbnailUrl,
  });
  const form = useZodForm(TrendEditForm, {
    defaultValues: {
      title: trend.title,
      content: trend.content,
      aboutTitle: trend.aboutTitle ?? '',
      aboutDescription: trend.aboutDescription ?? '',
    },
  });

  const handleSave = form.handleSubmit((values) =>
    image.whenUploaded((imageUrl) =>
      update.mutate(
        {
          id: trend.id,
          post: {
            ...values,
            aboutTitle: values.aboutTitle || null,
            aboutDescription: values.aboutDescription || null,
            imageUrl,
          },
        },
        {
          onSuccess: () => {
            notify.success(t('buzz.trendEdit.saved'));
            onDone();
          },
          onError: (error) =>
            notify.error(t('buzz.trendEdit.failed', { message: t(errorMessageKey(error)) })),
        },
      ),
    ),
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void handleSave(event)}>
      <PostTextFields
        title={form.register('title')}
        titleLength={(form.watch('title') ?? '').length}
        content={form.register('content')}
        errors={form.formState.errors}
      />
      <ImagePicker image={image} label={t('imageUpload.label')} />
      <FormField label={t('buzz.form.aboutTitle')}>
        {(field) => (
          <input
            {...field}
            {...form.register('aboutTitle')}
            maxLength={TITLE_MAX_LENGTH}
            className="field-input"
          />
        )}
      </FormField>
      <FormField label={t('buzz.form.aboutDescription')}>
        {(field) => (
          <textarea
            {...field}
            {...form.register('aboutDescription')}
            rows={4}
            maxLength={ABOUT_DESCRIPTION_MAX_LENGTH}
            className="field-input py-2.5"
          />
        )}
      </FormField>
      <FormFooter
        onCancel={onDone}
        submitLabel={t('buzz.edit.save')}
        pendingLabel={t('buzz.edit.saving')}
        isPending={update.isPending}
        isSubmitDisabled={image.state.status === 'uploading'}
      />
    </form>
  );
}
