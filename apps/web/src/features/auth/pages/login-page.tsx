import type { UserDto } from '@ktravel/contract';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { AlertIcon, LogoMark } from '@/components/icons/index.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useConfig } from '@/lib/config-query.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { DevLoginForm } from '../components/dev-login-form.tsx';
import { GoogleSignInButton } from '../components/google-sign-in-button.tsx';
import { LoginFeatures } from '../components/login-features.tsx';

/** The value of `?error=` the server uses when Google sign-in did not complete. */
const OAUTH_FAILED = 'oauth_failed';

function SignInOptions({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const config = useConfig();

  if (config.isPending) {
    return (
      <div
        role="status"
        aria-label={t('app.loading')}
        className="h-12 w-full animate-pulse rounded-lg bg-sand-100"
      />
    );
  }
  // Without the settings, offer Google: the server sends the browser back here if it cannot sign in.
  const auth = config.data?.auth ?? { google: true, devLogin: false };
  if (auth.google) return <GoogleSignInButton redirect={redirect} />;
  if (auth.devLogin) return <DevLoginForm redirect={redirect} />;
  return (
    <p role="status" className="rounded-lg bg-sand-100 px-4 py-3 text-sm text-sand-700">
      {t('login.unavailable')}
    </p>
  );
}

/** Already signed in: who you are, home, sign out, and the sign-in options to switch to another account. */
function SignedInPanel({ user, redirect }: { user: UserDto; redirect: string | null }) {
  const { t } = useTranslation();
  const logout = useAuthStore((state) => state.logout);
  return (
    <div className="flex flex-col items-center text-center">
      <Avatar name={user.name} url={user.avatarUrl} size="lg" />
      <h2 className="mt-4 text-xl">{t('login.signedIn.title')}</h2>
      <p className="mt-1 text-sm break-words text-sand-600">
        {t('login.signedIn.description', { name: user.name, email: user.email })}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <Link to="/" className="btn-primary w-full">
          {t('login.signedIn.home')}
        </Link>
        <button type="button" className="btn-ghost w-full" onClick={() => void logout()}>
          {t('auth.logout')}
        </button>
      </div>
      <div className="mt-6 w-full border-t border-sand-200 pt-5 text-left">
        <p className="mb-3 text-sm font-semibold text-sand-700">{t('login.signedIn.switchHint')}</p>
        <SignInOptions redirect={redirect} />
      </div>
    </div>
  );
}

/** /login: welcome, sign-in (Google, or the development form), the three tools, terms. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const hasOAuthError = searchParams.get('error') === OAUTH_FAILED;
  const redirect = searchParams.get('redirect');

  return (
    <div className="relative flex-1 overflow-hidden bg-gradient-to-b from-brand-50 via-sand-50 to-sand-50">
      <div aria-hidden="true" className="glow -top-32 -right-24 size-96 bg-accent-200/40" />
      <div aria-hidden="true" className="glow top-40 -left-32 size-96 bg-brand-200/50" />

      <div className="relative mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:gap-x-16 lg:py-20">
        <div className="lg:col-start-1 lg:row-start-1">
          <LogoMark className="mb-5 text-5xl text-brand-700" />
          <h1 className="text-3xl sm:text-4xl lg:text-5xl">{t('login.title')}</h1>
          <p className="mt-4 max-w-xl text-base text-sand-700 sm:text-lg">{t('login.subtitle')}</p>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <div className="card p-5 shadow-raised sm:p-8">
            {user ? (
              <SignedInPanel user={user} redirect={redirect} />
            ) : (
              <>
                <h2 className="mb-5 text-xl">{t('login.signInHeading')}</h2>
                {hasOAuthError ? (
                  <div
                    role="alert"
                    className="mb-5 flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-accent-900"
                  >
                    <AlertIcon className="mt-0.5 shrink-0 text-xl text-accent-600" />
                    <div>
                      <p className="font-semibold">{t('login.oauthFailedTitle')}</p>
                      <p className="mt-0.5 text-sm">{t('login.oauthFailed')}</p>
                    </div>
                  </div>
                ) : null}
                <SignInOptions redirect={redirect} />
                <p className="mt-6 text-xs leading-relaxed text-sand-500">{t('login.terms')}</p>
              </>
            )}
          </div>
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <LoginFeatures />
        </div>
      </div>
    </div>
  );
}
