import type { ButtonHTMLAttributes } from 'react';
import { CloseIcon } from './icons/index.ts';

interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name, e.g. t('common.close'). */
  label: string;
}

/** The round × button of panels and dialogs; colours and position come from `className`. */
export function CloseButton({ label, className = '', type = 'button', ...props }: CloseButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors ${className}`}
      {...props}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
