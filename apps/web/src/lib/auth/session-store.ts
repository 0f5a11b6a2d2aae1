import type { ClientConfigDto, UserDto } from '@ktravel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isApiError } from '../api-client.ts';
import { browser } from '../browser.ts';
import { configQueryKey, getConfigQueryOptions } from '../config-query.ts';
import { clearMemberPack } from '../offline/pack-store.ts';
import { queryClient } from '../query-client.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { getMe } from './get-me.ts';
import { logout as logoutRequest } from './logout.ts';
import { rememberPostLoginRedirect } from './post-login-redirect.ts';

/** The server's Google sign-in endpoint, always asking which account to use (spec §4). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google?prompt=select_account';
export const LOGIN_PATH = '/login';
export const AUTH_FAILED_MESSAGE = 'auth failed';

export interface LoginOptions {
  /** Where to return afterwards; defaults to the current path and query. */
  redirectTo?: string;
  /** Keep an already stored redirect instead of replacing it (the login page's own button). */
  keepStoredRedirect?: boolean;
  /** In-app navigation (React Router), used to reach the development sign-in form at /login. */
  navigate?: (path: string) => void;
}

interface AuthState {
  user: UserDto | null;
  /** False until the first session check has answered. */
  isReady: boolean;
  error: string | null;
  checkSession: () => Promise<UserDto | null>;
  setUser: (user: UserDto | null) => void;
  login: (options?: LoginOptions) => Promise<void>;
  logout: () => Promise<void>;
}

let pendingCheck: Promise<UserDto | null> | null = null;

/** Server state that belonged to the previous user must not be shown to the next one. */
function resetUserQueries(): void {
  const keepConfig = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== configQueryKey[0];
  queryClient.removeQueries({ type: 'inactive', predicate: keepConfig });
  void queryClient.invalidateQueries({ predicate: keepConfig });
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      isReady: false,
      error: null,

      checkSession: () => {
        pendingCheck ??= getMe()
          .then((user) => {
            const previousId = get().user?.id;
            set({ user, isReady: true, error: null });
            // The session ended (or changed) since the stored user was saved: drop their cached data, and their
            // offline pack with it.
            if (previousId !== undefined && previousId !== user?.id) {
              resetUserQueries();
              void clearMemberPack();
            }
            return user;
          })
          .catch((error: unknown) => {
            // No connection (and no kept answer): the member stays signed in on this device, offline.
            const stored = get().user;
            if (stored && isApiError(error) && error.status === 0) {
              set({ isReady: true, error: null });
              return stored;
            }
            const message = error instanceof Error && error.message ? error.message : AUTH_FAILED_MESSAGE;
            set({ user: null, isReady: true, error: message });
            return null;
          })
          .finally(() => {
            pendingCheck = null;
          });
        return pendingCheck;
      },

      setUser: (user) => {
        const previousId = get().user?.id;
        set({ user, isReady: true, error: null });
        if (previousId !== user?.id) {
          resetUserQueries();
          if (previousId !== undefined) void clearMemberPack();
        }
      },

      login: async (options = {}) => {
        rememberPostLoginRedirect(options.redirectTo ?? browser.currentPath(), {
          overwrite: !options.keepStoredRedirect,
        });
        let config: ClientConfigDto | null = null;
        try {
          // No retries: a click on "Log in" must not hang for seconds when the server is unreachable.
          config = await queryClient.fetchQuery({ ...getConfigQueryOptions(), retry: false });
        } catch {
          // Without the settings, try Google: the server answers with /login?error=oauth_failed if it cannot.
        }
        if (!config || config.auth.google) {
          browser.assign(GOOGLE_SIGN_IN_URL);
          return;
        }
        // No Google: the login page offers the development form (or says sign-in is unavailable).
        if (options.navigate) options.navigate(LOGIN_PATH);
        else browser.assign(LOGIN_PATH);
      },

      logout: async () => {
        try {
          await logoutRequest();
        } catch {
          // Spec §7: logout errors are ignored; the local session ends either way.
        }
        set({ user: null, isReady: true, error: null });
        resetUserQueries();
        // Nothing of the member stays readable on this device (DESIGN §8.2).
        await clearMemberPack();
      },
    }),
    {
      name: STORAGE_KEYS.authUser,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ user: state.user }),
    },
  ),
);
