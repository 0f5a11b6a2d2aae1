import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { notify } from '@/lib/toast.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, renderRoute, stubFetch } from '@/test/render.tsx';
import { AdminGate } from './admin-gate.tsx';

const MEMBER = testUser(5, 'Sora');
const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };

/** Stands for an admin screen: it would fetch admin data as soon as it mounts. */
function AdminScreen() {
  void fetch('/api/admin/audit');
  return <p>admin data</p>;
}

function renderGate(redirectAnonymousMessage?: string) {
  return renderRoute(
    '/admin/courses',
    <AdminGate redirectAnonymousMessage={redirectAnonymousMessage}>
      <AdminScreen />
    </AdminGate>,
    '/admin/courses?page=2',
  );
}

describe('AdminGate', () => {
  beforeAll(initTestI18n);

  it('shows a spinner while the session is not known, and nothing of the page', () => {
    stubFetch({});
    setSession(null, false);
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('Checking your access');
    expect(screen.queryByText('admin data')).toBeNull();
  });

  it('tells an anonymous visitor to sign in, with a button that returns here, and never starts the page', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    setSession(null);
    renderGate();
    expect(screen.getByRole('alert').textContent).toContain('No access: sign-in needed');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/admin/courses?page=2')}`,
    );
    signIn.click();
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/admin/courses?page=2');
    expect(screen.queryByText('admin data')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tells a member that admin permission is required, and never starts the page', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    setSession(MEMBER);
    renderGate();
    expect(screen.getByRole('alert').textContent).toContain('Admin permission required');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText('admin data')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the page to an admin', () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    setSession(ADMIN);
    renderGate();
    expect(screen.getByText('admin data')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).toHaveBeenCalled();
  });

  it('can send an anonymous visitor straight to /login with a message (add and edit marker)', async () => {
    stubFetch({});
    setSession(null);
    const info = vi.spyOn(notify, 'info');
    const { router } = renderGate('Please sign in to manage map markers.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/courses?page=2')}`);
    expect(info).toHaveBeenCalledWith('Please sign in to manage map markers.');
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/admin/courses?page=2');
  });
});
