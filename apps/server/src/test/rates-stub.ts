// A local server standing in for a keyless exchange-rates provider (ExchangeRate-API's open endpoint shape), so
// tests never reach the internet. It answers the rates it holds, or fails the way it is told to: down, slow, huge,
// malformed, or rates from another base.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RatesStubMode = 'ok' | 'down' | 'slow' | 'huge' | 'malformed' | 'wrongBase' | 'frankfurter';

export interface RatesStub {
  url: string;
  mode: RatesStubMode;
  /** The rates answered (how much of each currency one won buys), and their publication time (Unix seconds). */
  rates: Record<string, number>;
  publishedAt: number;
  hits: number;
  close(): Promise<void>;
}

/** Rates of 2026-11-27 in the shape the tests check (invented for the stub only; the app never invents any). */
export const STUB_RATES = {
  USD: 0.000715,
  JPY: 0.1093,
  CNY: 0.00508,
  TWD: 0.0228,
  HKD: 0.00556,
  EUR: 0.000612,
};

export async function startRatesStub(slowMs = 1500): Promise<RatesStub> {
  const stub = {
    mode: 'ok',
    rates: { ...STUB_RATES },
    publishedAt: Date.UTC(2026, 10, 27, 0, 2) / 1000,
    hits: 0,
  } as unknown as RatesStub;
  const server = http.createServer((_req, res) => {
    stub.hits += 1;
    const answer = () =>
      JSON.stringify({
        result: 'success',
        base_code: stub.mode === 'wrongBase' ? 'USD' : 'KRW',
        time_last_update_unix: stub.publishedAt,
        rates: { KRW: 1, ...stub.rates },
      });
    switch (stub.mode) {
      case 'down':
        return void res.writeHead(503).end('{"result":"error"}');
      case 'slow':
        return void setTimeout(() => res.writeHead(200).end(answer()), slowMs);
      case 'huge': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        for (let i = 0; i < 10; i++) res.write(chunk);
        return void res.end(answer());
      }
      case 'malformed':
        return void res.writeHead(200).end('{"result":"success","rates":{"USD":"a lot"');
      case 'frankfurter':
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ amount: 1, base: 'KRW', date: '2026-11-26', rates: stub.rates }));
      default:
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(answer());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/KRW`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
