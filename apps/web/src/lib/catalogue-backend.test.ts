import http from 'node:http';
import type { AddressInfo } from 'node:net';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueBackend, catalogueUrl } from './catalogue-backend.ts';

/** A local server answering each catalogue path with what `answers` says, counting the requests. */
let answers: Record<string, Array<{ status: number; body: string }>> = {};
const requests: string[] = [];
const server = http.createServer((request, response) => {
  requests.push(request.url ?? '');
  const queue = answers[request.url ?? ''] ?? [];
  const answer = queue.length > 1 ? queue.shift()! : (queue[0] ?? { status: 404, body: '' });
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
});

const realFetch = globalThis.fetch;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
beforeEach(() => {
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's relative URL, against the local server (the config unstubs globals after each test).
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, base), init));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  answers = {};
  requests.length = 0;
});

async function load(language: string) {
  const instance = i18next.createInstance();
  await instance.use(catalogueBackend).init({
    lng: language,
    supportedLngs: ['en', 'ja'],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    retryTimeout: 5,
  });
  return instance;
}

describe('catalogueBackend', () => {
  it("loads a language's catalogue from LOCALES_PATH", async () => {
    expect(catalogueUrl('zh-Hant', 'common')).toMatch(/^\/locales\/zh-Hant\/common\.json\?v=\d+$/);
    answers[catalogueUrl('ja', 'common')] = [{ status: 200, body: '{"comments":{"title":"韓国旅行"}}' }];
    const instance = await load('ja');
    expect(instance.t('comments.title')).toBe('韓国旅行');
    expect(requests).toEqual([catalogueUrl('ja', 'common')]);
  });

  it('asks again after a server error, and the catalogue comes', async () => {
    answers[catalogueUrl('en', 'common')] = [
      { status: 503, body: '' },
      { status: 502, body: '' },
      { status: 200, body: '{"comments":{"title":"Korea"}}' },
    ];
    const instance = await load('en');
    expect(instance.t('comments.title')).toBe('Korea');
    expect(requests).toHaveLength(3);
  });

  it.each([
    ['a 404', { status: 404, body: '' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
    ['JSON that is not an object', { status: 200, body: '["home"]' }],
  ])('gives up at once on %s: the keys show', async (_, answer) => {
    answers[catalogueUrl('en', 'common')] = [answer];
    const instance = await load('en');
    expect(instance.t('comments.title')).toBe('comments.title');
    expect(requests).toHaveLength(1);
  });
});
