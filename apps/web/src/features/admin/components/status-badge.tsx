import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'good' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-sand-100 text-sand-800 ring-sand-300',
  good: 'bg-jade-50 text-jade-700 ring-jade-500/40',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-accent-50 text-accent-800 ring-accent-200',
  info: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** A small coloured label: a status, a category, a flag. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
