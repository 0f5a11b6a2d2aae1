import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import type { OpenFilter } from '../open-filter.ts';
import { OpenFilterBadge } from './open-filter-badge.tsx';
import { OpenFilterControl } from './open-filter-control.tsx';

/** The control with its filter held as K-Map's store holds it; `onChange` sees every change. */
function Harness({ onChange }: { onChange: (filter: OpenFilter | null) => void }) {
  const [filter, setFilter] = useState<OpenFilter | null>(null);
  return (
    <OpenFilterControl
      filter={filter}
      onChange={(next) => {
        onChange(next);
        setFilter(next);
      }}
    />
  );
}

const toggle = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => toggle(name).getAttribute('aria-pressed');

describe('OpenFilterControl', () => {
  beforeAll(initTestI18n);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns "Open now" on and off, saying that unknown hours are left out', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Filter by opening hours' })).toBeTruthy();
    expect(pressed('Open now')).toBe('false');
    expect(screen.queryByText("Places whose hours aren't known are left out.")).toBeNull();

    fireEvent.click(toggle('Open now'));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'now' });
    expect(pressed('Open now')).toBe('true');
    expect(screen.getByText("Places whose hours aren't known are left out.")).toBeTruthy();

    fireEvent.click(toggle('Open now'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(pressed('Open now')).toBe('false');
  });

  it('"Open at…" starts from now in Seoul, takes a whole date and time, and gives way to "Open now"', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 15:30 UTC on 1 December: 00:30 on 2 December in Seoul.
    vi.setSystemTime(new Date('2026-12-01T15:30:00Z'));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    fireEvent.click(toggle('Open at…'));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'at', at: '2026-12-02T00:30' });
    const field = screen.getByLabelText<HTMLInputElement>('Date and time (Seoul time)');
    expect(field.type).toBe('datetime-local');
    expect(field.value).toBe('2026-12-02T00:30');
    expect(field.getAttribute('aria-describedby')).toBe(
      screen.getByText("Places whose hours aren't known are left out.").id,
    );

    fireEvent.input(field, { target: { value: '2026-12-05T14:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'at', at: '2026-12-05T14:00' });
    // A half-typed value (the field gives '') asks for nothing.
    onChange.mockClear();
    fireEvent.input(field, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(toggle('Open now'));
    expect(pressed('Open at…')).toBe('false');
    expect(screen.queryByLabelText('Date and time (Seoul time)')).toBeNull();
  });
});

describe('OpenFilterBadge', () => {
  beforeAll(initTestI18n);

  it('says which filter holds the map and clears it', () => {
    const onClear = vi.fn();
    const { rerender } = render(<OpenFilterBadge filter={{ kind: 'now' }} onClear={onClear} />);
    expect(screen.getByText('Showing places open now')).toBeTruthy();
    rerender(<OpenFilterBadge filter={{ kind: 'at', at: '2026-12-05T14:00' }} onClear={onClear} />);
    expect(screen.getByText('Showing places open on Sat 5 Dec at 14:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the opening-hours filter' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
