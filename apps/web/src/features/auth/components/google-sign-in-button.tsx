import { useEffect, useState } from 'react';
import { GoogleIcon } from '@/components/icons/index.ts';
import { useLogin } from '@/lib/auth/use-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** "Continue with Google": keeps a redirect stored earlier (or `redirect`), then leaves for Google. */
export function GoogleSignInButton({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [isRedirecting, setIsRedirecting] = useState(false);

  // Coming back with the browser's Back button restores this page from the back-forward cache as it was.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsRedirecting(false);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  return (
    <button
      type="button"
      disabled={isRedirecting}
      onClick={() => {
        setIsRedirecting(true);
        void login({ redirectTo: redirect ?? undefined, keepStoredRedirect: true });
      }}
      className="btn min-h-12 w-full border border-sand-300 bg-white text-base text-sand-900 shadow-sm hover:border-sand-400 hover:bg-sand-50"
    >
      <GoogleIcon className="text-xl" />
      {isRedirecting ? t('login.redirecting') : t('login.continueWithGoogle')}
    </button>
  );
}
