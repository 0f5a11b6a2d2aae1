import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/render.tsx';
import { LoginNeededDialog } from './login-needed-dialog.tsx';

function Harness({ onLogin, message }: { onLogin: () => void; message?: string }) {
  const [open, setOpen] = useState(true);
  return <LoginNeededDialog open={open} onOpenChange={setOpen} onLogin={onLogin} message={message} />;
}

describe('LoginNeededDialog', () => {
  beforeAll(initTestI18n);

  it('asks to log in, with Cancel and Go to login', () => {
    render(<Harness onLogin={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Please log in' });
    expect(dialog.textContent).toContain('You need to log in to use this feature.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to login' })).toBeTruthy();
  });

  it('Cancel closes it without logging in', async () => {
    const onLogin = vi.fn();
    render(<Harness onLogin={onLogin} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('Escape closes it', async () => {
    render(<Harness onLogin={vi.fn()} />);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Go to login calls onLogin', async () => {
    const onLogin = vi.fn();
    render(<Harness onLogin={onLogin} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to login' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it("shows a feature's own message", () => {
    render(<Harness onLogin={vi.fn()} message="Log in to bookmark places." />);
    expect(screen.getByRole('dialog').textContent).toContain('Log in to bookmark places.');
  });
});
