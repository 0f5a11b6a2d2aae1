import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/spinner.tsx';
import { queryClient } from '../lib/query-client.ts';

/** App-wide providers. The Suspense boundary waits for the first translations (react-i18next suspends). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
