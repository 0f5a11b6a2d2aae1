import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { SAMPLE_PLACES } from '../sample-places.ts';
import { PlaceDetailPanel } from './place-detail-panel.tsx';

const PALACE = {
  ...SAMPLE_PLACES[0]!,
  id: 12,
  openingHours: 'Mo,We-Su 09:00-18:00; Tu off',
  openingHoursJson: { weekdayDescriptions: ['Mon, Wed–Sun 09:00–18:00', 'Closed Tuesdays'] },
};

/** Answers the place's hours (a Wednesday open 09:00–18:00), keeping the paths asked. */
function stubHours() {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    paths.push(url.pathname);
    const day = {
      date: '2026-12-02',
      state: 'open',
      intervals: [{ from: '09:00', to: '18:00' }],
      holiday: null,
      closure: null,
      lastEntry: null,
    };
    return jsonResponse(200, { data: { timezone: 'Asia/Seoul', days: [day] } });
  });
  return paths;
}

describe('PlaceDetailPanel: opening hours', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    setSession(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T10:00:00+09:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows today’s state and the week from the hours data, with the place’s lines as notes', async () => {
    const paths = stubHours();
    renderRoute('/kmap', <PlaceDetailPanel place={PALACE} isLocal={false} onClose={vi.fn()} />);
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByRole('heading', { level: 3, name: 'Opening hours' })).toBeTruthy();
    expect(await within(hours).findByText('Open until 18:00')).toBeTruthy();
    expect(within(hours).getByRole('list', { name: 'Usual hours' }).textContent).toContain('Closed Tuesdays');
    expect(paths).toEqual(['/api/places/12/hours']);
  });

  it('asks for no hours for a sample place shown without a server', () => {
    const paths = stubHours();
    renderRoute('/kmap', <PlaceDetailPanel place={SAMPLE_PLACES[0]!} isLocal onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gyeongbokgung Palace' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Opening hours' })).toBeNull();
    expect(paths).toEqual([]);
  });
});
