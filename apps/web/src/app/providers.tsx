import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/spinner.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useToasterStore } from '../lib/toast.ts';

const AppToaster = lazy(() =>
  import('../components/toaster.tsx').then((module) => ({ default: module.AppToaster })),
);

/** The one `<Toaster />`, mounted (and its code loaded) with the first toast; see `lib/toast.ts`. */
function DeferredToaster() {
  const isNeeded = useToasterStore((state) => state.isNeeded);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** App-wide providers. The Suspense boundary waits for the first translations (useTranslation suspends). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        {children}
        <DeferredToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
