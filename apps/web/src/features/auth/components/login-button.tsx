import { PendingButton } from '@/components/pending-button.tsx';
import { useLogin } from '@/lib/auth/use-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** The header's "Log in": remembers the current page, then starts sign-in. */
export function LoginButton() {
  const { t } = useTranslation();
  return (
    <PendingButton action={useLogin()} className="btn-primary min-h-10 px-4">
      {t('auth.login')}
    </PendingButton>
  );
}
