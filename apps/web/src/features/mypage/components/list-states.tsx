import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorTypeOf } from '@/lib/error-type.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** A list loading: an announced spinner over grey rows of the list's shape. */
export function ListLoading({ rows = 3, isGrid = false }: { rows?: number; isGrid?: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Spinner label={t('mypage.loading')} />
      <div
        className={isGrid ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
      >
        {Array.from({ length: rows }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            key={index}
            aria-hidden="true"
            className={`card animate-pulse bg-sand-100/60 ${isGrid ? 'h-56' : 'h-24'}`}
          />
        ))}
      </div>
    </div>
  );
}

/** A list that failed to load: what happened (spec §8 "translated load-failure messages") and Retry. */
export function ListError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorDisplay
      type={errorTypeOf(error)}
      title={message ?? t('mypage.errors.load')}
      message={t('mypage.errors.hint')}
      onRetry={onRetry}
    />
  );
}

interface ListEmptyProps {
  icon: ReactNode;
  message: string;
  /** The call to action: where to go to make the first item. */
  action: { label: string; to: string };
}

/** An empty list: what it will hold, and where to start. */
export function ListEmpty({ icon, message, action }: ListEmptyProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-3xl text-brand-700"
      >
        {icon}
      </span>
      <p className="max-w-sm text-base text-sand-700">{message}</p>
      <Link to={action.to} className="btn-primary mt-6">
        {action.label}
      </Link>
    </div>
  );
}
