import type { AdminContentItemDto } from '@ktravel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse, recordingHandler, renderRoute } from '@/test/render.tsx';
import { AdminConnectPage } from './admin-connect-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };
const AT = '2026-11-20T03:04:00.000Z';

function item(fields: Partial<AdminContentItemDto>): AdminContentItemDto {
  return {
    id: 12,
    type: 'post',
    category: 'community',
    title: 'Cheap tickets here',
    content: '<p>Buy <b>now</b></p>',
    author: { id: 5, name: 'Sora', email: 'sora@example.com' },
    createdAt: AT,
    status: 'reported',
    parentId: 12,
    reportCount: 2,
    openReportCount: 1,
    ...fields,
  };
}

const ITEMS = [
  item({}),
  item({
    id: 12,
    type: 'courseComment',
    category: 'course',
    title: 'Palace walk',
    content: `Nice ${'x'.repeat(300)}`,
    status: 'active',
    parentId: 3,
    reportCount: 0,
    openReportCount: 0,
  }),
];
const CONTENT = {
  data: {
    items: ITEMS,
    total: 2,
    page: 1,
    limit: 20,
    totalPages: 1,
    counts: { total: 9, active: 6, hidden: 1, reported: 2 },
  },
};
const EMPTY_PAGE = { data: { items: [], total: 0, page: 1, limit: 5, totalPages: 0 } };
const REPORTS = {
  data: {
    items: [
      {
        id: 1,
        targetType: 'post',
        targetId: 12,
        targetLabel: 'Cheap tickets here',
        targetStatus: 'reported',
        reason: 'Advertising',
        reporter: { id: 7, name: 'Mina', email: 'mina@example.com' },
        createdAt: AT,
        closedAt: null,
      },
    ],
    total: 1,
    page: 1,
    limit: 50,
    totalPages: 1,
  },
};

function renderPage(path: string, handlers: Parameters<typeof fakeFetch>[0] = {}) {
  const urls: string[] = [];
  const fetch = fakeFetch({
    'GET /api/admin/content': () => jsonResponse(200, CONTENT),
    'GET /api/admin/audit': () => jsonResponse(200, EMPTY_PAGE),
    'GET /api/admin/reports': () => jsonResponse(200, REPORTS),
    ...handlers,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return fetch(input, init);
  });
  setSession(ADMIN);
  return { ...renderRoute('/admin/connect', <AdminConnectPage />, path), urls };
}

describe('AdminConnectPage', () => {
  beforeAll(initTestI18n);

  it('asks for the URL filters and shows the counters and previews without tags, cut at 150 characters', async () => {
    const { urls } = renderPage('/admin/connect?type=comment&status=reported&page=2');
    const table = await screen.findByRole('table', { name: 'Community content' });
    expect(urls.some((url) => url.includes('/api/admin/content?type=comment&status=reported&page=2'))).toBe(
      true,
    );
    expect((screen.getByLabelText('Content type') as HTMLSelectElement).value).toBe('comment');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('reported');
    expect(screen.getByRole('button', { name: /Reported\s*2/, pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Total\s*9/ })).toBeTruthy();

    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Buy now');
    expect(rows[1]!.textContent).not.toContain('<b>');
    const preview = within(rows[2]!).getByText(/^Nice x+…$/);
    expect(Array.from(preview.textContent ?? '')).toHaveLength(150);
    expect(within(rows[2]!).getByRole('link', { name: 'On: Palace walk' }).getAttribute('href')).toBe(
      '/kcourse/3',
    );
  });

  it('changes the filters in the URL, back to page 1', async () => {
    const { router } = renderPage('/admin/connect?page=3');
    fireEvent.change(await screen.findByLabelText('Content type'), { target: { value: 'post' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=post'));
    fireEvent.click(screen.getByRole('button', { name: /Hidden\s*1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=post&status=hidden'));
  });

  it('sets a status from the row dropdown', async () => {
    const patch = recordingHandler(200, { data: { ...ITEMS[0], status: 'hidden', openReportCount: 0 } });
    renderPage('/admin/connect', { 'PATCH /api/admin/content/post/12': patch });
    fireEvent.change(await screen.findByLabelText('Status of Cheap tickets here'), {
      target: { value: 'hidden' },
    });
    await waitFor(() => expect(patch.sent).toEqual([{ status: 'hidden' }]));
  });

  it('deletes after a confirmation naming the target (the same id of another type is another item)', async () => {
    const remove = vi.fn(() => jsonResponse(200, { data: { ok: true } }));
    renderPage('/admin/connect', { 'DELETE /api/admin/content/courseComment/12': remove });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the course comment Nice x+…$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course comment?' });
    expect(dialog.textContent).toMatch(/“Nice x+…”/);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it("opens an item's reports with their reasons", async () => {
    const { router } = renderPage('/admin/connect');
    const button = await screen.findByRole('button', {
      name: 'Reports on Cheap tickets here: 2, 1 open',
    });
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Reports on “Cheap tickets here”' });
    expect(await within(panel).findByText('Advertising')).toBeTruthy();
    expect(panel.textContent).toContain('Mina · mina@example.com');
    expect(router.state.location.search).toBe('?reports=post-12');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
