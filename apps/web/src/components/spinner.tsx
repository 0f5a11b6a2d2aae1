interface SpinnerProps {
  /** Announced to screen readers; omit only where no translation can be loaded yet. */
  label?: string;
  className?: string;
}

/** A small rotating ring with a polite status announcement. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={`inline-flex items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600"
      />
      {label ? <span className="text-sm font-medium text-sand-600">{label}</span> : null}
    </span>
  );
}

/** Fills the viewport (or its container) with a centred spinner: initial loads and page transitions. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center p-8" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
