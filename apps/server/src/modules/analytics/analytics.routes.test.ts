import { pageViewPath, viewedPostId } from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, signIn, testConfig, useTestApp } from '../../test/helpers.ts';
import { addDays, seoulDay, seoulMidnight, subtractMonths } from './seoul-day.ts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('page-view paths', () => {
  it('become their route with ids as :id, without query or fragment', () => {
    expect(pageViewPath('/')).toBe('/');
    expect(pageViewPath('/kcourse/42?returnTo=%2Fkcourse')).toBe('/kcourse/:id');
    expect(pageViewPath('/courses/7#comments')).toBe('/courses/:id');
    expect(pageViewPath('/admin/map/edit/3')).toBe('/admin/map/edit/:id');
    expect(pageViewPath('/buzz/')).toBe('/buzz');
    // The web app sends an invite page as its route (its token lets anyone join): counted as the route.
    expect(pageViewPath('/invite/:token')).toBe('/invite/:id');
    expect(pageViewPath('/secret/42/../../etc')).toBe('(not found)');
    expect(viewedPostId('/buzz/post/12?x=1')).toBe(12);
    expect(viewedPostId('/buzz/trend/3')).toBe(3);
    expect(viewedPostId('/buzz/post/abc')).toBeNull();
    expect(viewedPostId('/kcourse/3')).toBeNull();
  });
});

describe('Seoul days', () => {
  it('start at 15:00 UTC the day before', () => {
    expect(seoulDay(Date.parse('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(seoulDay(Date.parse('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
    expect(seoulMidnight('2026-03-02').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(subtractMonths('2026-05-31', 3)).toBe('2026-02-28');
    expect(subtractMonths('2028-05-31', 3)).toBe('2028-02-29');
    expect(subtractMonths('2026-01-15', 3)).toBe('2025-10-15');
  });
});

describe('POST /api/analytics/pageview rate limit', () => {
  const t = useTestApp({ PAGE_VIEW_RATE_LIMIT: '3' });

  it('answers 429 past the per-member limit, per address for anonymous callers', async () => {
    const send = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview',
        headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
        payload: { path: '/kmap' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // A member has a budget of their own.
    const member = await signIn(t.app, 'pv-member@example.com');
    expect((await send(member)).statusCode).toBe(200);
    await t.app.pageViews.flush();
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(n), 0)::int as n from activity_days where metric = 'page_views'`,
    );
    expect(row!.n).toBe(4);
  });
});

describe('page views are written even when the app closes', () => {
  it('flushes on close', async () => {
    const database = await createTestDatabase();
    try {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/analytics/pageview',
        headers: { 'user-agent': BROWSER },
        payload: { paths: ['/tips', '/tips'] },
      });
      expect(res.json()).toEqual({ data: { counted: 2 } });
      await app.close();
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select coalesce(sum(n), 0)::int as n from activity_days where metric = 'page_views' and key = '/tips'`,
      );
      expect(row!.n).toBe(2);
    } finally {
      await database.close();
    }
  });
});
