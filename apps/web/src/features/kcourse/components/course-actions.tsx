import type { CourseDto } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  DownloadIcon,
  EyeOffIcon,
  GlobeSmallIcon,
  HeartIcon,
  PencilIcon,
  PrinterIcon,
  ShareIcon,
  TrashIcon,
} from '@/components/icons/index.ts';
import { isQueuedOffline } from '@/lib/api-client.ts';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useShareLink } from '@/lib/share.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSetCourseVisibility } from '../api/course-visibility.ts';
import { useDeleteCourse, useSaveCourse, useShareCourse, useUnsaveCourse } from '../api/courses.ts';

export interface CourseActionsProps {
  course: CourseDto;
  isOwner: boolean;
  /** The owner or one of the course's editors (DESIGN §8.4): they edit it; visibility and deletion stay the owner's. */
  canEdit: boolean;
  isAdmin: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** After the course was deleted (the page goes back). */
  onDeleted: () => void;
  /** Prints the course's itinerary; without it there is no Print button. */
  onPrint?: () => void;
  /** A print was asked for and waits for the itinerary's hours and warnings. */
  isPrintPending?: boolean;
}

const ACTION = 'btn-secondary min-h-10 px-3';

// The export menu (Radix Dropdown Menu) loads when it is first asked for.
const CourseExportMenu = lazy(() =>
  import('./course-export-menu.tsx').then((module) => ({ default: module.CourseExportMenu })),
);

