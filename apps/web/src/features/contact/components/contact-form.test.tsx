import { CONTACT_SUBJECTS } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { initTestI18n, jsonResponse, recordingHandler, stubFetch } from '@/test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const CREATED = { data: { id: 1, createdAt: '2025-05-01T03:00:00.000Z' } };

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const onSent = vi.fn();
  const onCancel = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm onSent={onSent} onCancel={onCancel} {...props} />
    </QueryClientProvider>,
  );
  return { onSent, onCancel, user: userEvent.setup() };
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; subject?: string; message?: string },
) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject !== undefined)
    await user.selectOptions(screen.getByLabelText('Subject'), values.subject);
  if (values.message !== undefined) await user.type(screen.getByLabelText('Message'), values.message);
}

const VALID = {
  name: 'Mina Park',
  email: 'mina@example.com',
  subject: 'general',
  message: 'Is the map free?',
};

describe('ContactForm', () => {
  beforeAll(initTestI18n);

  it('names every empty field, sends nothing and focuses the first problem', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Choose a subject.')).toBeTruthy();
    expect(screen.getByText('Enter your message.')).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats blank text as empty (the contract trims)', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = renderForm();
    await fillForm(user, { ...VALID, name: '   ', message: '  ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your message.')).toBeTruthy();
    expect(screen.queryByText(/valid email/)).toBeNull();
  });

  it('refuses a malformed email and clears the error once it is fixed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await fillForm(user, { ...VALID, email: 'mina@' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email');
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'example.com');
    expect(screen.queryByText(/valid email/)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it.each(CONTACT_SUBJECTS)('sends an inquiry with subject %s, then reports success', async (subject) => {
    const send = recordingHandler(201, CREATED);
    stubFetch({ 'POST /api/contact': send });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user, onSent } = renderForm();
    await fillForm(user, { ...VALID, email: ' Mina@Example.com ', subject });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send.sent).toEqual([{ ...VALID, subject }]);
    expect(success).toHaveBeenCalledWith('Your inquiry was sent successfully');
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'POST /api/contact': () => new Promise<Response>((resolve) => (answer = resolve)) });
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { user, onSent } = renderForm();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    answer(jsonResponse(201, CREATED));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });

  it("shows the server's field errors on those fields and keeps what was typed", async () => {
    stubFetch({
      'POST /api/contact': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid',
            fields: { email: 'Invalid email address', message: 'Too big' },
          },
        }),
    });
    const failure = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { user, onSent } = renderForm();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Your message can be at most 5000 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(failure).toHaveBeenCalledWith('Failed to send the inquiry. Please try again.');
    expect(screen.getByRole('alert').textContent).toBe('Some of the information needs attention.');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Mina Park');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Is the map free?');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('reports a failure (here: rate limited) and keeps the form as it was', async () => {
    stubFetch({
      'POST /api/contact': () =>
        jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }),
    });
    const failure = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { user, onSent } = renderForm();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to send the inquiry. Please try again.'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('mina@example.com');
    expect(screen.getByLabelText<HTMLSelectElement>('Subject').value).toBe('general');
  });

  it("prefills the member's name and email", () => {
    renderForm({ defaultValues: { name: 'Sora', email: 'sora@example.com' } });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Sora');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('sora@example.com');
  });

  it('Cancel calls onCancel', async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
