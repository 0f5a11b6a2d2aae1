import { create } from 'zustand';

/**
 * A new version of the app waiting (register-sw.ts sets it): the page offers "Reload", which calls `apply`. Kept
 * apart from the registration, so the page's first load does not carry the service worker library.
 */
export const useAppUpdate = create<{ isWaiting: boolean; apply: (() => void) | null }>(() => ({
  isWaiting: false,
  apply: null,
}));

/** Chromium's install offer (`beforeinstallprompt`): not in the DOM's types. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the app, kept when it comes (DESIGN §8.2: "the install button where the browser
 * offers one"); null where it offers none (installed already, Safari, Firefox) and after it was used.
 */
export const useInstallOffer = create<{ offer: InstallPromptEvent | null }>(() => ({ offer: null }));

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The page shows its own button instead of the browser's mini bar.
    event.preventDefault();
    useInstallOffer.setState({ offer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallOffer.setState({ offer: null }));
}

/** Opens the browser's install dialog; answers whether the reader installed the app. */
export async function install(): Promise<boolean> {
  const { offer } = useInstallOffer.getState();
  if (!offer) return false;
  useInstallOffer.setState({ offer: null });
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}
