import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { isOnline } from './offline/online.ts';

const MAX_RETRIES = 2;

/**
 * Retry network failures and 5xx answers a couple of times; a 4xx will not change on retry, and offline nothing
 * will: the page says at once what the device does not keep (issue 44) instead of waiting.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isOnline()) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

/**
 * The one query client of the app; stores outside React (auth) use it to share cached server state. Requests are
 * made offline too (`offlineFirst`): the service worker answers the trip pack's reads from what it kept, and the
 * API client keeps a write for later. TanStack's default (`online`) paused them once the browser said it was
 * offline: a page opened after the connection dropped showed its spinner for ever (issue 44).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'offlineFirst' },
  },
});
