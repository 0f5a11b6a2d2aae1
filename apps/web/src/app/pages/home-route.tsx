import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HomePage } from '../../features/home/pages/home-page.tsx';
import { useAuthStore } from '../../lib/auth/session-store.ts';
import { getConfigQueryOptions } from '../../lib/config-query.ts';

/**
 * `/`: the home page, given the session from the auth store (features do not import each other; the app
 * composes them). Spec §2: home runs the session check on load and shows that it is checking until ready.
 */
export function HomeRoute() {
  const isReady = useAuthStore((state) => state.isReady);
  const userName = useAuthStore((state) => state.user?.name ?? null);
  const checkSession = useAuthStore((state) => state.checkSession);
  const config = useQuery(getConfigQueryOptions());
  const auth = config.data?.auth;
  // Without the configuration (it could not be read) the hint says "Log in", naming no provider.
  const signIn = auth
    ? auth.google
      ? 'google'
      : auth.devLogin
        ? 'other'
        : 'none'
    : config.isError
      ? 'other'
      : null;

  useEffect(() => {
    // The layout starts the same check on load; the store runs one request for both.
    if (!useAuthStore.getState().isReady) void checkSession();
  }, [checkSession]);

  return <HomePage session={{ isReady, userName, signIn }} />;
}
