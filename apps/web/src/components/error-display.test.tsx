import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/common.json';
import { ERROR_TYPES } from '../lib/error-type.ts';
import { initTestI18n } from '../test/render.tsx';
import { ErrorDisplay } from './error-display.tsx';

describe('ErrorDisplay', () => {
  beforeAll(initTestI18n);

  it.each(ERROR_TYPES)('%s shows its translated title and message as an alert', (type) => {
    render(<ErrorDisplay type={type} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en.errorDisplay[type].title);
    expect(alert.textContent).toContain(en.errorDisplay[type].message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a different title for every type', () => {
    const titles = new Set(ERROR_TYPES.map((type) => en.errorDisplay[type].title));
    expect(titles.size).toBe(ERROR_TYPES.length);
  });

  it.each(['small', 'medium', 'large'] as const)('renders in the %s size', (size) => {
    render(<ErrorDisplay type="server" size={size} />);
    expect(screen.getByRole('alert').textContent).toContain('Server error');
  });

  it('uses the given title and message instead of the defaults', () => {
    render(<ErrorDisplay type="notFound" title="Course not found" message="It was deleted." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Course not found');
    expect(alert.textContent).toContain('It was deleted.');
    expect(alert.textContent).not.toContain(en.errorDisplay.notFound.title);
  });

  it('falls back to the default type', () => {
    render(<ErrorDisplay />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });

  it('offers Retry when given onRetry, and calls it', async () => {
    const onRetry = vi.fn();
    render(<ErrorDisplay type="network" size="small" onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, says at once that the page is not on this device and links to what is, whatever the failure (issue 44)', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      for (const type of ['network', 'default', 'server'] as const) {
        const { unmount } = render(
          <MemoryRouter>
            <ErrorDisplay type={type} message="Couldn't reach the server." onRetry={vi.fn()} />
          </MemoryRouter>,
        );
        const alert = screen.getByRole('alert');
        expect(alert.textContent, type).toContain(en.offline.notInPack.title);
        expect(alert.textContent).not.toContain("Couldn't reach the server.");
        expect(screen.getByRole('link', { name: en.offline.links.courses }).getAttribute('href')).toBe(
          '/kcourse?tab=my-course',
        );
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
        unmount();
      }
      // What the server said stays said; a small notice inside a page stays a small notice.
      const { unmount } = render(<ErrorDisplay type="notFound" />);
      expect(screen.getByRole('alert').textContent).toContain(en.errorDisplay.notFound.title);
      unmount();
      render(<ErrorDisplay type="network" size="small" />);
      expect(screen.getByRole('alert').textContent).toContain(en.errorDisplay.network.title);
    } finally {
      onLine.mockRestore();
    }
  });
});
