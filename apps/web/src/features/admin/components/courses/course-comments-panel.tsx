import type { CourseCommentDto, CourseDto } from '@ktravel/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { TrashIcon } from '@/components/icons/index.ts';
import { Pagination } from '@/components/pagination.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCourseComments, useDeleteCourseComment } from '../../api/admin-course-comments.ts';
import { type BadgeTone, StatusBadge } from '../status-badge.tsx';

const EXCERPT_LENGTH = 80;
const STATUS_TONES: Record<CourseCommentDto['moderationStatus'], BadgeTone> = {
  active: 'good',
  hidden: 'neutral',
  reported: 'danger',
};

interface CourseCommentsPanelProps {
  course: CourseDto;
  /** The id of the panel (the toggle button's aria-controls). */
  id: string;
  onClose: () => void;
}

/** A course's comments for admins (hidden and reported ones too), each with Delete after a confirmation. */
export function CourseCommentsPanel({ course, id, onClose }: CourseCommentsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const comments = useCourseComments(course.id, page);

  return (
    <section id={id} aria-labelledby={headingId} className="flex flex-col gap-3 px-1 py-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base">
          {t('admin.courses.comments.title', { title: course.title })}
        </h3>
        <button type="button" className="btn-ghost min-h-9 px-2" onClick={onClose}>
          {t('admin.courses.comments.close')}
        </button>
      </div>
      {comments.isPending ? (
        <Spinner label={t('admin.courses.comments.loading')} />
      ) : comments.isError ? (
        <ErrorDisplay
          size="small"
          title={t('admin.courses.comments.loadFailed')}
          message={t(errorMessageKey(comments.error))}
          onRetry={() => void comments.refetch()}
        />
      ) : comments.data.items.length === 0 ? (
        <p className="text-sm text-sand-600">{t('admin.courses.comments.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {comments.data.items.map((comment) => (
              <CommentRow key={comment.id} comment={comment} />
            ))}
          </ul>
          <Pagination
            page={comments.data.page}
            totalPages={comments.data.totalPages}
            onPageChange={setPage}
            label={t('admin.courses.comments.pages', { title: course.title })}
          />
        </>
      )}
    </section>
  );
}

function CommentRow({ comment }: { comment: CourseCommentDto }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useDeleteCourseComment();
  const excerpt =
    comment.content.length > EXCERPT_LENGTH
      ? `${comment.content.slice(0, EXCERPT_LENGTH)}…`
      : comment.content;

  // mutateAsync: the comment (and this row) leaves the list when it reloads, before mutate's callbacks.
  const handleConfirm = async () => {
    try {
      await mutation.mutateAsync(comment.id);
      notify.success(t('admin.courses.comments.deleted'));
    } catch (error) {
      notify.error(t('admin.courses.comments.deleteFailed', { message: t(errorMessageKey(error)) }));
    }
    setIsConfirming(false);
  };

  return (
    <li className="flex items-start gap-3 rounded-lg border border-sand-200 bg-white px-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-sand-600">
          <span className="font-semibold text-sand-900">{comment.author.name}</span>
          <time dateTime={comment.createdAt}>{formatSeoulTime(comment.createdAt)}</time>
          <StatusBadge tone={STATUS_TONES[comment.moderationStatus]}>
            {t(`admin.courses.comments.status.${comment.moderationStatus}`)}
          </StatusBadge>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-sand-800">{comment.content}</p>
      </div>
      <button
        type="button"
        className="btn-ghost min-h-9 shrink-0 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
        aria-label={t('admin.courses.comments.deleteNamed', { author: comment.author.name })}
        onClick={() => setIsConfirming(true)}
      >
        <TrashIcon aria-hidden="true" />
        {t('admin.common.delete')}
      </button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('admin.courses.comments.deleteTitle', { author: comment.author.name })}
        description={t('admin.courses.comments.deleteDescription', { excerpt })}
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={mutation.isPending}
        onConfirm={() => void handleConfirm()}
      />
    </li>
  );
}
