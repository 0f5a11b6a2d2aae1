import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute, stubFetch } from '@/test/render.tsx';
import { LoginCallbackPage } from './login-callback-page.tsx';

const USER = testUser(3, 'Jun');

describe('LoginCallbackPage', () => {
  beforeAll(initTestI18n);

  beforeEach(() => setSession(null, false));

  it('says it is signing in, stores the user and returns to the stored page, clearing it', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, '/kcourse?tab=all-courses');
    stubFetch({ 'GET /api/auth/me': () => jsonResponse(200, { data: USER }) });
    const { router } = renderRoute('/auth/callback', <LoginCallbackPage />);

    expect(screen.getByRole('status').textContent).toContain('Signing you in…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(router.state.location.search).toBe('?tab=all-courses');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useAuthStore.getState().user).toEqual(USER);
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBeNull();
  });

  it('never returns to the login page itself', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, '/login?error=oauth_failed');
    stubFetch({ 'GET /api/auth/me': () => jsonResponse(200, { data: USER }) });
    const { router } = renderRoute('/login/callback', <LoginCallbackPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /login?error=oauth_failed when no session came back', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, '/buzz');
    stubFetch({ 'GET /api/auth/me': () => jsonResponse(200, { data: null }) });
    const { router } = renderRoute('/auth/callback', <LoginCallbackPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?error=oauth_failed');
    expect(useAuthStore.getState().user).toBeNull();
    // Kept, so a second attempt still returns to the right page.
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/buzz');
  });
});
