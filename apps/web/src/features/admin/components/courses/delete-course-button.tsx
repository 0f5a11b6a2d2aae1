import type { CourseDto } from '@ktravel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TrashIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useDeleteCourse } from '../../api/admin-courses.ts';

/** Delete, after a confirmation that names the course (it goes with its stops, saves and comments). */
interface DeleteCourseButtonProps {
  course: CourseDto;
  /** Runs just before the delete is sent (the table closes the course's comments, which go with it). */
  onDelete?: () => void;
}

export function DeleteCourseButton({ course, onDelete }: DeleteCourseButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useDeleteCourse();

  // mutateAsync: the row (and this button) leaves the table when the list reloads, before mutate's callbacks.
  const handleConfirm = async () => {
    onDelete?.();
    try {
      await mutation.mutateAsync(course.id);
      notify.success(t('admin.courses.deleted', { title: course.title }));
    } catch (error) {
      notify.error(t('admin.courses.deleteFailed', { message: t(errorMessageKey(error)) }));
    }
    setIsOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
        aria-label={t('admin.courses.deleteNamed', { title: course.title })}
        title={t('admin.common.delete')}
        onClick={() => setIsOpen(true)}
      >
        <TrashIcon aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('admin.courses.deleteTitle')}
        description={t('admin.courses.deleteDescription', { title: course.title })}
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={mutation.isPending}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
