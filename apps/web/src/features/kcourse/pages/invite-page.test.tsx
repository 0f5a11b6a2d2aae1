import type { InvitePreviewDto } from '@ktravel/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { notify } from '@/lib/toast.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { InvitePage } from './invite-page.tsx';

const TOKEN = 't'.repeat(43);
const SORA = testUser(5, 'Sora');
const MINA = testUser(9, 'Mina');
const PREVIEW: InvitePreviewDto = {
  courseId: 7,
  title: 'Three palaces in a day',
  role: 'editor',
  invitedBy: { id: SORA.id, name: 'Sora', avatarUrl: null },
  expiresAt: '2026-12-04T09:30:00.000Z',
};
const errorBody = (code: string) => ({ error: { code, message: code } });

/** Opens /invite/{TOKEN} with the API answering by `handlers`; returns the router and the fetch spy. */
function openInvite(handlers: Parameters<typeof fakeFetch>[0]) {
  const fetch = vi.fn(fakeFetch(handlers));
  vi.stubGlobal('fetch', fetch);
  const { router } = renderRoute('/invite/:token', <InvitePage />, `/invite/${TOKEN}`);
  return { router, fetch };
}

const preview = () => jsonResponse(200, { data: PREVIEW });

describe('InvitePage', () => {
  const { login: realLogin } = useAuthStore.getState();
  beforeAll(initTestI18n);
  beforeEach(() => setSession(MINA));
  afterEach(() => useAuthStore.setState({ login: realLogin }));

  it('says what the link is for: the course, who invites, the role in words and until when (Seoul time)', async () => {
    openInvite({ [`GET /api/invites/${TOKEN}`]: preview });
    expect(await screen.findByRole('heading', { level: 1, name: 'Three palaces in a day' })).toBeTruthy();
    expect(screen.getByText('Sora invites you to plan this trip together.')).toBeTruthy();
    expect(screen.getByText('Can edit')).toBeTruthy();
    expect(screen.getByText('Change the stops, dates and title')).toBeTruthy();
    expect(screen.getByText('This link works until 2026-12-04 18:30 (Korea time).')).toBeTruthy();
  });

  it('joins and opens the course, saying so', async () => {
    const success = vi.spyOn(notify, 'success');
    const { router, fetch } = openInvite({
      [`GET /api/invites/${TOKEN}`]: preview,
      [`POST /api/invites/${TOKEN}/accept`]: () =>
        jsonResponse(200, { data: { courseId: 7, role: 'editor' } }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse/7'));
    expect(success).toHaveBeenCalledWith('You joined “Three palaces in a day”.');
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'POST']);
  });

  it('asks a visitor to log in first, coming back to this invitation', async () => {
    setSession(null);
    const login = vi.fn(async () => {});
    useAuthStore.setState({ login });
    const { fetch } = openInvite({ [`GET /api/invites/${TOKEN}`]: preview });
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ redirectTo: `/invite/${TOKEN}` }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says when a link does not exist', async () => {
    openInvite({ [`GET /api/invites/${TOKEN}`]: () => jsonResponse(404, errorBody('INVITE_NOT_FOUND')) });
    expect(await screen.findByText('This invite link does not exist', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/Check that it was copied whole/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/kcourse');
  });

  it('says when a link expired or was withdrawn, before or on joining', async () => {
    openInvite({ [`GET /api/invites/${TOKEN}`]: () => jsonResponse(410, errorBody('INVITE_EXPIRED')) });
    expect(await screen.findByText('This invite link no longer works', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/expired or was withdrawn/)).toBeTruthy();
  });

  it('says so when the link ran out between opening and joining', async () => {
    openInvite({
      [`GET /api/invites/${TOKEN}`]: preview,
      [`POST /api/invites/${TOKEN}/accept`]: () => jsonResponse(410, errorBody('INVITE_EXPIRED')),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This invite link no longer works', { selector: 'p' })).toBeTruthy();
  });

  it('tells a member the owner removed that this link no longer lets them in, and to ask for a new one', async () => {
    openInvite({
      [`GET /api/invites/${TOKEN}`]: preview,
      [`POST /api/invites/${TOKEN}/accept`]: () => jsonResponse(403, errorBody('REMOVED_FROM_COURSE')),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This link no longer lets you in', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/removed you from it.*Ask them for a new link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toBeTruthy();
  });

  it('takes the owner to their own course instead of joining it', async () => {
    openInvite({
      [`GET /api/invites/${TOKEN}`]: preview,
      [`POST /api/invites/${TOKEN}/accept`]: () => jsonResponse(409, errorBody('INVITE_OWN_COURSE')),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This is your own course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your course' }).getAttribute('href')).toBe('/kcourse/7');
  });

  it('knows its own link without asking to join', async () => {
    setSession(SORA);
    const { fetch } = openInvite({ [`GET /api/invites/${TOKEN}`]: preview });
    expect(await screen.findByRole('heading', { level: 1, name: 'This is your own course' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
