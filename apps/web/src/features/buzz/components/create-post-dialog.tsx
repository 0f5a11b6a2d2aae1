import { communityUploadKey, PostCreateForm, type PostDto } from '@ktravel/contract';
import { useCallback } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { PencilIcon } from '@/components/icons/index.ts';
import { ImagePicker } from '@/components/image-picker.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useImageUpload } from '@/lib/use-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCreatePost } from '../api/posts.ts';
import { PostTextFields } from './post-text-fields.tsx';

interface CreatePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the post was published. */
  onCreated: (post: PostDto) => void;
}

/** K-Community's "Write a post" dialog: title (required), content (optional) and an optional image. */
export function CreatePostDialog({ open, onOpenChange, onCreated }: CreatePostDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('buzz.create.title')}
        description={t('buzz.create.description')}
        icon={<PencilIcon />}
      >
        <CreatePostForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

function CreatePostForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (post: PostDto) => void;
}) {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => state.user?.id ?? 0);
  const create = useCreatePost();
  const uploadKey = useCallback((name: string) => communityUploadKey(userId, name), [userId]);
  const image = useImageUpload({ uploadKey });
  const form = useZodForm(PostCreateForm, { defaultValues: { title: '', content: '' } });

  const handleSubmit = form.handleSubmit((values) =>
    image.whenUploaded((imageUrl) =>
      create.mutate(
        { title: values.title, content: values.content ?? '', postType: 'community', imageUrl },
        {
          onSuccess: (post) => {
            notify.success(t('buzz.create.published'));
            onCreated(post);
          },
          onError: (error) => notify.error(t('buzz.create.failed', { message: t(errorMessageKey(error)) })),
        },
      ),
    ),
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <PostTextFields
        title={form.register('title')}
        titleLength={(form.watch('title') ?? '').length}
        content={form.register('content')}
        errors={form.formState.errors}
        isContentOptional
        contentRows={5}
      />
      <ImagePicker image={image} label={t('imageUpload.label')} />
      <FormFooter
        onCancel={onCancel}
        submitLabel={t('buzz.create.submit')}
        pendingLabel={t('buzz.create.publishing')}
        isPending={create.isPending}
        isSubmitDisabled={image.state.status === 'uploading'}
      />
    </form>
  );
}
