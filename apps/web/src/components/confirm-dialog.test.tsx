import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this course?"
      description="Really delete this course?"
      confirmLabel="Delete"
      isDestructive
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  beforeAll(initTestI18n);

  it('asks with the action named, and Cancel has focus so Enter alone destroys nothing', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    // Its code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    expect(dialog.textContent).toContain('Really delete this course?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action when confirmed', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
