import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { rememberPostLoginRedirect } from '@/lib/auth/post-login-redirect.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface AdminGateProps {
  /** The admin screen: mounted only for an administrator, so its queries never start for anyone else. */
  children: ReactNode;
  /**
   * Send anonymous visitors straight to the sign-in page with this message (spec §2, add/edit marker: "alert and
   * redirect to /login"), instead of showing "no access, login needed" with a sign-in button.
   */
  redirectAnonymousMessage?: string;
}

/** Where the sign-in button goes: the login page, told to come back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Wraps an admin page (spec §2 and §6): a spinner while the session is being checked, "no access, login needed"
 * with a sign-in button for anonymous visitors, "admin permission required" for members, the page for admins.
 * The session check always asks the server (the stored user may be stale), so a demoted admin sees nothing.
 */
export function AdminGate({ children, redirectAnonymousMessage }: AdminGateProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isReady = useAuthStore((state) => state.isReady);
  const user = useAuthStore((state) => state.user);
  const here = `${location.pathname}${location.search}`;
  const isRedirecting = isReady && !user && redirectAnonymousMessage !== undefined;

  useEffect(() => {
    if (!isRedirecting || redirectAnonymousMessage === undefined) return;
    notify.info(redirectAnonymousMessage);
    rememberPostLoginRedirect(here);
    navigate(loginPathFor(here), { replace: true });
  }, [isRedirecting, redirectAnonymousMessage, here, navigate]);

  if (!isReady || isRedirecting) return <PageSpinner label={t('admin.common.gate.checking')} />;

  if (!user) {
    return (
      <GateMessage>
        <ErrorDisplay
          type="unauthorized"
          size="large"
          title={t('admin.common.gate.loginTitle')}
          message={t('admin.common.gate.loginMessage')}
        />
        <Link
          to={loginPathFor(here)}
          className="btn-primary -mt-4 min-h-12 px-6 text-base"
          onClick={() => rememberPostLoginRedirect(here)}
        >
          {t('admin.common.gate.signIn')}
        </Link>
      </GateMessage>
    );
  }

  if (user.role !== 'admin') {
    return (
      <GateMessage>
        <ErrorDisplay
          type="unauthorized"
          size="large"
          title={t('admin.common.gate.forbiddenTitle')}
          message={t('admin.common.gate.forbiddenMessage')}
        />
        <Link to="/" className="btn-secondary -mt-4">
          {t('admin.common.gate.home')}
        </Link>
      </GateMessage>
    );
  }

  return children;
}

function GateMessage({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 pb-16">{children}</div>;
}
