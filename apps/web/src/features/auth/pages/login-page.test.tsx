import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { configBody, setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { LoginPage } from './login-page.tsx';

const USER = testUser(5, 'Sora');

function configResponse(google: boolean, devLogin: boolean) {
  return () => jsonResponse(200, configBody({ google, devLogin }));
}

describe('LoginPage', () => {
  beforeAll(initTestI18n);

  beforeEach(() => setSession(null));

  it('welcomes the visitor and offers Google sign-in, the three tools and the terms', async () => {
    stubFetch({ 'GET /api/config': configResponse(true, false) });
    renderRoute('/login', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to K-Travel' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    for (const name of ['K-Map', 'K-Course', 'K-Buzz'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/Terms of Service/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Development sign-in' })).toBeNull();
  });

  it('shows the OAuth failure message for ?error=oauth_failed', async () => {
    stubFetch({ 'GET /api/config': configResponse(true, false) });
    renderRoute('/login', <LoginPage />, '/login?error=oauth_failed');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't complete sign-in with Google");
  });

  it('offers the development form instead of Google when the server says so', async () => {
    stubFetch({ 'GET /api/config': configResponse(false, true) });
    renderRoute('/login', <LoginPage />);
    expect(await screen.findByRole('heading', { name: 'Development sign-in' })).toBeTruthy();
    expect(screen.getByText('Development only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const devLogin = vi.fn();
    stubFetch({ 'GET /api/config': configResponse(false, true), 'POST /api/auth/dev-login': devLogin });
    renderRoute('/login', <LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(devLogin).not.toHaveBeenCalled();
  });

  it('signs in with the development form and continues at /auth/callback', async () => {
    const devLogin = recordingHandler(200, { data: USER });
    stubFetch({ 'GET /api/config': configResponse(false, true), 'POST /api/auth/dev-login': devLogin });
    const { router } = renderRoute('/login', <LoginPage />, '/login?redirect=%2Fbuzz');
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: ' Sora@Example.com ' } });
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Sora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/callback'));
    expect(devLogin.sent).toEqual([{ email: 'sora@example.com', name: 'Sora' }]);
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/buzz');
  });

  it("shows the server's validation errors", async () => {
    stubFetch({
      'GET /api/config': configResponse(false, true),
      'POST /api/auth/dev-login': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            fields: { email: 'This email domain is not allowed' },
          },
        }),
    });
    renderRoute('/login', <LoginPage />);
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'x@example.com' } });
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This email domain is not allowed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some of the information needs attention.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('shows who is signed in, with a link home', () => {
    setSession(USER);
    stubFetch({ 'GET /api/config': configResponse(true, false) });
    renderRoute('/login', <LoginPage />);
    expect(screen.getByText('Signed in as Sora (sora@example.com).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
