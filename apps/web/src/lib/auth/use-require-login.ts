import { useCallback } from 'react';
import { showLoginNeeded } from '../app-dialogs.ts';
import { useAuthStore } from './session-store.ts';

/**
 * For actions that need a member: `requireLogin()` is true when someone is signed in; otherwise it opens the
 * login-needed dialog (Cancel / Go to login) and returns false. While the first session check is still
 * answering (just after a load), it returns false and opens the dialog only if the check finds nobody: a
 * member who clicks early is never told to log in.
 *
 *   const requireLogin = useRequireLogin();
 *   const handleLike = () => { if (requireLogin()) like.mutate(postId); };
 */
export function useRequireLogin(): (message?: string) => boolean {
  return useCallback((message?: string) => {
    const { user, isReady, checkSession } = useAuthStore.getState();
    if (user) return true;
    if (!isReady) {
      void checkSession().then((found) => {
        if (!found) showLoginNeeded(message);
      });
      return false;
    }
    showLoginNeeded(message);
    return false;
  }, []);
}
