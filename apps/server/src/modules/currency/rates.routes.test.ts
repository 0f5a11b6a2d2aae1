import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { currencyRates } from '../../db/schema.ts';
import { buildTestApp, caller, createTestDatabase, signIn, type TestApp } from '../../test/helpers.ts';
import { type RatesStub, STUB_RATES, startRatesStub } from '../../test/rates-stub.ts';
import { RATES_MAX_AGE_MS, RATES_RETRY_AFTER_MS, RatesService } from './rates.service.ts';
import { providerName } from './rates-provider.ts';

const log = { warn: () => {}, info: () => {} };
let stub: RatesStub;

beforeAll(async () => {
  stub = await startRatesStub(800);
});
afterAll(() => stub.close());

describe('GET /api/currency/rates', () => {
  let t: TestApp;
  const call = caller(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ FX_RATES_URL: stub.url });
  });
  afterAll(() => t.close());

  it('answers the provider rates from won with their date and source, stored and served from the database', async () => {
    stub.mode = 'ok';
    const before = stub.hits;
    const res = await call('GET', '/api/currency/rates');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      base: 'KRW',
      asOf: '2026-11-27T00:02:00.000Z',
      source: new URL(stub.url).host,
      rates: STUB_RATES,
    });
    const again = await call('GET', '/api/currency/rates');
    expect(again.json().data.rates.JPY).toBe(STUB_RATES.JPY);
    // Fetched once: the second answer came from the database.
    expect(stub.hits - before).toBe(1);
    expect(await t.database.db.select().from(currencyRates)).toHaveLength(1);
  });

  it('members keep a home currency with their preferences; visitors cannot', async () => {
    const cookie = await signIn(t.app, 'money@example.com');
    expect((await call('GET', '/api/me/preferences', cookie)).json().data).toEqual({ homeCurrency: null });
    const set = await call('PUT', '/api/me/preferences', cookie, { homeCurrency: 'JPY' });
    expect(set.json().data).toEqual({ homeCurrency: 'JPY' });
    expect((await call('GET', '/api/me/preferences', cookie)).json().data).toEqual({ homeCurrency: 'JPY' });
    expect((await call('PUT', '/api/me/preferences', cookie, { homeCurrency: 'KRW' })).statusCode).toBe(200);
    for (const homeCurrency of ['XYZ', 'jpy', 5, '']) {
      expect((await call('PUT', '/api/me/preferences', cookie, { homeCurrency })).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/me/preferences', cookie)).json().data).toEqual({ homeCurrency: 'KRW' });
    expect((await call('PUT', '/api/me/preferences', undefined, { homeCurrency: 'USD' })).statusCode).toBe(
      401,
    );
  });
});

describe('exchange rates: never, fresh, stale, failing', () => {
  let database: Database;
  let clock = Date.UTC(2026, 10, 27, 3, 0);
  /** A server's rates service (`null`: no provider configured). */
  const service = (url: string | null = stub.url, timeoutMs = 400) =>
    new RatesService(database.db, { url: url ?? undefined, timeoutMs, now: () => clock }, log);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(currencyRates);
    stub.mode = 'ok';
    stub.rates = { ...STUB_RATES };
  });

  it('without a provider or any rates: 503 RATES_UNAVAILABLE, nothing made up', async () => {
    await expect(service(null).get()).rejects.toMatchObject({
      status: 503,
      code: 'RATES_UNAVAILABLE',
    });
  });

  for (const mode of ['down', 'slow', 'huge', 'malformed', 'wrongBase'] as const) {
    it(`a provider answering ${mode} and no rates stored: 503, and nothing stored`, async () => {
      stub.mode = mode;
      const started = Date.now();
      await expect(service().get()).rejects.toMatchObject({ status: 503, code: 'RATES_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await database.db.select().from(currencyRates)).toEqual([]);
    });
  }

  it('reads the other common shape (Frankfurter)', async () => {
    stub.mode = 'frankfurter';
    const rates = await service().get();
    expect(rates).toMatchObject({ asOf: '2026-11-26T00:00:00.000Z', rates: STUB_RATES });
  });

  it('fresh rates are served for 12 hours without asking; older ones are served at once and fetched again', async () => {
    const rates = service();
    await rates.get();
    const hits = stub.hits;
    clock += RATES_MAX_AGE_MS - 60_000;
    await rates.get();
    expect(stub.hits).toBe(hits);
    stub.rates = { ...STUB_RATES, USD: 0.0007 };
    stub.publishedAt += 86_400;
    clock += 120_000;
    // Stale: the old rates answer at once (with their date), the new ones come in the background.
    expect((await rates.get()).rates.USD).toBe(STUB_RATES.USD);
    await rates.whenIdle();
    expect(stub.hits).toBe(hits + 1);
    expect(await rates.get()).toMatchObject({ asOf: '2026-11-28T00:02:00.000Z', rates: { USD: 0.0007 } });
  });

  it('a failing provider leaves the last rates with their date, and is asked again only after a pause', async () => {
    const rates = service();
    const first = await rates.get();
    clock += RATES_MAX_AGE_MS + 1;
    stub.mode = 'down';
    const hits = stub.hits;
    expect(await rates.get()).toEqual(first);
    await rates.whenIdle();
    expect(stub.hits).toBe(hits + 1);
    // A fresh instance (another server) also waits out the pause: the attempt is stored with the rates.
    expect(await service().get()).toEqual(first);
    expect(stub.hits).toBe(hits + 1);
    clock += RATES_RETRY_AFTER_MS;
    stub.mode = 'ok';
    await rates.get();
    await rates.whenIdle();
    expect(stub.hits).toBe(hits + 2);
  });

  it('two instances asking at once for the first rates fetch them once', async () => {
    const hits = stub.hits;
    const [a, b] = await Promise.all([service().get(), service().get()]);
    expect(a).toEqual(b);
    expect(stub.hits).toBe(hits + 1);
  });
});

describe('the rates’ provider, named (issue 44)', () => {
  it('names the providers it knows beside their host, and gives any other host as it is', () => {
    expect(providerName('open.er-api.com')).toBe('ExchangeRate-API, open.er-api.com');
    expect(providerName('api.frankfurter.app')).toBe(
      'Frankfurter, European Central Bank rates, api.frankfurter.app',
    );
    expect(providerName('rates.example')).toBe('rates.example');
  });
});
