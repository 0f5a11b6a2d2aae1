import type { CourseWarningDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCourse, testHoursDay, testPalaceStop, testStop } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse } from '@/test/render.tsx';
import { CoursePrint } from './course-print.tsx';

const palace = testPalaceStop({
  address: '161 Sajik-ro, Jongno-gu, Seoul',
  addressKo: '서울특별시 종로구 사직로 161',
  day: 1,
  time: '09:30',
  durationMinutes: 120,
});
const market = testStop({
  id: 2,
  order: 2,
  name: 'Gwangjang Market',
  lat: 37.57,
  lng: 126.9996,
  day: 2,
  time: '12:00',
});
/** Tuesday 1 December 2026, two days. */
const course = testCourse({
  id: 9,
  title: 'Palaces and markets',
  startDate: '2026-12-01',
  dayCount: 2,
  stops: [market, palace],
});

const closedTuesday: CourseWarningDto = {
  order: 1,
  day: 1,
  date: '2026-12-01',
  placeId: 3,
  code: 'CLOSED_THAT_DAY',
  message: 'Gyeongbokgung Palace is closed on Tuesdays.',
  fix: { kind: 'moveToDay', day: 2, label: 'Move to Wednesday (day 2)' },
};

/** The palace's hours over the trip: closed on Tuesday the 1st. */
function stubHours() {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    return jsonResponse(200, {
      data: {
        timezone: 'Asia/Seoul',
        days: [
          testHoursDay('2026-12-01', { state: 'closed', intervals: [], closure: 'weekly', lastEntry: null }),
          testHoursDay('2026-12-02'),
          testHoursDay('2026-12-03'),
        ],
      },
    });
  });
  return urls;
}

type Props = Parameters<typeof CoursePrint>[0];

/** The itinerary with `props` over a plain one (the check done, no print asked); `rerender` takes new props. */
function renderPrint(props: Partial<Props> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (next: Partial<Props>) => (
    <QueryClientProvider client={client}>
      <CoursePrint
        course={course}
        warnings={[]}
        isChecking={false}
        isPrintRequested={false}
        onPrinted={() => {}}
        {...next}
      />
    </QueryClientProvider>
  );
  const result = render(view(props));
  return { rerender: (next: Partial<Props>) => result.rerender(view(next)) };
}

describe('CoursePrint', () => {
  beforeAll(initTestI18n);
  afterEach(() => vi.unstubAllGlobals());

  it('prints a page a day: times, Korean cards, that day’s hours, warnings and a QR code to the course', async () => {
    const urls = stubHours();
    renderPrint({ warnings: [closedTuesday] });
    const sheet = screen.getByTestId('course-print');
    // A child of <body>, hidden on screen: the print stylesheet shows it alone.
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.className).toMatch(/(^| )hidden( |$)/);
    expect(sheet.className).toContain('print:block');

    expect(within(sheet).getByTestId('course-print-title').textContent).toBe('Palaces and markets');
    expect(sheet.textContent).toContain('Tuesday, 1 Dec – Wednesday, 2 Dec');

    const days = within(sheet).getAllByTestId('print-day');
    expect(days).toHaveLength(2);
    expect(days[1]!.className).toContain('break-before-page');
    expect(within(days[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Day 1 · Tuesday, 1 Dec');

    const [first] = within(days[0]!).getAllByTestId('print-stop');
    expect(first!.className).toContain('break-inside-avoid');
    expect(first!.textContent).toContain('09:30 · 2 h');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Gyeongbokgung Palace' })).toBeTruthy();
    const card = within(first!).getByTestId('print-korean-card');
    expect(card.querySelector('[lang="ko"]')?.textContent).toBe('경복궁');
    expect(card.textContent).toContain('서울특별시 종로구 사직로 161');
    expect(within(first!).getByTestId('print-warning').textContent).toBe(
      'Gyeongbokgung Palace is closed on Tuesdays. Suggestion: Move to Wednesday (day 2)',
    );
    // The place's hours on the stop's own date, asked once for the whole trip.
    await waitFor(() => expect(first!.textContent).toContain('Hours that day: Closed on Tuesdays'));
    expect(urls.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/places/3/hours?from=2026-12-01&days=3&language=en',
    ]);

    // A stop that is no catalogue place: its saved name on the card.
    expect(within(days[1]!).getByTestId('print-korean-card').textContent).toContain('Gwangjang Market');

    const qr = within(sheet).getByRole('img', { name: "QR code of this course's address" });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // Encoded only when the page is printed (issue 33: it was the longest task after the first paint).
    expect(qr.querySelector('path')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(sheet.textContent).toContain(`${window.location.origin}/kcourse/9`);
  });

  it('the Print button prints once the hours and the check are in, then says so', async () => {
    stubHours();
    // What the printout holds when the browser prints: the QR code is drawn by then.
    const print = vi.fn(() => document.querySelector('[data-testid="qr-code"] path')?.getAttribute('d'));
    vi.stubGlobal('print', print);
    const onPrinted = vi.fn();
    const { rerender } = renderPrint({
      warnings: undefined,
      isChecking: true,
      isPrintRequested: true,
      onPrinted,
    });
    await waitFor(() => expect(screen.getByTestId('course-print').textContent).toContain('Hours that day'));
    // The hours are in, the check is not: nothing printed yet.
    expect(print).not.toHaveBeenCalled();
    rerender({ isPrintRequested: true, onPrinted });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(print.mock.results[0]?.value).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(onPrinted).toHaveBeenCalledTimes(1);
  });
});
