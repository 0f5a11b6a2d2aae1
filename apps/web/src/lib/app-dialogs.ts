import { create } from 'zustand';

interface AppDialogsState {
  /** The contact dialog (header, small-screen menu, footer, about and privacy pages open it). */
  isContactOpen: boolean;
  /** The login-needed dialog; `message` replaces its default text when a feature has a better one. */
  loginNeeded: { message?: string } | null;
}

/**
 * Dialogs any part of the app may open, rendered once by the layout (`app/app-dialogs.tsx`). Their code
 * loads when first opened, so a page that never opens them does not pay for them.
 */
export const useAppDialogs = create<AppDialogsState>()(() => ({
  isContactOpen: false,
  loginNeeded: null,
}));

export function openContactDialog(): void {
  useAppDialogs.setState({ isContactOpen: true });
}

export function closeContactDialog(): void {
  useAppDialogs.setState({ isContactOpen: false });
}

/** Asks the visitor to log in (Cancel or Go to login). Features use it through `useRequireLogin`. */
export function showLoginNeeded(message?: string): void {
  useAppDialogs.setState({ loginNeeded: message === undefined ? {} : { message } });
}

export function hideLoginNeeded(): void {
  useAppDialogs.setState({ loginNeeded: null });
}
