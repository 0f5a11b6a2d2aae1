import type { AdminContentItemDto } from '@ktravel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TrashIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDeleteContent } from '../../api/admin-content.ts';
import { contentName } from './content-item.ts';

/** Delete for good, after a confirmation naming the post or comment (and what goes with a post). */
export function DeleteContentButton({ item }: { item: AdminContentItemDto }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useDeleteContent();
  const name = contentName(item);
  const type = t(`admin.connect.typeNames.${item.type}`);

  const handleConfirm = () =>
    mutation.mutate(
      { type: item.type, id: item.id },
      {
        onSuccess: () => {
          setIsOpen(false);
          notify.success(t('admin.connect.deleted', { type: t(`admin.connect.types.${item.type}`), name }));
        },
        onError: (error) => {
          setIsOpen(false);
          notify.error(t('admin.connect.deleteFailed', { message: t(errorMessageKey(error)) }));
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
        aria-label={t('admin.connect.deleteNamed', { type, name })}
        onClick={() => setIsOpen(true)}
      >
        <TrashIcon aria-hidden="true" />
        {t('admin.common.delete')}
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('admin.connect.deleteTitle', { type })}
        description={
          <>
            <span className="mb-1 block font-semibold break-words text-sand-900">“{name}”</span>
            {item.type === 'post'
              ? t('admin.connect.deletePostDescription')
              : t('admin.connect.deleteCommentDescription')}
          </>
        }
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={mutation.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
