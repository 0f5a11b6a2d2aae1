import { COMMENT_MAX_LENGTH } from '@ktravel/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useAuthStore } from '../../auth/store.ts';
import { useRequireLogin } from '../../auth/use-require-login.ts';
import {
  useCourseComments,
  useCreateCourseComment,
  useDeleteCourseComment,
  useUpdateCourseComment,
} from '../api/course-comments.ts';
import { CommentItem } from './comment-item.tsx';

/** The anchor of the comments section: `/kcourse/{id}#comments` scrolls here. */
export const COMMENTS_ANCHOR = 'comments';

interface CourseCommentsProps {
  courseId: number;
  /** The course's count, shown until the first page of comments has loaded. */
  commentCount: number;
}

/** Comments of a course: list (10 at a time, load more), add, edit own (one at a time), delete with confirmation. */
export function CourseComments({ courseId, commentCount }: CourseCommentsProps) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const requireLogin = useRequireLogin();
  const comments = useCourseComments(courseId);
  const create = useCreateCourseComment();
  const update = useUpdateCourseComment();
  const remove = useDeleteCourseComment();
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? commentCount;
  const failed = (key: 'createFailed' | 'updateFailed' | 'deleteFailed', error: unknown) =>
    notify.error(t(`kcourse.comments.${key}`, { message: t(errorMessageKey(error)) }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === '') return;
    if (!requireLogin(t('kcourse.comments.loginMessage'))) return;
    create.mutate(
      { courseId, content },
      {
        // Keeps anything typed while the comment was being sent.
        onSuccess: () => setDraft((current) => (current.trim() === content ? '' : current)),
        onError: (error) => failed('createFailed', error),
      },
    );
  };

  const handleSave = (commentId: number, content: string) => {
    update.mutate(
      { commentId, content },
      { onSuccess: () => setEditingId(null), onError: (error) => failed('updateFailed', error) },
    );
  };

  const handleConfirmDelete = () => {
    if (deletingId === null) return;
    remove.mutate(deletingId, {
      onSuccess: () => notify.success(t('kcourse.comments.deleted')),
      onError: (error) => failed('deleteFailed', error),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <section
      id={COMMENTS_ANCHOR}
      aria-labelledby="course-comments-title"
      className="flex scroll-mt-20 flex-col gap-4 outline-none"
      // Focusable so #comments can move focus here (screen readers continue from the comments).
      tabIndex={-1}
    >
      <h2 id="course-comments-title" className="text-xl">
        {t('kcourse.comments.title', { count: total })}
      </h2>

      <form onSubmit={handleSubmit} className="card flex flex-col gap-2 p-3 sm:p-4">
        <label htmlFor="course-comment-input" className="field-label mb-0">
          {t('kcourse.comments.addLabel')}
        </label>
        <textarea
          id="course-comment-input"
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={draft}
          placeholder={user ? t('kcourse.comments.placeholder') : t('kcourse.comments.placeholderAnonymous')}
          onChange={(event) => setDraft(event.target.value)}
          className="field-input py-2 text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-sand-500" aria-hidden="true">
            {draft.length}/{COMMENT_MAX_LENGTH}
          </span>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {t('kcourse.comments.submit')}
          </button>
        </div>
      </form>

      {comments.isPending ? (
        <Spinner label={t('kcourse.comments.loading')} className="py-4" />
      ) : comments.isError ? (
        <ErrorDisplay
          size="small"
          message={t(errorMessageKey(comments.error))}
          onRetry={() => void comments.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-sand-100 p-4 text-center text-sm text-sand-600">
          {t('kcourse.comments.empty')}
        </p>
      ) : (
        <ul aria-label={t('kcourse.comments.listLabel')} className="divide-y divide-sand-200">
          {items.map((comment) => {
            const isOwn = user?.id === comment.author.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                canEdit={isOwn}
                canDelete={isOwn || user?.role === 'admin'}
                isEditing={editingId === comment.id}
                isSaving={update.isPending}
                onEdit={() => setEditingId(comment.id)}
                onCancelEdit={() => setEditingId(null)}
                onSave={(content) => handleSave(comment.id, content)}
                onDelete={() => setDeletingId(comment.id)}
              />
            );
          })}
        </ul>
      )}

      {comments.hasNextPage ? (
        <button
          type="button"
          className="btn-secondary self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t('kcourse.comments.loading') : t('kcourse.comments.loadMore')}
        </button>
      ) : null}

      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingId(null);
        }}
        title={t('kcourse.comments.deleteTitle')}
        description={t('kcourse.comments.deleteConfirm')}
        confirmLabel={t('kcourse.comments.delete')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleConfirmDelete}
      />
    </section>
  );
}
