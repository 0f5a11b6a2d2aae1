import { lazy, Suspense } from 'react';
import { closeContactDialog, hideLoginNeeded, useAppDialogs } from '../lib/app-dialogs.ts';
import { useAuthStore } from '../lib/auth/session-store.ts';
import { useLogin } from '../lib/auth/use-login.ts';
import { useHasOpened } from './use-has-opened.ts';

// Loaded the first time each is opened: the dialogs (Radix, the contact form with its zod schema) are not
// part of what every page loads.
const ContactDialog = lazy(() =>
  import('../features/contact/components/contact-dialog.tsx').then((module) => ({
    default: module.ContactDialog,
  })),
);
const LoginNeededDialog = lazy(() =>
  import('../components/login-needed-dialog.tsx').then((module) => ({ default: module.LoginNeededDialog })),
);

/** The dialogs any page can open (`lib/app-dialogs.ts`), rendered once by the layout. */
export function AppDialogs() {
  const isContactOpen = useAppDialogs((state) => state.isContactOpen);
  const loginNeeded = useAppDialogs((state) => state.loginNeeded);
  const user = useAuthStore((state) => state.user);
  const login = useLogin();
  const hasOpenedContact = useHasOpened(isContactOpen);
  const hasOpenedLoginNeeded = useHasOpened(loginNeeded !== null);

  return (
    <>
      {hasOpenedContact ? (
        <Suspense fallback={null}>
          <ContactDialog
            open={isContactOpen}
            onOpenChange={(open) => {
              if (!open) closeContactDialog();
            }}
            defaultValues={user ? { name: user.name, email: user.email } : undefined}
          />
        </Suspense>
      ) : null}
      {hasOpenedLoginNeeded ? (
        <Suspense fallback={null}>
          <LoginNeededDialog
            open={loginNeeded !== null}
            message={loginNeeded?.message}
            onOpenChange={(open) => {
              if (!open) hideLoginNeeded();
            }}
            onLogin={async () => {
              await login();
              hideLoginNeeded();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
