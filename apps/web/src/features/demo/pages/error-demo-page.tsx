import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NotFoundPage } from '@/app/pages/not-found-page.tsx';
import { ErrorDisplay, type ErrorDisplaySize } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { getConfigQueryOptions } from '@/lib/config-query.ts';
import { ERROR_TYPES, type ErrorType } from '@/lib/error-type.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const SIZES: readonly ErrorDisplaySize[] = ['large', 'medium', 'small'];
const GRID: Record<ErrorDisplaySize, string> = {
  large: 'grid gap-4 lg:grid-cols-2',
  medium: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  small: 'grid gap-3 md:grid-cols-2',
};
/** How long the pretend retry "loads" before failing again. */
const RETRY_MS = 700;

/** One error display whose Retry pretends to try again: a spinner, then the error with a retry count. */
function DemoItem({ type, size }: { type: ErrorType; size: ErrorDisplaySize }) {
  const { t } = useTranslation();
  const [attempts, setAttempts] = useState(0);
  const [isRetrying, setIsRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleRetry = () => {
    setIsRetrying(true);
    timer.current = setTimeout(() => {
      setAttempts((count) => count + 1);
      setIsRetrying(false);
    }, RETRY_MS);
  };

  return (
    <div className={`flex flex-col ${size === 'large' ? 'card p-5' : ''}`}>
      <p className="mb-2 font-mono text-xs font-semibold text-sand-600">type=&quot;{type}&quot;</p>
      {isRetrying ? (
        <div className="flex min-h-24 flex-1 items-center justify-center rounded-2xl border border-dashed border-sand-300 p-6">
          <Spinner label={t('demoError.retrying')} />
        </div>
      ) : (
        <ErrorDisplay type={type} size={size} onRetry={handleRetry} className="flex-1" />
      )}
      {attempts > 0 ? (
        <p role="status" className="mt-2 text-xs font-medium text-brand-700">
          {t('demoError.attempts', { count: attempts })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /demo/error: every error display type in every size, each with a working Retry. In production only admins see it
 * (`/api/config` says `errorDemo: admins`); everybody else gets the not-found page, as for any unknown address.
 */
export function ErrorDemoPage() {
  const config = useQuery(getConfigQueryOptions());
  const user = useAuthStore((state) => state.user);
  const isSessionReady = useAuthStore((state) => state.isReady);
  if (!config.data || (config.data.errorDemo === 'admins' && !isSessionReady)) return null;
  if (config.data.errorDemo === 'admins' && user?.role !== 'admin') return <NotFoundPage />;
  return <ErrorDemo />;
}

function ErrorDemo() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl sm:text-4xl">{t('demoError.title')}</h1>
      <p className="mt-3 max-w-2xl text-base text-sand-600">{t('demoError.description')}</p>
      {SIZES.map((size) => (
        <section key={size} aria-labelledby={`demo-${size}`} className="mt-12">
          <h2 id={`demo-${size}`} className="text-2xl">
            {t(`demoError.sizes.${size}`)}
          </h2>
          <div className={`mt-5 ${GRID[size]}`}>
            {ERROR_TYPES.map((type) => (
              <DemoItem key={type} type={type} size={size} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
