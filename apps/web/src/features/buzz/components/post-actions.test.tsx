import type { PostDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppDialogs } from '@/lib/app-dialogs.ts';
import { notify } from '@/lib/toast.ts';
import { setSession, testPost, testUser } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse } from '@/test/render.tsx';
import { toggledPost } from '../api/post-interactions.ts';
import { usePost } from '../api/posts.ts';
import { PostActions } from './post-actions.tsx';

vi.mock('@/lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ME = testUser(7, 'Mina');

/** A promise the test settles: the like call stays open until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Harness() {
  const post = usePost(11);
  if (!post.data) return <p>loading</p>;
  return <PostActions post={post.data} onEdit={vi.fn()} onReport={vi.fn()} onDeleted={vi.fn()} />;
}

function renderActions(post: PostDto, handlers: Parameters<typeof fakeFetch>[0]) {
  let current = post;
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/posts/11': () => jsonResponse(200, { data: current }), ...handlers }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { setServerPost: (next: PostDto) => (current = next) };
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });

describe('PostActions', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    setSession(ME);
    useAppDialogs.setState({ isContactOpen: false, loginNeeded: null });
    vi.mocked(notify.error).mockClear();
  });

  it('counts never go below 0 when toggling off', () => {
    const post = testPost({ isLiked: true, likeCount: 0, isScrapped: true, scrapCount: 0 });
    expect(toggledPost(post, 'like')).toMatchObject({ isLiked: false, likeCount: 0 });
    expect(toggledPost(post, 'scrap')).toMatchObject({ isScrapped: false, scrapCount: 0 });
    expect(toggledPost(testPost({ likeCount: 2 }), 'like')).toMatchObject({ isLiked: true, likeCount: 3 });
  });

  it('shows a like at once, then takes the server counts', async () => {
    const answer = deferred<Response>();
    const { setServerPost } = renderActions(testPost({ likeCount: 4 }), {
      'POST /api/posts/buzz/11/like': () => answer.promise,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-count').textContent).toBe('5');

    setServerPost(testPost({ likeCount: 9, isLiked: true }));
    answer.resolve(jsonResponse(200, { data: { postId: 11, liked: true, likeCount: 9 } }));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('9'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('rolls a like back when the call fails, with the spec message', async () => {
    const answer = deferred<Response>();
    renderActions(testPost({ likeCount: 4 }), { 'POST /api/posts/buzz/11/like': () => answer.promise });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(screen.getByTestId('like-count').textContent).toBe('5');

    answer.resolve(jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('4'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(notify.error).toHaveBeenCalledWith("Couldn't update the like. Please try again later.");
  });

  it('rolls a scrap back on failure too', async () => {
    renderActions(testPost({ isScrapped: true, scrapCount: 1 }), {
      'POST /api/interactions/toggle': () =>
        jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Scrap/ }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Couldn't update the scrap. Please try again later."),
    );
    expect(screen.getByRole('button', { name: /^Scrap/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('scrap-count').textContent).toBe('1');
  });

  it('asks a visitor to log in and sends nothing', async () => {
    setSession(null);
    const like = vi.fn();
    renderActions(testPost(), { 'POST /api/posts/buzz/11/like': like });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(useAppDialogs.getState().loginNeeded).toEqual({ message: 'Log in to like posts.' });
    expect(like).not.toHaveBeenCalled();
    expect(screen.getByTestId('like-count').textContent).toBe('0');
  });

  it('shows Edit and Delete only when the server allows them, and Report only on others’ posts', async () => {
    renderActions(testPost({ canEdit: false, canDelete: false }), {});
    await screen.findByRole('button', { name: /^Like/ });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('says "Reported" instead of Report once the member reported the post (issue 33)', async () => {
    renderActions(testPost({ canEdit: false, canDelete: false }), {
      'GET /api/reports/mine': () =>
        jsonResponse(200, {
          data: {
            items: [
              { targetType: 'comment', targetId: 11 },
              { targetType: 'post', targetId: 11 },
            ],
          },
        }),
    });
    expect(await screen.findByText('Reported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
