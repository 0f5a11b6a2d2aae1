import type { CollaboratorDto, CourseInviteDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { fakeFetch, findOpenDialog, initTestI18n, jsonResponse, sentJson } from '@/test/render.tsx';
import { InviteDialog } from './invite-dialog.tsx';

const OWNER = testUser(5, 'Sora');
const COURSE = testCourse({ id: 7, title: 'Palaces', authorId: OWNER.id });
const TOKEN = 'k'.repeat(43);
const OK = { data: { ok: true } };

let invites: CourseInviteDto[];
let collaborators: CollaboratorDto[];

/** Serves course 7's links and people (and `handlers`), renders the open dialog; returns the fetch spy. */
function renderDialog(handlers: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = vi.fn(
    fakeFetch({
      'GET /api/courses/7/invites': () => jsonResponse(200, { data: { items: invites } }),
      'GET /api/courses/7/collaborators': () => jsonResponse(200, { data: { items: collaborators } }),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InviteDialog course={COURSE} open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return fetch;
}

const calls = (fetch: ReturnType<typeof renderDialog>, key: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);

describe('InviteDialog', () => {
  beforeAll(initTestI18n);
  // jsdom has no share sheet; a test that gives it one takes it away again.
  afterEach(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  beforeEach(() => {
    setSession(OWNER);
    invites = [
      { id: 3, role: 'viewer', createdAt: '2026-11-20T00:00:00.000Z', expiresAt: '2026-11-27T03:04:00.000Z' },
    ];
    collaborators = [
      {
        user: { id: 9, name: 'Mina', avatarUrl: null },
        role: 'editor',
        joinedAt: '2026-11-21T00:00:00.000Z',
      },
    ];
  });

  it('makes a link for viewers that works 30 days, then shows it once with Copy', async () => {
    // After userEvent.setup(), which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(notify, 'success');
    const url = `http://localhost/invite/${TOKEN}`;
    const fetch = renderDialog({
      'POST /api/courses/7/invites': () =>
        jsonResponse(201, {
          data: { token: TOKEN, url, role: 'viewer', expiresAt: '2026-12-27T03:04:00.000Z' },
        }),
    });
    const dialog = await findOpenDialog('Plan together');
    // Editors for a week unless chosen otherwise.
    expect(within(dialog).getByRole('radio', { name: /Can edit/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: '7 days' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: /Can view/ }));
    await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Invite link' });
    expect(link).toHaveProperty('value', url);
    expect(sentJson(calls(fetch, 'POST /api/courses/7/invites')[0]![1])).toEqual({
      role: 'viewer',
      expiresInDays: 30,
    });
    // Until when, in Seoul time, and that it is shown only once.
    expect(dialog.textContent).toContain('Can view · until 2026-12-27 12:04');
    expect(dialog.textContent).toContain('shown only once');
    // No share sheet on this device: Copy only.
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(success).toHaveBeenCalledWith('Invite link copied.');
    // Said inside the dialog too: a modal dialog hides the toasts from screen readers.
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(within(dialog).getByText('Invite link copied.')).toBeTruthy();
    // The open links are asked again, so the new one shows there.
    await waitFor(() => expect(calls(fetch, 'GET /api/courses/7/invites').length).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Create another link' }));
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('offers the share sheet where the device has one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const url = `http://localhost/invite/${TOKEN}`;
    renderDialog({
      'POST /api/courses/7/invites': () =>
        jsonResponse(201, {
          data: { token: TOKEN, url, role: 'editor', expiresAt: '2026-12-01T00:00:00.000Z' },
        }),
    });
    const dialog = await findOpenDialog('Plan together');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Plan “Palaces” with me on K-Travel',
      text: 'Plan “Palaces” with me on K-Travel',
      url,
    });
  });

  it('lists the open links with their role and Seoul expiry, and withdraws one after confirming', async () => {
    const fetch = renderDialog({ 'DELETE /api/courses/7/invites/3': () => jsonResponse(200, OK) });
    const dialog = await findOpenDialog('Plan together');
    const links = within(dialog).getByRole('region', { name: 'Open invite links' });
    expect(await within(links).findByText('Until 2026-11-27 12:04')).toBeTruthy();
    expect(within(links).getByText('Can view')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(
      within(links).getByRole('button', {
        name: 'Withdraw the link “Can view” valid until 2026-11-27 12:04',
      }),
    );
    const confirm = await findOpenDialog('Withdraw this invite link?');
    expect(calls(fetch, 'DELETE /api/courses/7/invites/3')).toHaveLength(0);
    invites = [];
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls(fetch, 'DELETE /api/courses/7/invites/3')).toHaveLength(1));
    expect(await within(links).findByText('No open invite links.')).toBeTruthy();
  });

  it('lists the owner and the people who joined, changes a role and removes someone after confirming', async () => {
    const fetch = renderDialog({
      'PATCH /api/courses/7/collaborators/9': () => jsonResponse(200, OK),
      'DELETE /api/courses/7/collaborators/9': () => jsonResponse(200, OK),
    });
    const dialog = await findOpenDialog('Plan together');
    const people = within(dialog).getByRole('region', { name: 'People' });
    const mina = await within(people).findByTestId('collaborator');
    expect(people.textContent).toContain('SoraOwner');
    const role = within(mina).getByRole('combobox', { name: 'What Mina can do' });
    expect(role).toHaveProperty('value', 'editor');
    const user = userEvent.setup();
    await user.selectOptions(role, 'viewer');
    await waitFor(() => expect(calls(fetch, 'PATCH /api/courses/7/collaborators/9')).toHaveLength(1));
    expect(sentJson(calls(fetch, 'PATCH /api/courses/7/collaborators/9')[0]![1])).toEqual({ role: 'viewer' });

    await user.click(within(mina).getByRole('button', { name: 'Remove Mina' }));
    const confirm = await findOpenDialog('Remove Mina?');
    collaborators = [];
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(fetch, 'DELETE /api/courses/7/collaborators/9')).toHaveLength(1));
    expect(await within(people).findByText(/Nobody has joined yet/)).toBeTruthy();
  });
});
