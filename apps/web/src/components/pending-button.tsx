import { type ReactNode, useState } from 'react';

/**
 * Runs `action` and reports it pending until it settles (fails included), so the control that started it can
 * be disabled meanwhile: sign-in and sign-out.
 */
export function usePendingAction(action: () => unknown): [isPending: boolean, run: () => Promise<void>] {
  const [isPending, setIsPending] = useState(false);
  const run = async () => {
    setIsPending(true);
    try {
      await action();
    } finally {
      setIsPending(false);
    }
  };
  return [isPending, run];
}

interface PendingButtonProps {
  /** Started on click; the button stays disabled until it settles. */
  action: () => unknown;
  className: string;
  children: ReactNode;
}

/** A button that starts something slow (sign-in) and cannot be pressed again meanwhile. */
export function PendingButton({ action, className, children }: PendingButtonProps) {
  const [isPending, run] = usePendingAction(action);
  return (
    <button type="button" className={className} disabled={isPending} onClick={() => void run()}>
      {children}
    </button>
  );
}
