import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/** The real OpenID Connect flow against a local issuer (oauth2-mock-server), driven through app.inject. */
describe('Google sign-in (OpenID Connect)', () => {
  const oidc = new OAuth2Server();
  let t: TestApp;
  /** Claims the mock issuer puts in the next ID token (overrides its defaults). */
  let claims: Record<string, unknown>;
  let authorizeOverride: ((url: URL) => void) | undefined;

  beforeAll(async () => {
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    const { port } = oidc.address() as AddressInfo;
    oidc.issuer.url = `http://127.0.0.1:${port}`;
    oidc.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, claims);
    });
    oidc.service.on('beforeAuthorizeRedirect', (redirect) => {
      authorizeOverride?.(redirect.url);
    });
    t = await buildTestApp({
      PUBLIC_URL: 'http://ktravel.test',
      GOOGLE_CLIENT_ID: 'ktravel-client',
      GOOGLE_CLIENT_SECRET: 'ktravel-secret',
      GOOGLE_ISSUER: oidc.issuer.url,
      ADMIN_EMAILS: 'boss@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });
  beforeEach(() => {
    claims = { sub: 'google-sub-1', email: 'traveller@example.com', email_verified: true, name: 'Jiwoo Lee' };
    authorizeOverride = undefined;
  });

  /** Runs the browser's part: start, visit the issuer, come back to the callback. Returns the final redirect. */
  async function runFlow(tamper?: { cookie?: (value: string) => string }) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google?prompt=select_account' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.origin).toBe(oidc.issuer.url);
    const txCookie = start.cookies.find((c) => c.name === 'ktravel_oidc');
    expect(txCookie?.httpOnly).toBe(true);
    const atIssuer = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(atIssuer.headers.get('location') as string);
    expect(back.origin + back.pathname).toBe('http://ktravel.test/api/auth/google/callback');
    const cookieValue = tamper?.cookie ? tamper.cookie(txCookie!.value) : txCookie!.value;
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: `ktravel_oidc=${cookieValue}` },
    });
    const session = callback.cookies.find((c) => c.name === 'ktravel_session' && c.value);
    return { authorizeUrl, callback, session };
  }

  it('sends the browser to the issuer with PKCE, state, nonce and the account prompt', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google?prompt=select_account' });
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs a new user in, creates the account and redirects to /auth/callback', async () => {
    const { callback, session } = await runFlow();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `ktravel_session=${session!.value}` },
    });
    expect(me.json()).toEqual({
      data: {
        id: expect.any(Number),
        email: 'traveller@example.com',
        name: 'Jiwoo Lee',
        avatarUrl: null,
        role: 'user',
      },
    });
  });

  it('updates the same user on the next sign-in (by Google subject) and rotates the session', async () => {
    const first = await runFlow();
    claims = { ...claims, name: 'Jiwoo L.', picture: 'https://lh3.googleusercontent.com/a/photo.jpg' };
    const second = await runFlow();
    expect(second.session!.value).not.toBe(first.session!.value);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `ktravel_session=${second.session!.value}` },
    });
    expect(me.json().data).toMatchObject({
      name: 'Jiwoo L.',
      avatarUrl: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
    const firstMe = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `ktravel_session=${first.session!.value}` },
    });
    expect(firstMe.json().data.id).toBe(me.json().data.id);
  });

  it('makes an ADMIN_EMAILS address an admin at sign-in', async () => {
    claims = { sub: 'google-sub-boss', email: 'Boss@Example.com', email_verified: true, name: 'Boss' };
    const { session } = await runFlow();
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `ktravel_session=${session!.value}` },
    });
    expect(me.json().data).toMatchObject({ email: 'boss@example.com', role: 'admin' });
  });

  it('refuses an unverified email', async () => {
    claims = { sub: 'google-sub-2', email: 'boss@example.com', email_verified: false, name: 'Impostor' };
    const { callback, session } = await runFlow();
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
    expect(session).toBeUndefined();
  });

  it('fails cleanly when the provider reports an error (user denied)', async () => {
    authorizeOverride = (url) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    };
    const { callback, session } = await runFlow();
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
    expect(session).toBeUndefined();
  });

  it('fails on a state mismatch', async () => {
    authorizeOverride = (url) => url.searchParams.set('state', 'forged-state');
    const { callback, session } = await runFlow();
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
    expect(session).toBeUndefined();
  });

  it('fails on a nonce mismatch', async () => {
    claims = { ...claims, nonce: 'replayed-nonce' };
    const { callback, session } = await runFlow();
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
    expect(session).toBeUndefined();
  });

  it('fails when the sign-in cookie was tampered with or is missing', async () => {
    const tampered = await runFlow({ cookie: (v) => v.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(tampered.callback.headers.location).toBe('/login?error=oauth_failed');
    const callback = await t.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
  });

  it('fails on a token endpoint error', async () => {
    const onResponse = (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    };
    oidc.service.once('beforeResponse', onResponse);
    const { callback, session } = await runFlow();
    expect(callback.headers.location).toBe('/login?error=oauth_failed');
    expect(session).toBeUndefined();
  });
});
