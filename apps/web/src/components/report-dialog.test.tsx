import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderRoute } from '../test/render.tsx';
import { ReportDialog } from './report-dialog.tsx';

describe('ReportDialog', () => {
  beforeAll(initTestI18n);

  it('renders nothing (and loads nothing) until something is reported', () => {
    const { container } = renderRoute('/', <ReportDialog target={null} onClose={() => {}} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with the reported thing named once its code has loaded', async () => {
    renderRoute('/', <ReportDialog target={{ targetType: 'post', targetId: 7 }} onClose={() => {}} />);
    // The first lazy import compiles the dialog library: slow on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Report this post' }, { timeout: 10_000 })).toBeTruthy();
  });
});
