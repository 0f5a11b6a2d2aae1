import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type LoginOptions, useAuthStore } from './session-store.ts';

/** `login()` wired to React Router, so reaching the development sign-in form stays in the app. */
export function useLogin() {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  return useCallback(
    (options: Omit<LoginOptions, 'navigate'> = {}) =>
      login({ ...options, navigate: (path) => navigate(path) }),
    [login, navigate],
  );
}
