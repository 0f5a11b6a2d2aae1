import { addDays, type HoursDayDto } from '@ktravel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testHoursDay } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { PlaceHours } from './place-hours.tsx';

// 2026-12-01 is a Tuesday; Seoul is UTC+9.
const TUESDAY = '2026-12-01';
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

const closedDay = (date: string, fields: Partial<HoursDayDto>): HoursDayDto => ({
  ...testHoursDay(date),
  state: 'closed',
  intervals: [],
  lastEntry: null,
  ...fields,
});
const unknownDay = (date: string): HoursDayDto => ({ ...closedDay(date, {}), state: 'unknown' });

/**
 * Eight days from `from`: closed on Mondays, closed on the 3rd for a holiday, open on the 5th's (made-up)
 * holiday, a break on the 4th.
 */
function palaceDays(from: string): HoursDayDto[] {
  return Array.from({ length: 8 }, (_, i) => {
    const date = addDays(from, i);
    if (date === '2026-12-07') return closedDay(date, { closure: 'weekly' });
    if (date === '2026-12-03') return closedDay(date, { closure: 'holiday', holiday: 'Founding Day' });
    if (date === '2026-12-04')
      return testHoursDay(date, {
        intervals: [
          { from: '11:30', to: '15:00' },
          { from: '17:00', to: '21:30' },
        ],
        lastEntry: null,
      });
    if (date === '2026-12-05') return testHoursDay(date, { holiday: 'Kimjang Day' });
    return testHoursDay(date);
  });
}

/** Answers GET /api/places/{id}/hours with `answer(url)`, keeping each URL asked. */
function stubHours(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    return answer(url);
  });
  return urls;
}

const hoursBody = (days: HoursDayDto[]) => ({ data: { timezone: 'Asia/Seoul', days } });
const fromOf = (url: URL) => url.searchParams.get('from') ?? '';

function renderHours(lines?: string[]) {
  return renderRoute('/', <PlaceHours placeId={12} lines={lines} />);
}

