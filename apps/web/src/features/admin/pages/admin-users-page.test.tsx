import type { AdminUserDto } from '@ktravel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };
const AT = '2026-11-20T03:04:00.000Z';

function user(id: number, name: string, fields: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    role: 'user',
    provider: 'google',
    createdAt: AT,
    lastLoginAt: null,
    ...fields,
  };
}

const USERS = [user(1, 'Admin', { role: 'admin', provider: 'local' }), user(5, 'Sora')];
const page = (items: AdminUserDto[]) => ({
  data: { items, total: items.length, page: 1, limit: 20, totalPages: 1 },
});
const EMPTY_AUDIT = { data: { items: [], total: 0, page: 1, limit: 5, totalPages: 0 } };

function renderPage(handlers: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  stubFetch({
    'GET /api/admin/users': () => jsonResponse(200, page(USERS)),
    'GET /api/admin/audit': () => jsonResponse(200, EMPTY_AUDIT),
    ...handlers,
  });
  setSession(ADMIN);
  return renderRoute('/admin/users', <AdminUsersPage />);
}

describe('AdminUsersPage', () => {
  beforeAll(initTestI18n);

  it('lists users with ID, name, email, role, provider and created date', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Admin');
    expect(rows[1]!.textContent).toContain('Local account');
    expect(rows[1]!.textContent).toContain('(you)');
    expect(rows[2]!.textContent).toContain('sora@example.com');
    expect(rows[2]!.textContent).toContain('Google');
    expect(rows[2]!.textContent).toContain('User');
    expect(rows[2]!.textContent).toContain('2026-11-20 12:04');
  });

  it('says "Please enter an email." for an empty email without asking the server, then adds the admin', async () => {
    const add = recordingHandler(200, {
      data: { email: 'new@example.com', outcome: 'invited', user: null },
    });
    const success = vi.spyOn(notify, 'success');
    renderPage({ 'POST /api/admin/users': add });
    fireEvent.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an admin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findByText('Please enter an email.')).toBeTruthy();
    expect(add.sent).toEqual([]);

    const email = within(dialog).getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    fireEvent.input(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findByText(/valid email address/)).toBeTruthy();
    expect(add.sent).toEqual([]);

    fireEvent.input(email, { target: { value: ' New@Example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    await waitFor(() => expect(add.sent).toEqual([{ email: 'new@example.com' }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('new@example.com will be an admin at their first sign-in.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the last-admin refusal (409) in the role dialog', async () => {
    const patch = recordingHandler(409, {
      error: { code: 'LAST_ADMIN', message: 'The last administrator cannot be removed or made a member' },
    });
    renderPage({ 'PATCH /api/admin/users/1': patch });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the role of Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the role of Admin' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'User' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update user role.');
    expect(alert.textContent).toContain("The last administrator can't be removed.");
    expect(patch.sent).toEqual([{ role: 'user' }]);
  });

  it('asks before deleting, naming the user', async () => {
    const remove = vi.fn(() => jsonResponse(200, { data: { ok: true } }));
    renderPage({ 'DELETE /api/admin/users/5': remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the user Sora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the user Sora (sora@example.com)?' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });
});
