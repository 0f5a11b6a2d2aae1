import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
/** Debian's `prometheus` package brings it; the test checks the rule itself where it is missing. */
const PROMTOOL = '/usr/bin/promtool';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const t = useTestApp();
  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('refuses a caller without the token, or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('NOT_SIGNED_IN');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // An admin's session is not the token.
    const admin = await signIn(t.app, 'admin@example.com');
    const session = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { cookie: admin } });
    expect(session.statusCode).toBe(401);
  });

  it('answers Prometheus text: requests per route and status, event-loop lag, pool, sessions, page views', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/posts/999999' });
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/130.0' },
      payload: { paths: ['/', '/kmap'] },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/posts\/:id",status_code="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/health"/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/ktravel_db_pool_connections\{state="total"\} 1/);
    expect(text).toMatch(/ktravel_active_sessions \d+/);
    expect(text).toMatch(/ktravel_page_views_total 2/);
  });

  it('names only counters `_total`, as promtool check metrics asks (and passes promtool where it is installed)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const types = [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter(({ name, type }) => type !== 'counter' && name!.endsWith('_total'))).toEqual([]);
    expect(res.body).toMatch(/^nodejs_active_resources\{type="\w+"\} \d+$/m);
    if (fs.existsSync(PROMTOOL)) {
      const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
      expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
      expect(check.status).toBe(0);
    }
  });
});
