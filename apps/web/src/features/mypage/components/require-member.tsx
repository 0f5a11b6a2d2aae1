import type { UserDto } from '@ktravel/contract';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { rememberPostLoginRedirect } from '@/lib/auth/post-login-redirect.ts';
import { LOGIN_PATH, useAuthStore } from '@/lib/auth/session-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * My Page needs a member (spec §2): while the session check runs, a spinner; an anonymous visitor goes to
 * /login (replacing this page in history) and comes back here, with the same query, after signing in.
 */
export function RequireMember({ children }: { children: (user: UserDto) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAuthStore((state) => state.user);
  const isReady = useAuthStore((state) => state.isReady);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!isReady || user) return;
    rememberPostLoginRedirect(here);
    navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [isReady, user, here, navigate]);

  if (!user) return <PageSpinner label={t('mypage.loading')} />;
  return <>{children(user)}</>;
}