/** Share, Export (GPX, KML, GeoJSON, JSON, calendar), Print, and Edit / visibility / Delete for the owner or Save / Unsave for everyone else. */
export function CourseActions({
  course,
  isOwner,
  canEdit,
  isAdmin,
  isEditing,
  onEdit,
  onCancelEdit,
  onDeleted,
  onPrint,
  isPrintPending = false,
}: CourseActionsProps) {
  const [isExportOpened, setIsExportOpened] = useState(false);
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const save = useSaveCourse();
  const unsave = useUnsaveCourse();
  const share = useShareCourse();
  const remove = useDeleteCourse();
  const shareLink = useShareLink();
  const visibility = useSetCourseVisibility();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isConfirmingUnsave, setIsConfirmingUnsave] = useState(false);
  const apiMessage = (error: unknown) => t(errorMessageKey(error));

  const handleShare = () => {
    // Counted once per member or session by the server; the link is shared whatever it answers.
    share.mutate(course.id);
    void shareLink(course.title, `/kcourse/${course.id}`);
  };

  const handleSave = () => {
    if (!requireLogin(t('kcourse.detail.saveLogin'))) return;
    save.mutate(course, {
      onSuccess: () => notify.success(t('kcourse.toast.saved')),
      onError: (error) =>
        isQueuedOffline(error)
          ? notify.info(t('errors.QUEUED_OFFLINE'))
          : notify.error(t('kcourse.toast.saveFailed', { message: apiMessage(error) })),
    });
  };

  const handleUnsave = () => {
    unsave.mutate(course, {
      onSuccess: () => notify.success(t('kcourse.toast.unsaved')),
      onError: (error) =>
        isQueuedOffline(error)
          ? notify.info(t('errors.QUEUED_OFFLINE'))
          : notify.error(t('kcourse.toast.unsaveFailed', { message: apiMessage(error) })),
      onSettled: () => setIsConfirmingUnsave(false),
    });
  };

  // The promise, not mutate's callbacks: those are dropped when this component unmounts first (the live stream
  // closing on the deletion can make the page read the course again and show its 404 before the answer arrives).
  const handleDelete = () => {
    remove.mutateAsync(course.id).then(
      () => {
        notify.success(t('kcourse.toast.deleted'));
        setIsConfirmingDelete(false);
        onDeleted();
      },
      (error: unknown) => {
        notify.error(t('kcourse.toast.deleteFailed', { message: apiMessage(error) }));
        setIsConfirmingDelete(false);
      },
    );
  };

  const nextVisibility = course.visibility === 'public' ? 'private' : 'public';
  const handleVisibility = () => {
    visibility.mutate(
      { id: course.id, visibility: nextVisibility },
      {
        onSuccess: (updated) =>
          notify.success(
            updated.visibility === 'private' ? t('kcourse.toast.nowPrivate') : t('kcourse.toast.nowPublic'),
          ),
        onError: (error) => notify.error(t('kcourse.toast.visibilityFailed', { message: apiMessage(error) })),
      },
    );
  };

  if (isEditing) {
    return (
      <div className="flex flex-wrap gap-2">
        <button type="button" className={ACTION} onClick={onCancelEdit}>
          {t('kcourse.detail.cancelEdit')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {isOwner ? null : course.isSaved ? (
        <button
          type="button"
          className="btn min-h-10 border border-accent-200 bg-accent-50 px-3 text-accent-800 hover:bg-accent-100"
          aria-pressed="true"
          disabled={unsave.isPending}
          onClick={() => setIsConfirmingUnsave(true)}
        >
          <HeartIcon aria-hidden="true" className="fill-accent-500 text-accent-600" />
          {t('kcourse.detail.saved')}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary min-h-10 px-3"
          aria-pressed="false"
          disabled={save.isPending}
          onClick={handleSave}
        >
          <HeartIcon aria-hidden="true" />
          {t('kcourse.detail.save')}
        </button>
      )}
      <button type="button" className={ACTION} onClick={handleShare}>
        <ShareIcon aria-hidden="true" />
        {t('kcourse.detail.share')}
      </button>
      {isExportOpened ? (
        <Suspense
          fallback={
            <span className={`${ACTION} opacity-70`} aria-hidden="true">
              <DownloadIcon />
              {t('kcourse.export.button')}
            </span>
          }
        >
          <CourseExportMenu course={course} className={ACTION} />
        </Suspense>
      ) : (
        // The menu's code (Radix Dropdown Menu) loads on the first click, which opens it.
        <button type="button" className={ACTION} aria-haspopup="menu" onClick={() => setIsExportOpened(true)}>
          <DownloadIcon aria-hidden="true" />
          {t('kcourse.export.button')}
        </button>
      )}
      {onPrint ? (
        <button type="button" className={ACTION} disabled={isPrintPending} onClick={onPrint}>
          <PrinterIcon aria-hidden="true" />
          {t('kcourse.print.button')}
        </button>
      ) : null}
      {canEdit ? (
        <button type="button" className={ACTION} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t('kcourse.detail.edit')}
        </button>
      ) : null}
      {isOwner ? (
        <button type="button" className={ACTION} disabled={visibility.isPending} onClick={handleVisibility}>
          {nextVisibility === 'private' ? (
            <EyeOffIcon aria-hidden="true" />
          ) : (
            <GlobeSmallIcon aria-hidden="true" />
          )}
          {nextVisibility === 'private' ? t('kcourse.detail.makePrivate') : t('kcourse.detail.makePublic')}
        </button>
      ) : null}
      {isOwner || isAdmin ? (
        <button
          type="button"
          className={`${ACTION} border-accent-200 text-accent-700 hover:border-accent-300 hover:bg-accent-50`}
          onClick={() => setIsConfirmingDelete(true)}
        >
          <TrashIcon aria-hidden="true" />
          {t('kcourse.detail.delete')}
        </button>
      ) : null}

      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t('kcourse.detail.deleteTitle')}
        description={t('kcourse.detail.deleteConfirm')}
        confirmLabel={t('kcourse.detail.delete')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleDelete}
      />
      <ConfirmDialog
        open={isConfirmingUnsave}
        onOpenChange={setIsConfirmingUnsave}
        title={t('kcourse.detail.unsaveTitle')}
        description={t('kcourse.detail.unsaveConfirm')}
        confirmLabel={t('kcourse.detail.unsave')}
        isPending={unsave.isPending}
        onConfirm={handleUnsave}
      />
    </div>
  );
}
