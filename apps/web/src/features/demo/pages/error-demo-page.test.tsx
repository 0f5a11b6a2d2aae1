import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { configBody, setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute, stubFetch } from '@/test/render.tsx';
import { ErrorDemoPage } from './error-demo-page.tsx';

const withDemo = (errorDemo: 'everyone' | 'admins') => {
  const body = configBody({ google: false, devLogin: false });
  stubFetch({ 'GET /api/config': () => jsonResponse(200, { data: { ...body.data, errorDemo } }) });
};

describe('/demo/error (issue 33: only admins in production)', () => {
  beforeAll(initTestI18n);

  it('shows the demo to everyone where the server says so (development, tests)', async () => {
    withDemo('everyone');
    setSession(null);
    renderRoute('/demo/error', <ErrorDemoPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error display' })).toBeTruthy();
  });

  it('shows a visitor and a member the not-found page in production, and an admin the demo', async () => {
    withDemo('admins');
    setSession(testUser(3, 'Mina'));
    const member = renderRoute('/demo/error', <ErrorDemoPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    member.unmount?.();
    setSession({ ...testUser(1, 'Admin'), role: 'admin' });
    renderRoute('/demo/error', <ErrorDemoPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error display' })).toBeTruthy();
  });
});
