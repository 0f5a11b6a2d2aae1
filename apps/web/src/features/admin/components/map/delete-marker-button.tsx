import type { PlaceDto } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TrashIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { adminPlacesQueryKey, useDeletePlace } from '../../api/admin-places.ts';

/** Delete for good, after a confirmation that names the marker and says it cannot be undone. */
export function DeleteMarkerButton({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useDeletePlace();

  // mutateAsync: its promise settles even if this button is gone by then (mutate's callbacks would not run).
  const handleConfirm = async () => {
    try {
      await mutation.mutateAsync(place.id);
    } catch (error) {
      setIsOpen(false);
      notify.error(t('admin.map.edit.deleteFailed', { message: t(errorMessageKey(error)) }));
      return;
    }
    queryClient.removeQueries({ queryKey: [...adminPlacesQueryKey, 'detail', place.id] });
    notify.success(t('admin.map.edit.deleted', { name: place.name }));
    navigate('/admin/map', { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className="btn border border-accent-200 bg-white text-accent-700 hover:bg-accent-50"
        onClick={() => setIsOpen(true)}
      >
        <TrashIcon aria-hidden="true" />
        {t('admin.map.edit.delete')}
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('admin.map.edit.deleteTitle')}
        description={t('admin.map.edit.deleteDescription', { name: place.name })}
        confirmLabel={t('admin.map.edit.deleteConfirm')}
        isDestructive
        isPending={mutation.isPending}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
