import {
  communityUploadKey,
  POST_STATUSES,
  type PostDto,
  PostEditForm as PostEditSchema,
} from '@ktravel/contract';
import { useCallback } from 'react';
import { SelectField } from '@/components/form/form-field.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { ImagePicker } from '@/components/image-picker.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useImageUpload } from '@/lib/use-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useUpdatePost } from '../api/posts.ts';
import { PostTextFields } from './post-text-fields.tsx';

interface PostEditFormProps {
  post: PostDto;
  onCancel: () => void;
  onSaved: () => void;
}

/** The post page's edit mode: title and body (both required), status and image; Save or Cancel. */
export function PostEditForm({ post, onCancel, onSaved }: PostEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdatePost();
  const uploadKey = useCallback((name: string) => communityUploadKey(post.author.id, name), [post.author.id]);
  const image = useImageUpload({
    uploadKey,
    initialUrl: post.imageUrl,
    initialPreviewUrl: post.thumbnailUrl,
  });
  const form = useZodForm(PostEditSchema, {
    defaultValues: { title: post.title, content: post.content, status: post.status },
  });

  const handleSave = form.handleSubmit((values) =>
    image.whenUploaded((imageUrl) =>
      update.mutate(
        {
          id: post.id,
          post: { ...values, imageUrl },
        },
        {
          onSuccess: () => {
            notify.success(t('buzz.edit.saved'));
            onSaved();
          },
          onError: (error) => notify.error(t('buzz.edit.failed', { message: t(errorMessageKey(error)) })),
        },
      ),
    ),
  );

  return (
    <form
      className="card flex flex-col gap-4 p-4 sm:p-6"
      aria-label={t('buzz.edit.label')}
      noValidate
      onSubmit={(event) => void handleSave(event)}
    >
      <PostTextFields
        title={form.register('title')}
        titleLength={(form.watch('title') ?? '').length}
        content={form.register('content')}
        errors={form.formState.errors}
      />
      <SelectField
        label={t('buzz.form.status')}
        registration={form.register('status')}
        options={POST_STATUSES.map((status) => ({ value: status, label: t(`buzz.status.${status}`) }))}
      />
      <ImagePicker image={image} label={t('imageUpload.label')} />
      <FormFooter
        onCancel={onCancel}
        submitLabel={t('buzz.edit.save')}
        pendingLabel={t('buzz.edit.saving')}
        isPending={update.isPending}
        isSubmitDisabled={image.state.status === 'uploading'}
      />
    </form>
  );
}
