import type { ExternalToast } from 'sonner';
import { create } from 'zustand';

/** Whether `<Toaster />` is needed yet: it (and sonner) load with the first toast, not with every page. */
export const useToasterStore = create<{ isNeeded: boolean }>()(() => ({ isNeeded: false }));

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  useToasterStore.setState({ isNeeded: true });
  // sonner keeps toasts created before the Toaster subscribes and shows them once it mounts.
  void import('sonner').then(({ toast }) => {
    toast[kind](message, options);
  });
}

/** The app's toasts (the spec's alerts): short, translated messages shown by the one `<Toaster />`. */
export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
