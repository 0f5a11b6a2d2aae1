import { IMAGE_MAX_BYTES } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testPost, testUser } from '@/test/fixtures.ts';
import { fakeFetch, findOpenDialog, initTestI18n, jsonResponse, recordingHandler } from '@/test/render.tsx';
import { CreatePostDialog } from './create-post-dialog.tsx';

vi.mock('@/lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** XMLHttpRequest as the upload uses it: the test reports progress and answers. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, statusText = 'OK') {
    this.status = status;
    this.statusText = statusText;
    this.dispatchEvent(new Event('load'));
  }
}

const ME = testUser(7, 'Mina');
const UPLOAD = {
  url: '/api/uploads/put?sig=abc',
  key: 'community/7/1_photo.png',
  publicUrl: '/uploads/community/7/1_photo.png',
  expiresAt: '2026-01-01T00:05:00.000Z',
};

function file(name: string, type: string, size = 1000): File {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

function renderDialog(handlers: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = vi.fn(fakeFetch(handlers));
  vi.stubGlobal('fetch', fetch);
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CreatePostDialog open onOpenChange={vi.fn()} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { fetch, onCreated };
}

const chooseFile = (user: ReturnType<typeof userEvent.setup>, chosen: File) =>
  user.upload(screen.getByLabelText('Add a photo'), chosen);

describe('CreatePostDialog', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    setSession(ME);
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing with a blank title: no request', async () => {
    const { fetch } = renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a GIF and a file over 5 MB before any upload', async () => {
    const { fetch } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(user, file('anim.gif', 'image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('Only JPG, PNG, and WebP images are allowed');
    await chooseFile(user, file('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size must be less than 5MB');
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('goes none → selected → uploading (progress) → uploaded, then publishes with the public URL', async () => {
    const putUrl = recordingHandler(200, { data: UPLOAD });
    const created = recordingHandler(201, { data: testPost({ id: 30 }) });
    const { onCreated } = renderDialog({ 'POST /api/s3/put-url': putUrl, 'POST /api/posts': created });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Night market  ');
    await chooseFile(user, file('my photo.png', 'image/png', 2048));

    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(putUrl.sent[0]).toMatchObject({ contentType: 'image/png', size: 2048 });
    expect((putUrl.sent[0] as { key: string }).key).toMatch(/^community\/7\/\d+_my-photo.png$/);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type']]).toEqual(['PUT', UPLOAD.url, 'image/png']);

    act(() => xhr.progress(512, 2048));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    act(() => xhr.answer(200));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(created.sent[0]).toEqual({
      title: 'Night market',
      content: '',
      postType: 'community',
      imageUrl: UPLOAD.publicUrl,
    });
  });

  it('a failed PUT says so in words and can be tried again', async () => {
    renderDialog({ 'POST /api/s3/put-url': () => jsonResponse(200, { data: UPLOAD }) });
    const user = userEvent.setup();
    await chooseFile(user, file('photo.jpg', 'image/jpeg'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(403, 'Forbidden'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The photo couldn't be uploaded (error 403). Please try again.");
    FakeXhr.last = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  });

  it('asks before removing the photo, then goes back to none', async () => {
    renderDialog({ 'POST /api/s3/put-url': () => jsonResponse(200, { data: UPLOAD }) });
    const user = userEvent.setup();
    await chooseFile(user, file('photo.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const confirm = await findOpenDialog('Remove this photo?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(
      within(await findOpenDialog('Remove this photo?')).getByRole('button', { name: 'Remove photo' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).toBeNull(),
    );
    expect(screen.getByLabelText('Add a photo')).toBeTruthy();
  });
});
