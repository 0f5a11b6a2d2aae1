import { COMMENT_MAX_LENGTH, type ReportBody } from '@ktravel/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { isQueuedOffline } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth/session-store.ts';
import { useRequireLogin } from '../../lib/auth/use-require-login.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { useSessionDraft } from '../../lib/session-draft.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { notify } from '../../lib/toast.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ErrorDisplay } from '../error-display.tsx';
import { Spinner } from '../spinner.tsx';
import { CommentItem, type ThreadComment } from './comment-item.tsx';

/** The pages of comments as the thread reads them: a TanStack `useInfiniteQuery` result fits. */
export interface CommentListQuery {
  data: { pages: readonly { items: readonly ThreadComment[]; total: number }[] } | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** A change the thread asks for: a TanStack `useMutation` result fits. */
export interface CommentMutation<TVariables> {
  mutate: (
    variables: TVariables,
    options?: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
}

/** Where a thread's comments come from and go: its list query and its create, update and delete mutations. */
export interface CommentThreadSource {
  comments: CommentListQuery;
  /** Adds a comment with the given text. */
  create: CommentMutation<string>;
  update: CommentMutation<{ commentId: number; content: string }>;
  /** Deletes the comment with the given id. */
  remove: CommentMutation<number>;
}

interface CommentThreadProps {
  /** The section's id: a link to `#{anchorId}` scrolls to the comments. */
  anchorId: string;
  /** The commented item's count, shown until the first page of comments has loaded. */
  initialCount: number;
  source: CommentThreadSource;
  /** `data-testid` of each comment, for browser tests. */
  itemTestId: string;
  /** Offers Report on comments by others; called with the comment chosen. */
  onReport?: (comment: ThreadComment) => void;
  /** What a report of a comment here is about (`comment`: a post's). */
  reportType?: ReportBody['targetType'];
}

/**
 * A comment thread: list (a page at a time, load more), add, edit own (one at a time), delete with
 * confirmation. The caller passes the data: its list query and its create, update and delete mutations.
 */
export function CommentThread({
  anchorId,
  initialCount,
  source,
  itemTestId,
  onReport,
  reportType,
}: CommentThreadProps) {
  const { comments, create, update, remove } = source;
  const { t } = useTranslation();
  const id = useId();
  const user = useAuthStore((state) => state.user);
  const requireLogin = useRequireLogin();
  // Kept for the tab's session: a visitor who types, then signs in, comes back to what they wrote.
  const [draft, setDraft] = useSessionDraft(`${STORAGE_KEYS.commentDraft}:${window.location.pathname}`);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? initialCount;
  const failed = (key: 'createFailed' | 'updateFailed' | 'deleteFailed', error: unknown) =>
    notify.error(t(`comments.${key}`, { message: t(errorMessageKey(error)) }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === '') return;
    if (!requireLogin(t('comments.loginMessage'))) return;
    create.mutate(content, {
      // Keeps anything typed while the comment was being sent.
      onSuccess: () => setDraft((current) => (current.trim() === content ? '' : current)),
      onError: (error) => {
        // Offline: kept on this device and sent when the connection returns (the page lists it as waiting).
        if (isQueuedOffline(error)) {
          notify.info(t('errors.QUEUED_OFFLINE'));
          setDraft((current) => (current.trim() === content ? '' : current));
        } else failed('createFailed', error);
      },
    });
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
      onSuccess: () => notify.success(t('comments.deleted')),
      onError: (error) => failed('deleteFailed', error),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <section
      id={anchorId}
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-20 flex-col gap-4 outline-none"
      // Focusable so #comments can move focus here (screen readers continue from the comments).
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="text-xl">
        {t('comments.title', { count: total })}
      </h2>

      <form onSubmit={handleSubmit} className="card flex flex-col gap-2 p-3 sm:p-4">
        <label htmlFor={`${id}-input`} className="field-label mb-0">
          {t('comments.addLabel')}
        </label>
        <textarea
          id={`${id}-input`}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={draft}
          placeholder={user ? t('comments.placeholder') : t('comments.placeholderAnonymous')}
          onChange={(event) => setDraft(event.target.value)}
          className="field-input py-2 text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-sand-500" aria-hidden="true">
            {draft.length}/{COMMENT_MAX_LENGTH}
          </span>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {t('comments.submit')}
          </button>
        </div>
      </form>

      {comments.isPending ? (
        <Spinner label={t('comments.loading')} className="py-4" />
      ) : comments.isError ? (
        <ErrorDisplay
          size="small"
          message={t(errorMessageKey(comments.error))}
          onRetry={() => void comments.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-sand-100 p-4 text-center text-sm text-sand-600">{t('comments.empty')}</p>
      ) : (
        <ul aria-label={t('comments.listLabel')} className="divide-y divide-sand-200">
          {items.map((comment) => {
            const isOwn = user?.id === comment.author.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                testId={itemTestId}
                canEdit={isOwn}
                canDelete={isOwn || user?.role === 'admin'}
                isEditing={editingId === comment.id}
                isSaving={update.isPending}
                onEdit={() => setEditingId(comment.id)}
                onCancelEdit={() => setEditingId(null)}
                onSave={(content) => handleSave(comment.id, content)}
                onDelete={() => setDeletingId(comment.id)}
                onReport={onReport && !isOwn ? () => onReport(comment) : undefined}
                reportType={reportType}
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
          {comments.isFetchingNextPage ? t('comments.loading') : t('comments.loadMore')}
        </button>
      ) : null}

      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingId(null);
        }}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteConfirm')}
        confirmLabel={t('comments.delete')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleConfirmDelete}
      />
    </section>
  );
}
