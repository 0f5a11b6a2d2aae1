import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { getMe } from '@/lib/auth/get-me.ts';
import { takePostLoginRedirect } from '@/lib/auth/post-login-redirect.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const FAILURE_PATH = '/login?error=oauth_failed';

/**
 * /auth/callback (and /login/callback): the server sends the browser here once the session cookie is set.
 * Reads the session, stores the user and returns to where sign-in started, replacing this history entry.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUser = useAuthStore((state) => state.setUser);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    getMe()
      .then((user) => {
        if (!user) {
          navigate(FAILURE_PATH, { replace: true });
          return;
        }
        setUser(user);
        navigate(takePostLoginRedirect(), { replace: true });
      })
      .catch(() => navigate(FAILURE_PATH, { replace: true }));
  }, [navigate, setUser]);

  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <Spinner label={t('callback.signingIn')} />
    </div>
  );
}
