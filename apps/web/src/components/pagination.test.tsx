import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/render.tsx';
import { Pagination, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most five pages centred on the current one, inside the range', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(99, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  beforeAll(initTestI18n);

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows at most five page buttons, marks the current page and moves', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={6} totalPages={20} onPageChange={onPageChange} label="Pages of courses" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of courses' });
    const pageButtons = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(nav).toBeTruthy();
    expect(pageButtons.map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange.mock.calls).toEqual([[8], [7], [5]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
  });
});
