import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
// As in main.tsx: the DOM RouterProvider, which can honour `navigate(…, { flushSync: true })`.
import { RouterProvider } from 'react-router/dom';
import { expect, vi } from 'vitest';
import en from '../../public/locales/en/common.json';

/** i18next with the real English messages, loaded synchronously (no HTTP backend in tests). */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage('en');
    return;
  }
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en } },
    interpolation: { escapeValue: false },
  });
}

/** Renders `element` at `path` inside a memory router; read where it went from `router.state.location`. */
export function renderRoute(path: string, element: ReactElement, initialEntry: string = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in answering by "METHOD /path" (query ignored); unknown calls fail the test loudly. */
export function fakeFetch(handlers: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  };
}

/** Makes `fetch` answer by `handlers` (see `fakeFetch`) for the rest of the test. */
export function stubFetch(handlers: Record<string, Handler>): void {
  vi.stubGlobal('fetch', fakeFetch(handlers));
}

/** The JSON body a request sent. */
export function sentJson<T = unknown>(init: RequestInit | undefined): T {
  return JSON.parse(String(init?.body)) as T;
}

/** A handler answering `status` with `body` that keeps, in `sent`, the JSON body of every request it answered. */
export function recordingHandler(status: number, body: unknown) {
  const sent: unknown[] = [];
  const handler: Handler = (init) => {
    sent.push(sentJson(init));
    return jsonResponse(status, body);
  };
  return Object.assign(handler, { sent });
}

/**
 * The open dialog with this name, once it takes pointer input. A dialog opened over another one first renders with
 * `pointer-events: none` (Radix's layer registers itself in an effect, then lets the new top layer take clicks), and
 * Preact may run that effect a frame later; a click in between is refused by user-event, as a real one would be.
 */
export async function findOpenDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.style.pointerEvents).not.toBe('none'));
  return dialog;
}
