// A local stand-in for the keyless exchange-rates provider (ExchangeRate-API's open endpoint shape) for the
// browser tests: the app is pointed at it (FX_RATES_URL in playwright.config.ts), so nothing reaches the internet.
// The figures are fixed test values, not real rates.
import http from 'node:http';

const port = Number(process.env.RATES_STUB_PORT);
const body = JSON.stringify({
  result: 'success',
  base_code: 'KRW',
  time_last_update_unix: Date.UTC(2026, 10, 27, 0, 2) / 1000,
  rates: { KRW: 1, USD: 0.000715, JPY: 0.1093, CNY: 0.00508, TWD: 0.0228, HKD: 0.00556, EUR: 0.000612 },
});
http
  .createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body))
  .listen(port, '127.0.0.1');
