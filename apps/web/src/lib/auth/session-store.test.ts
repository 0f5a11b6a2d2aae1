// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configBody, setSession, testUser } from '../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';
import { browser } from '../browser.ts';
import { queryClient } from '../query-client.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { GOOGLE_SIGN_IN_URL, useAuthStore } from './session-store.ts';

const USER = testUser(7, 'Mina');

describe('auth store', () => {
  beforeEach(() => {
    queryClient.clear();
    setSession(null, false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts not ready and becomes ready with the session user', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse(200, { data: USER }) });
    expect(useAuthStore.getState().isReady).toBe(false);
    await useAuthStore.getState().checkSession();
    expect(useAuthStore.getState()).toMatchObject({ user: USER, isReady: true, error: null });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authUser) ?? '{}').state.user).toEqual(USER);
  });

  it('becomes ready with no user for an anonymous visitor', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse(200, { data: null }) });
    await useAuthStore.getState().checkSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isReady: true, error: null });
  });

  it('clears the user and keeps the message when the check fails', async () => {
    useAuthStore.setState({ user: USER });
    stubFetch({
      'GET /api/auth/me': () =>
        jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Database unavailable' } }),
    });
    await useAuthStore.getState().checkSession();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      isReady: true,
      error: 'Database unavailable',
    });
  });

  it("falls back to 'auth failed' when the failure has no message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('')));
    await useAuthStore.getState().checkSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isReady: true, error: 'auth failed' });
  });

  it('login stores the current path and query, then goes to Google with an account prompt', async () => {
    stubFetch({ 'GET /api/config': () => jsonResponse(200, configBody({ google: true, devLogin: false })) });
    vi.spyOn(browser, 'currentPath').mockReturnValue('/kcourse?tab=all-courses');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await useAuthStore.getState().login();
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/kcourse?tab=all-courses');
    expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_URL);
    expect(GOOGLE_SIGN_IN_URL).toBe('/api/auth/google?prompt=select_account');
  });

  it('login goes to the development form at /login when Google is off and dev sign-in on', async () => {
    stubFetch({ 'GET /api/config': () => jsonResponse(200, configBody({ google: false, devLogin: true })) });
    vi.spyOn(browser, 'currentPath').mockReturnValue('/buzz');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const navigate = vi.fn();
    await useAuthStore.getState().login({ navigate });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/buzz');
  });

  it('login from /login keeps the redirect stored earlier', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, '/mypage');
    stubFetch({ 'GET /api/config': () => jsonResponse(200, configBody({ google: true, devLogin: false })) });
    vi.spyOn(browser, 'currentPath').mockReturnValue('/login?error=oauth_failed');
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await useAuthStore.getState().login();
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/mypage');
  });

  it('login still tries Google when the settings cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(browser, 'currentPath').mockReturnValue('/');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await useAuthStore.getState().login();
    expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_URL);
  });

  it('logout clears the user even when the server call fails', async () => {
    useAuthStore.setState({ user: USER, isReady: true });
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await useAuthStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(useAuthStore.getState().user).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authUser) ?? '{}').state.user).toBeNull();
  });
});
