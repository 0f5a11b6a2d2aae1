import type { CourseWarningDto } from '@ktravel/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import { type PlanStop, removeStop } from '../../course-plan.ts';
import type { TripHoliday } from '../day-holiday.tsx';
import { DayBoard } from './day-board.tsx';

function stop(name: string, fields: Partial<PlanStop> = {}): PlanStop {
  return {
    key: name,
    name,
    address: `${name} address`,
    lat: 37.5796,
    lng: 126.977,
    externalId: name,
    placeId: null,
    day: 1,
    time: null,
    durationMinutes: null,
    ...fields,
  };
}

function Harness({
  initial,
  dayCount = 3,
  warnings = new Map(),
  onFix = vi.fn(),
  holidays = [],
}: {
  initial: PlanStop[];
  dayCount?: number;
  warnings?: Map<string, CourseWarningDto[]>;
  onFix?: (key: string, warning: CourseWarningDto) => void;
  holidays?: TripHoliday[];
}) {
  const [stops, setStops] = useState(initial);
  const [day, setDay] = useState(1);
  return (
    <DayBoard
      stops={stops}
      dayCount={dayCount}
      startDate="2026-12-01"
      warnings={warnings}
      selectedDay={day}
      onSelectDay={setDay}
      onStopsChange={setStops}
      onRemove={(key) => setStops((current) => removeStop(current, key))}
      onFix={onFix}
      holidays={holidays}
      label="Stops in visiting order"
    />
  );
}

/** The stop names of a day's panel, in order. */
const dayStops = (day: number) =>
  within(document.getElementById(`trip-day-${day}`)!)
    .queryAllByTestId('plan-stop')
    .map((item) => item.querySelector('p')?.textContent);

describe('DayBoard', () => {
  beforeAll(initTestI18n);

  it('shows one tab per day with its date, and the chosen day’s stops', () => {
    render(<Harness initial={[stop('Gyeongbokgung'), stop('Bukchon', { day: 2 })]} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Day 1 · Tue 1 Dec1 stop',
      'Day 2 · Wed 2 Dec1 stop',
      'Day 3 · Thu 3 Dec0 stops',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('trip-day-2')!.className).toMatch(/(^| )hidden( |$)/);
    fireEvent.click(tabs[1]!);
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('trip-day-2')!.className).not.toMatch(/(^| )hidden( |$)/);
    expect(dayStops(1)).toEqual(['Stop 1: Gyeongbokgung']);
    expect(dayStops(2)).toEqual(['Stop 2: Bukchon']);
  });

  it('moves a stop to another day with its day picker, keeping the trip in day order', () => {
    render(<Harness initial={[stop('A'), stop('B'), stop('C', { day: 2 })]} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Day of A' }), { target: { value: '2' } });
    expect(dayStops(1)).toEqual(['Stop 1: B']);
    expect(dayStops(2)).toEqual(['Stop 2: C', 'Stop 3: A']);
    expect(screen.getByText('A moved to Day 2 · Wed 2 Dec.')).toBeTruthy();
  });

  it('reorders within a day with the Move buttons, which stop at the day’s ends', () => {
    render(<Harness initial={[stop('A'), stop('B'), stop('C', { day: 2 })]} />);
    const up = screen.getByRole('button', { name: 'Move B up' });
    fireEvent.click(up);
    expect(dayStops(1)).toEqual(['Stop 1: B', 'Stop 2: A']);
    expect(screen.getByRole('button', { name: 'Move A down' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Move C up' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('takes a typed arrival and length, and suggests the next arrival from them', () => {
    render(
      <Harness
        initial={[stop('Gyeongbokgung'), stop('Bukchon', { lat: 37.5826, lng: 126.9849 })]}
        dayCount={1}
      />,
    );
    fireEvent.input(screen.getByLabelText('Arrival time at Gyeongbokgung'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'How long to stay at Gyeongbokgung' }), {
      target: { value: '120' },
    });
    // 2 hours there and a 10-minute walk.
    fireEvent.click(screen.getByRole('button', { name: /Set arrival at Bukchon to 12:10/ }));
    expect((screen.getByLabelText('Arrival time at Bukchon') as HTMLInputElement).value).toBe('12:10');
    expect(screen.queryByRole('button', { name: /Set arrival at Bukchon/ })).toBeNull();
  });

  it('shows a stop’s warnings beside it, with its fix', () => {
    const warning: CourseWarningDto = {
      order: 1,
      day: 1,
      date: '2026-12-01',
      placeId: 1,
      code: 'CLOSED_THAT_DAY',
      message: 'Gyeongbokgung Palace is closed on Tuesdays.',
      fix: { kind: 'moveToDay', day: 2, label: 'Move to Wednesday (day 2)' },
    };
    const onFix = vi.fn();
    render(
      <Harness
        initial={[stop('Gyeongbokgung')]}
        warnings={new Map([['Gyeongbokgung', [warning]]])}
        onFix={onFix}
      />,
    );
    const list = screen.getByRole('list', { name: 'Warnings for this stop' });
    expect(list.textContent).toContain('Gyeongbokgung Palace is closed on Tuesdays.');
    fireEvent.click(within(list).getByRole('button', { name: 'Move to Wednesday (day 2)' }));
    expect(onFix).toHaveBeenCalledWith('Gyeongbokgung', warning);
  });

  it('says at the top of a day that it is a public holiday, and what that means (issue 44)', () => {
    render(
      <Harness
        initial={[stop('Gwangjang Market', { day: 2 })]}
        holidays={[
          { day: 2, date: '2027-02-07', name: 'Seollal (Lunar New Year)', isMajor: true },
          { day: 3, date: '2027-02-08', name: "Children's Day", isMajor: false },
        ]}
      />,
    );
    const day2 = within(document.getElementById('trip-day-2')!);
    expect(day2.getByTestId('day-holiday').textContent).toBe(
      'Seollal (Lunar New Year): many small restaurants, shops and markets close.',
    );
    expect(within(document.getElementById('trip-day-3')!).getByTestId('day-holiday').textContent).toBe(
      "Children's Day: public holiday; government offices and banks close.",
    );
    expect(within(document.getElementById('trip-day-1')!).queryByTestId('day-holiday')).toBeNull();
  });

  it('shows a note softer than a warning, without a fix', () => {
    const note: CourseWarningDto = {
      order: 1,
      day: 1,
      date: '2027-02-07',
      placeId: null,
      code: 'HOLIDAY_HOURS_UNKNOWN',
      message: 'Our guesthouse’s hours that day are not known; check before going.',
      fix: null,
    };
    render(<Harness initial={[stop('Guesthouse')]} warnings={new Map([['Guesthouse', [note]]])} />);
    const item = screen.getByTestId('stop-warning');
    expect(item.className).toContain('bg-sand-50');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('removes a stop and focuses the next one’s Remove', async () => {
    render(<Harness initial={[stop('A'), stop('B'), stop('C')]} dayCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove A' }));
    expect(dayStops(1)).toEqual(['Stop 1: B', 'Stop 2: C']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove B' }));
  });

  it('gives each drag handle translated instructions that mention days', () => {
    render(<Harness initial={[stop('A')]} />);
    const handle = screen.getByRole('button', { name: 'Reorder A' });
    const describedBy = handle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('to another day');
  });
});
