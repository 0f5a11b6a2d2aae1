import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../use-login.ts';

/** The header's "Log in": remembers the current page, then starts sign-in. */
export function LoginButton() {
  const { t } = useTranslation();
  const login = useLogin();
  const [isStarting, setIsStarting] = useState(false);

  return (
    <button
      type="button"
      className="btn-primary min-h-10 px-4"
      disabled={isStarting}
      onClick={() => {
        setIsStarting(true);
        void login().finally(() => setIsStarting(false));
      }}
    >
      {t('auth.login')}
    </button>
  );
}
