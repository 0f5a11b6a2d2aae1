import { BookmarkIcon } from '@/components/icons/index.ts';
import { isApiError, isQueuedOffline } from '@/lib/api-client.ts';
import { showLoginNeeded } from '@/lib/app-dialogs.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAddBookmark, useMyBookmarks, useRemoveBookmark } from '../api/bookmarks.ts';

/** Spec §4 bookmark button states. */
export type BookmarkButtonState = 'normal' | 'adding' | 'removing' | 'bookmarked';

function isLoginError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Bookmark / Bookmarked + Remove for one place (spec §4, §8): anonymous users get the login-needed dialog,
 * a duplicate is refused, and every outcome is told with a toast.
 */
export function BookmarkButton({
  placeId,
  placeName,
  isDisabled = false,
}: {
  placeId: number;
  /** Lists a bookmark made offline while it waits to be sent. */
  placeName: string;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const requireLogin = useRequireLogin();
  const bookmarks = useMyBookmarks(user !== null);
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const isBookmarked = bookmarks.data?.some((bookmark) => bookmark.placeId === placeId) ?? false;
  const state: BookmarkButtonState = add.isPending
    ? 'adding'
    : remove.isPending
      ? 'removing'
      : isBookmarked
        ? 'bookmarked'
        : 'normal';

  const handleAdd = () => {
    if (!requireLogin(t('kmap.bookmark.loginNeeded'))) return;
    if (isBookmarked) {
      notify.error(t('errors.ALREADY_BOOKMARKED'));
      return;
    }
    add.mutate(
      { placeId, name: placeName },
      {
        onSuccess: () => notify.success(t('kmap.bookmark.added')),
        onError: (error) => {
          if (isQueuedOffline(error)) notify.info(t('errors.QUEUED_OFFLINE'));
          else if (isLoginError(error)) showLoginNeeded(t('kmap.bookmark.loginNeeded'));
          else if (isApiError(error) && error.code === 'ALREADY_BOOKMARKED')
            notify.error(t('errors.ALREADY_BOOKMARKED'));
          else notify.error(t('kmap.bookmark.addFailed'));
        },
      },
    );
  };

  const handleRemove = () => {
    if (!requireLogin(t('kmap.bookmark.loginNeeded'))) return;
    remove.mutate(
      { placeId, name: placeName },
      {
        onSuccess: () => notify.success(t('kmap.bookmark.removed')),
        onError: (error) => {
          if (isQueuedOffline(error)) notify.info(t('errors.QUEUED_OFFLINE'));
          else if (isLoginError(error)) showLoginNeeded(t('kmap.bookmark.loginNeeded'));
          else notify.error(t('kmap.bookmark.removeFailed'));
        },
      },
    );
  };

  if (state === 'bookmarked' || state === 'removing') {
    return (
      <div className="flex gap-2" data-bookmark-state={state}>
        <button type="button" className="btn-secondary min-h-11 flex-1" disabled>
          <BookmarkIcon className="size-4 fill-current" />
          {t('kmap.bookmark.bookmarked')}
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11 border border-sand-300 px-4"
          onClick={handleRemove}
          disabled={state === 'removing'}
        >
          {state === 'removing' ? t('kmap.bookmark.removing') : t('kmap.bookmark.remove')}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn-primary min-h-11 w-full"
      onClick={handleAdd}
      disabled={isDisabled || state === 'adding' || (user !== null && bookmarks.isPending)}
      data-bookmark-state={state}
    >
      <BookmarkIcon className="size-4" />
      {state === 'adding' ? t('kmap.bookmark.adding') : t('kmap.bookmark.add')}
    </button>
  );
}
