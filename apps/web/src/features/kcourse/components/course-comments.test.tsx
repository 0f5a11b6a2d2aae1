import type { CourseCommentDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppDialogs } from '@/lib/app-dialogs.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { fakeFetch, findOpenDialog, initTestI18n, jsonResponse, sentJson } from '@/test/render.tsx';
import { CourseComments } from './course-comments.tsx';

const ME = testUser(7, 'Mina');

function comment(id: number, authorId: number, name: string, content: string): CourseCommentDto {
  const at = '2026-11-20T03:04:00.000Z';
  return {
    id,
    courseId: 1,
    content,
    createdAt: at,
    created_at: at,
    updatedAt: at,
    author: { id: authorId, name, avatarUrl: null },
    moderationStatus: 'active',
  };
}

let comments: CourseCommentDto[];
const page = () => ({ data: { items: comments, total: comments.length, page: 1, limit: 10, totalPages: 1 } });

/** Serves the comment list (and `handlers`) and renders the comments of course 1; returns the fetch spy. */
function renderComments(handlers: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = vi.fn(
    fakeFetch({ 'GET /api/comments/course/1': () => jsonResponse(200, page()), ...handlers }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CourseComments courseId={1} courseTitle="Palaces" commentCount={comments.length} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('CourseComments', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    comments = [comment(1, ME.id, 'Mina', 'Go early in the morning.'), comment(2, 9, '', 'Lovely walk!')];
    setSession(ME);
    useAppDialogs.setState({ isContactOpen: false, loginNeeded: null });
  });

  it('lists comments with author (default "User") and Seoul time, edit and delete only on own', async () => {
    renderComments();
    const items = await screen.findAllByTestId('course-comment');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('Mina');
    expect(items[0]!.textContent).toContain('2026-11-20 12:04');
    expect(items[1]!.textContent).toContain('User');
    expect(within(items[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('ignores an empty comment and asks a visitor to log in', async () => {
    useAuthStore.setState({ user: null });
    const fetch = renderComments();
    await screen.findAllByTestId('course-comment');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(useAppDialogs.getState().loginNeeded).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(useAppDialogs.getState().loginNeeded).toEqual({ message: 'Log in to write comments.' });
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('posts a trimmed comment and clears the field', async () => {
    const posted = vi.fn();
    renderComments({
      'POST /api/comments/course/1': (init) => {
        const body = sentJson<{ content: string }>(init);
        posted(body);
        const created = comment(3, ME.id, 'Mina', body.content);
        comments = [...comments, created];
        return jsonResponse(201, { data: created });
      },
    });
    await screen.findAllByTestId('course-comment');
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(input, '  Bring water  ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getAllByTestId('course-comment')).toHaveLength(3));
    expect(posted).toHaveBeenCalledWith({ content: 'Bring water' });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('edits one comment at a time and requires content', async () => {
    comments = [comment(1, ME.id, 'Mina', 'First'), comment(2, ME.id, 'Mina', 'Second')];
    const put = vi.fn();
    renderComments({
      'PUT /api/comments/course-comment/2': (init) => {
        const body = sentJson<{ content: string }>(init);
        put(body);
        comments = comments.map((item) => (item.id === 2 ? { ...item, content: body.content } : item));
        return jsonResponse(200, { data: comments[1] });
      },
    });
    const user = userEvent.setup();
    const [first, second] = await screen.findAllByTestId('course-comment');
    await user.click(within(first!).getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('textbox', { name: 'Edit your comment' })).toHaveLength(1);
    await user.click(within(second!).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect((editor as HTMLTextAreaElement).value).toBe('Second');

    await user.clear(editor);
    await user.click(within(second!).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a comment.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    await user.type(editor, 'Second, edited');
    await user.click(within(second!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).toBeNull());
    expect(put).toHaveBeenCalledWith({ content: 'Second, edited' });
    expect(await screen.findByText('Second, edited')).toBeTruthy();
  });

  it('deletes only after confirmation; an admin may delete any comment', async () => {
    useAuthStore.setState({ user: { ...ME, id: 99, role: 'admin' } });
    const deleted = vi.fn();
    renderComments({
      'DELETE /api/comments/course-comment/2': () => {
        deleted();
        comments = comments.filter((item) => item.id !== 2);
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    const user = userEvent.setup();
    const items = await screen.findAllByTestId('course-comment');
    expect(within(items[0]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await findOpenDialog('Delete this comment?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await findOpenDialog('Delete this comment?')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('course-comment')).toHaveLength(1));
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
