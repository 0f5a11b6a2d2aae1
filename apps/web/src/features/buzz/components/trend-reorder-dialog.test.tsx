import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { testPost } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse, recordingHandler } from '@/test/render.tsx';
import { trendsQueryKey } from '../api/posts.ts';
import { TrendReorderDialog } from './trend-reorder-dialog.tsx';

vi.mock('@/lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const TRENDS = [
  testPost({ id: 1, postType: 'trend', title: 'Seongsu' }),
  testPost({ id: 2, postType: 'trend', title: 'K-Beauty' }),
  testPost({ id: 3, postType: 'trend', title: 'Hanbok' }),
];
const trendPage = { items: TRENDS, total: 3, page: 1, limit: 100, totalPages: 1 };

function renderDialog(handlers: Parameters<typeof fakeFetch>[0]) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/posts': () => jsonResponse(200, { data: trendPage }), ...handlers }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(trendsQueryKey, trendPage);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TrendReorderDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Trend articles in display order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('TrendReorderDialog', () => {
  beforeAll(initTestI18n);
  beforeEach(() => vi.mocked(notify.success).mockClear());

  it('reorders by keyboard alone and saves every id in the new order', async () => {
    const saved = recordingHandler(200, { data: { ids: [3, 1, 2] } });
    const { onOpenChange } = renderDialog({ 'PUT /api/posts/trends/order': saved });
    expect(order()).toEqual(['Seongsu', 'K-Beauty', 'Hanbok']);

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move Hanbok up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Hanbok', 'Seongsu', 'K-Beauty']);
    expect(screen.getByText('Hanbok moved to position 1 of 3.')).toBeTruthy();

    screen.getByRole('button', { name: 'Save order' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved.sent).toEqual([{ ids: [3, 1, 2] }]));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(notify.success).toHaveBeenCalledWith('The new order is saved.');
  });

  it('gives the drag handles their keyboard instructions', () => {
    renderDialog({});
    const handle = screen.getByRole('button', { name: 'Reorder Seongsu' });
    expect(handle.getAttribute('aria-roledescription')).toBe('movable article');
    const describedBy = handle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toMatch(/To pick up an article, press Space/);
  });
});
