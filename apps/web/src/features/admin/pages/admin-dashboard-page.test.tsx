import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse, recordingHandler, renderRoute } from '@/test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };
const COUNTS = { data: { places: 120, courses: 8, users: 31, openReports: 3, unhandledInquiries: 1 } };
const inquiry = (id: number, handledAt: string | null) => ({
  id,
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  subject: 'bug',
  message: `Message ${id}`,
  userId: null,
  createdAt: `2026-11-2${id}T01:00:00.000Z`,
  handledAt,
});
const INQUIRIES = {
  data: {
    items: [inquiry(2, null), inquiry(1, '2026-11-21T02:00:00.000Z')],
    total: 2,
    page: 1,
    limit: 20,
    totalPages: 1,
  },
};

function renderPage(handlers: Parameters<typeof fakeFetch>[0] = {}) {
  const dashboard = vi.fn(() => jsonResponse(200, COUNTS));
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/admin/dashboard': dashboard,
      'GET /api/admin/contact-inquiries': () => jsonResponse(200, INQUIRIES),
      ...handlers,
    }),
  );
  setSession(ADMIN);
  return { ...renderRoute('/admin', <AdminDashboardPage />), dashboard };
}

describe('AdminDashboardPage', () => {
  beforeAll(initTestI18n);

  it('links every admin screen, with the live counts of one request', async () => {
    const { dashboard } = renderPage();
    const cards = [
      ['Map management', '/admin/map', '120 places on K-Map'],
      ['Course management', '/admin/courses', '8 courses'],
      ['Content management', '/admin/connect', '3 open reports'],
      ['User management', '/admin/users', '31 users'],
      ['Statistics', '/admin/statistics', 'Visitors'],
    ] as const;
    for (const [name, href, text] of cards) {
      const link = await screen.findByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')).toBe(href);
      await waitFor(() => expect(link.textContent).toContain(text));
    }
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('lists inquiries newest first and marks one handled', async () => {
    const patch = recordingHandler(200, { data: inquiry(2, '2026-11-22T00:00:00.000Z') });
    renderPage({ 'PATCH /api/admin/contact-inquiries/2': patch });
    const table = await screen.findByRole('table', { name: 'Contact inquiries' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Message 2');
    expect(rows[1]!.textContent).toContain('Open');
    expect(rows[2]!.textContent).toContain('Handled 2026-11-21 11:00');
    fireEvent.click(
      within(rows[1]!).getByRole('button', {
        name: 'Mark the inquiry from Visitor 2 <v2@example.com> handled',
      }),
    );
    await waitFor(() => expect(patch.sent).toEqual([{ handled: true }]));
  });
});
