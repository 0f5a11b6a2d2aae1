import { useCallback } from 'react';
import { showLoginNeeded } from '../app-dialogs.ts';
import { useAuthStore } from './session-store.ts';

/**
 * For actions that need a member: `requireLogin()` is true when someone is signed in; otherwise it opens the
 * login-needed dialog (Cancel / Go to login) and returns false.
 *
 *   const requireLogin = useRequireLogin();
 *   const handleLike = () => { if (requireLogin()) like.mutate(postId); };
 */
export function useRequireLogin(): (message?: string) => boolean {
  return useCallback((message?: string) => {
    if (useAuthStore.getState().user) return true;
    showLoginNeeded(message);
    return false;
  }, []);
}
