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

const REVIEW = {
  id: 5,
  placeId: 12,
  rating: 4,
  text: '아침 일찍 가면 한산해요.',
  language: 'ko',
  photos: [],
  visitedOn: '2026-10',
  author: { id: 8, name: '박미나', avatarUrl: null },
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  helpfulCount: 2,
  isHelpful: false,
};

/** Answers the place's hours (a Wednesday open 09:00–18:00) and its reviews, keeping the paths asked. */
function stubHours(reviews: unknown[] = []) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    paths.push(url.pathname);
    if (url.pathname.endsWith('/reviews')) {
      const page = { items: reviews, total: reviews.length, page: 1, limit: 5, totalPages: 1, mine: null };
      return jsonResponse(200, { data: page });
    }
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
    expect(paths.filter((path) => path.endsWith('/hours'))).toEqual(['/api/places/12/hours']);
  });

  it('asks for no hours for a sample place shown without a server', () => {
    const paths = stubHours();
    renderRoute('/kmap', <PlaceDetailPanel place={SAMPLE_PLACES[0]!} isLocal onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gyeongbokgung Palace' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Opening hours' })).toBeNull();
    expect(paths).toEqual([]);
  });
});

describe('PlaceDetailPanel: what works there and reviews', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(null));

  it('names every fact with its value, unknown ones as not known, and never guesses', async () => {
    stubHours();
    const place = {
      ...PALACE,
      facts: {
        ...PALACE.facts,
        foreignCards: true,
        koreanPhoneToBook: false,
        taxRefund: 'immediate' as const,
      },
    };
    renderRoute('/kmap', <PlaceDetailPanel place={place} isLocal={false} onClose={() => {}} />);
    const facts = screen.getByRole('region', { name: 'What works here' });
    const text = facts.textContent ?? '';
    expect(text).toContain('Foreign cardsAccepted');
    expect(text).toContain('Korean phone number to bookNot needed');
    expect(text).toContain('Tax refundAt the till');
    expect(text).toContain('English menuNot known');
    expect(text).toContain('Not checked by our team yet');
    expect(within(facts).getByRole('link', { name: 'How the tax refund works' }).getAttribute('href')).toBe(
      '/tips?tip=taxrefund',
    );
    expect(within(facts).getByRole('button', { name: 'Suggest a correction' })).toBeTruthy();
  });

  it("shows members' reviews with their stars, visit month and helpful votes", async () => {
    stubHours([REVIEW]);
    const place = { ...PALACE, reviewAverage: 4, reviewCount: 1 };
    renderRoute('/kmap', <PlaceDetailPanel place={place} isLocal={false} onClose={() => {}} />);
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('아침 일찍 가면 한산해요.')).toBeTruthy();
    expect(within(reviews).getByText('Visited Oct 2026')).toBeTruthy();
    expect(within(reviews).getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(2);
    expect(within(reviews).getByRole('button', { name: 'Helpful (2)' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(reviews).getByRole('button', { name: 'Write a review' })).toBeTruthy();
    expect(screen.getByText('4.0 from 1 K-Travel member')).toBeTruthy();
  });

  it('shows neither suggestions nor reviews for a sample place shown without a server', () => {
    stubHours();
    renderRoute('/kmap', <PlaceDetailPanel place={SAMPLE_PLACES[0]!} isLocal onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Suggest a correction' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
  });
});
