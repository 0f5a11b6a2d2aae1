import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, testConfig } from '../test/helpers.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** An app logging at info into memory, with the given request-log settings. */
async function logged(env: Record<string, string>) {
  database = await createTestDatabase();
  const lines: Line[] = [];
  const app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  await app.ready();
  const requestLines = () => lines.filter((line) => line.req);
  return { app, requestLines };
}

describe('request logging', () => {
  it('logs failures and nothing for ordinary requests when the sample is 0', async () => {
    const { app, requestLines } = await logged({ REQUEST_LOG_SAMPLE: '0', SLOW_REQUEST_MS: '60000' });
    try {
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/api/config' });
      expect(requestLines()).toEqual([]);
      await app.inject({ url: '/api/courses/999999', headers: { 'x-request-id': 'trace-me' } });
      expect(requestLines()).toMatchObject([
        {
          level: 30,
          msg: 'request completed',
          reqId: 'trace-me',
          req: { method: 'GET', url: '/api/courses/999999' },
          res: { statusCode: 404 },
        },
      ]);
    } finally {
      await app.close();
    }
  });

  it('logs every request with a sample of 1, and slow ones as warnings', async () => {
    const every = await logged({ REQUEST_LOG_SAMPLE: '1', SLOW_REQUEST_MS: '60000' });
    try {
      await every.app.inject({ url: '/api/health' });
      expect(every.requestLines()).toMatchObject([{ level: 30, res: { statusCode: 200 } }]);
      expect(every.requestLines()[0]!.responseTime).toBeGreaterThanOrEqual(0);
    } finally {
      await every.app.close();
      await database?.close();
    }
    const slow = await logged({ REQUEST_LOG_SAMPLE: '0', SLOW_REQUEST_MS: '0' });
    try {
      await slow.app.inject({ url: '/api/health' });
      expect(slow.requestLines()).toMatchObject([{ level: 40, msg: 'slow request' }]);
    } finally {
      await slow.app.close();
    }
  });
});
