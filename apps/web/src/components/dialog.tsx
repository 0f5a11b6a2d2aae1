import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { CloseButton as CloseIconButton } from './close-button.tsx';

/**
 * The app's dialogs: Radix Dialog (focus trapped inside, Escape and a click outside close it, focus goes
 * back to what opened it) with one look. Use `Dialog` as the root and one of the contents below.
 */
export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface ContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /** Runs after the dialog closed and focus went back to the element that had it before. */
  onCloseAutoFocus?: (event: Event) => void;
}

function DialogCloseButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Close asChild>
      <CloseIconButton
        label={t('common.close')}
        className={`text-sand-500 hover:bg-sand-100 hover:text-sand-900 ${className}`}
      />
    </RadixDialog.Close>
  );
}

/**
 * Focus handling for dialogs opened by any button (not a Radix `Trigger`, which these dialogs do not have):
 * remembers what had focus when the dialog opened and gives it back on close (Radix alone would focus its
 * missing trigger, i.e. nothing); on open, focuses the element marked `data-autofocus` if there is one.
 */
function useDialogFocus(onCloseAutoFocus: ((event: Event) => void) | undefined) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const container = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
      const target = container?.querySelector<HTMLElement>('[data-autofocus]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
      onCloseAutoFocus?.(event);
    },
  };
}

/**
 * A centred card over a dimmed page; scrolls as a whole when taller than the screen. Mark the field to focus
 * first with `data-autofocus`.
 */
export function DialogContent({
  title,
  description,
  children,
  className = '',
  icon,
  onCloseAutoFocus,
}: ContentProps) {
  const focus = useDialogFocus(onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 grid animate-overlay-in place-items-center overflow-y-auto bg-sand-900/55 p-3 backdrop-blur-[2px] sm:p-6">
        <RadixDialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          // Radix wants an explicit "no description" rather than a missing one.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`relative w-full min-w-0 max-w-lg animate-dialog-in rounded-2xl bg-white p-5 shadow-raised outline-none sm:p-7 ${className}`}
        >
          <div className="mb-5 flex items-start gap-3">
            {icon ? (
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-700"
              >
                {icon}
              </span>
            ) : null}
            <div className="min-w-0 flex-1 pt-1">
              <RadixDialog.Title className="text-xl font-bold tracking-tight text-sand-900 sm:text-2xl">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1.5 text-sm text-sand-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <DialogCloseButton className="-mt-1 -mr-2" />
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </RadixDialog.Portal>
  );
}

/** A panel sliding in from the right edge: the small-screen navigation menu. */
export function SheetContent({
  title,
  children,
  className = '',
  onCloseAutoFocus,
}: Omit<ContentProps, 'description' | 'icon'>) {
  const focus = useDialogFocus(onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-overlay-in bg-sand-900/55 backdrop-blur-[2px]" />
      <RadixDialog.Content
        aria-describedby={undefined}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        className={`fixed inset-y-0 right-0 z-50 flex w-[min(21rem,88vw)] animate-sheet-in flex-col overflow-y-auto bg-white shadow-raised outline-none ${className}`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand-200 pr-2 pl-5">
          <RadixDialog.Title className="text-base font-bold text-sand-900">{title}</RadixDialog.Title>
          <DialogCloseButton />
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