describe('PlaceHours', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    // Only the clock: TanStack Query and Preact keep their real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the week from today in Seoul, then says today’s state and lists the days, today marked', async () => {
    vi.setSystemTime(seoul(TUESDAY, '10:15'));
    const urls = stubHours((url) => jsonResponse(200, hoursBody(palaceDays(fromOf(url)))));
    renderHours(['Tue–Sun 09:00–18:00 (last entry 17:00)', 'Closed Mondays']);

    expect(screen.getByRole('status').textContent).toContain('Loading opening hours…');
    const table = await screen.findByRole('table', { name: 'The next 7 days' });
    expect(urls[0]!.pathname).toBe('/api/places/12/hours');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ from: TUESDAY, days: '8', language: 'en' });

    const section = screen.getByRole('region', { name: 'Opening hours' });
    const state = section.querySelector('[data-tone]')!;
    expect(state.getAttribute('data-tone')).toBe('open');
    expect(state.textContent).toBe('Open until 18:00 · Last entry 17:00');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tue 1 DecToday09:00–18:00Last entry 17:00',
      'Wed 2 Dec09:00–18:00Last entry 17:00',
      'Thu 3 DecClosed for Founding Day',
      'Fri 4 Dec11:30–15:00, 17:00–21:30',
      'Sat 5 Dec09:00–18:00Kimjang DayLast entry 17:00',
      'Sun 6 Dec09:00–18:00Last entry 17:00',
      'Mon 7 DecClosed on Mondays',
    ]);
    expect(rows[0]!.getAttribute('aria-current')).toBe('date');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Tue 1 DecToday');
    expect(section.textContent).toContain('Times are Seoul time (KST).');

    const notes = within(section).getByRole('list', { name: 'Usual hours' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tue–Sun 09:00–18:00 (last entry 17:00)', 'Closed Mondays']);
  });

  it('moves on with the clock: closing soon after the last entry, and a new week after midnight', async () => {
    vi.setSystemTime(seoul(TUESDAY, '16:30'));
    const urls = stubHours((url) => jsonResponse(200, hoursBody(palaceDays(fromOf(url)))));
    renderHours();
    const state = async () =>
      (await screen.findByRole('table')).closest('section')!.querySelector('[data-tone]')!;
    expect((await state()).textContent).toBe('Open until 18:00 · Last entry 17:00');

    vi.setSystemTime(seoul(TUESDAY, '17:10'));
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(async () =>
      expect((await state()).textContent).toBe('Closes soon, at 18:00 · Last entry was 17:00'),
    );
    expect((await state()).getAttribute('data-tone')).toBe('soon');

    // 15:00 UTC on 1 December: already 2 December in Seoul, whatever the browser's zone.
    vi.setSystemTime(seoul('2026-12-02', '00:00'));
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(urls.map(fromOf)).toEqual([TUESDAY, '2026-12-02']));
    await waitFor(async () => expect((await state()).textContent).toBe('Closed now, opens at 09:00'));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Wed 2 DecToday');
    expect(rows).toHaveLength(7);
  });

  it('says why it is closed today and when it opens next', async () => {
    vi.setSystemTime(seoul('2026-12-07', '11:00'));
    stubHours((url) => jsonResponse(200, hoursBody(palaceDays(fromOf(url)))));
    renderHours();
    await screen.findByRole('table');
    const state = screen.getByRole('region', { name: 'Opening hours' }).querySelector('[data-tone]')!;
    expect(state.getAttribute('data-tone')).toBe('closed');
    expect(state.textContent).toBe('Closed today (closed on Mondays) · Opens tomorrow at 09:00');
  });

  it('says a holiday closure by name, and a later opening by its date', async () => {
    vi.setSystemTime(seoul('2026-12-03', '11:00'));
    stubHours(() =>
      jsonResponse(
        200,
        hoursBody([
          closedDay('2026-12-03', { closure: 'holiday', holiday: 'Founding Day' }),
          closedDay('2026-12-04', { closure: 'moved' }),
          testHoursDay('2026-12-05'),
        ]),
      ),
    );
    renderHours();
    const table = await screen.findByRole('table');
    const state = table.closest('section')!.querySelector('[data-tone]')!;
    expect(state.textContent).toBe('Closed today for Founding Day · Opens Sat 5 Dec at 09:00');
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe(
      'Fri 4 DecClosed (closing day moved by a public holiday)',
    );
  });

  it('says when the hours are not known, and still shows the place’s own lines', async () => {
    vi.setSystemTime(seoul(TUESDAY, '10:00'));
    stubHours((url) =>
      jsonResponse(200, hoursBody(Array.from({ length: 8 }, (_, i) => unknownDay(addDays(fromOf(url), i))))),
    );
    renderHours(['Usually open in the afternoon']);
    const section = screen.getByRole('region', { name: 'Opening hours' });
    await waitFor(() => expect(section.querySelector('[data-tone]')).not.toBeNull());
    const state = section.querySelector('[data-tone]')!;
    expect(state.getAttribute('data-tone')).toBe('unknown');
    expect(state.textContent).toBe('Hours not known');
    expect(section.textContent).toContain("We don't know this place's hours yet.");
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(section).getByRole('list', { name: 'Usual hours' }).textContent).toBe(
      'Usually open in the afternoon',
    );
  });

  it('shows an error with a retry that loads the hours', async () => {
    vi.setSystemTime(seoul(TUESDAY, '10:00'));
    let isDown = true;
    stubHours((url) =>
      isDown
        ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error' } })
        : jsonResponse(200, hoursBody(palaceDays(fromOf(url)))),
    );
    renderHours();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the opening hours");
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The next 7 days' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes its heading level from where it sits', () => {
    vi.setSystemTime(seoul(TUESDAY, '10:00'));
    stubHours((url) => jsonResponse(200, hoursBody(palaceDays(fromOf(url)))));
    renderRoute('/', <PlaceHours placeId={12} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Opening hours' })).toBeTruthy();
  });
});
