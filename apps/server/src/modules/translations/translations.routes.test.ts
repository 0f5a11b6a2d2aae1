import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DeeplStub, startDeeplStub } from '../../test/deepl-stub.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

/**
 * "Translate" (DESIGN §8.5) against a local server standing in for DeepL's API v2: the key travels in the header
 * only, a text is sent once per target language (then kept in the database), a slow, failing or garbled provider
 * is a 503 with nothing kept, and members are limited per minute. Nothing here reaches the internet.
 */
const TIMEOUT_MS = 300;
let stub: DeeplStub;

let t: TestApp;
let member: string;
const call = caller(() => t.app);
const translate = (text: string, target: string, cookie: string | undefined = member) =>
  call('POST', '/api/translate', cookie, { text, target });

beforeAll(async () => {
  stub = await startDeeplStub(TIMEOUT_MS * 4);
  t = await buildTestApp({
    TRANSLATE_PROVIDER: 'deepl',
    TRANSLATE_API_KEY: 'test-key:fx',
    TRANSLATE_BASE_URL: stub.baseUrl,
    TRANSLATE_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  member = await signIn(t.app, 'reader@example.com', 'Reader');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.seen.length = 0;
});

describe('POST /api/translate', () => {
  it('translates a member’s text, marked as machine translated, and keeps it: the provider is asked once', async () => {
    const res = await translate('  경복궁은 화요일에 쉬어요  ', 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      text: '[JA] 경복궁은 화요일에 쉬어요',
      target: 'ja',
      sourceLanguage: 'ko',
      machineTranslated: true,
      provider: 'deepl',
    });
    expect(stub.seen).toEqual([
      { auth: 'DeepL-Auth-Key test-key:fx', body: { text: ['경복궁은 화요일에 쉬어요'], target_lang: 'JA' } },
    ]);
    // Kept per text and language: another member asking again costs no call; another language does.
    const other = await signIn(t.app, 'other-reader@example.com', 'Other');
    expect((await translate('경복궁은 화요일에 쉬어요', 'ja', other)).json().data.text).toBe(
      '[JA] 경복궁은 화요일에 쉬어요',
    );
    expect(stub.seen).toHaveLength(1);
    expect((await translate('경복궁은 화요일에 쉬어요', 'zh-Hant')).json().data.text).toBe(
      '[ZH-HANT] 경복궁은 화요일에 쉬어요',
    );
    expect(stub.seen).toHaveLength(2);
  });

  it('is for members, and refuses an empty, too long or unknown-language request naming the field', async () => {
    expect((await translate('안녕하세요', 'en', '')).statusCode).toBe(401);
    for (const [body, field] of [
      [{ text: '   ', target: 'en' }, 'text'],
      [{ text: 'x'.repeat(5001), target: 'en' }, 'text'],
      [{ text: 'hello', target: 'fr' }, 'target'],
    ] as const) {
      const res = await call('POST', '/api/translate', member, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect(stub.seen).toHaveLength(0);
  });

  it('answers 503 TRANSLATION_UNAVAILABLE when the provider is slow, failing, garbled or endless, and keeps nothing', async () => {
    for (const failure of ['slow', 'down', 'garbage', 'endless'] as const) {
      stub.mode = failure;
      const res = await translate(`Closed on ${failure} days`, 'ko');
      expect(res.statusCode, failure).toBe(503);
      expect(res.json().error.code).toBe('TRANSLATION_UNAVAILABLE');
    }
    // An answer without end was read to its cap (512 KB) and no further, but for what the sockets' buffers held (issue 43).
    expect(stub.sent.bytes).toBeLessThan(16 * 1024 * 1024);
    stub.mode = 'ok';
    expect((await translate('Closed on down days', 'ko')).json().data.text).toBe('[KO] Closed on down days');
  });

  it('limits a member to 30 a minute', async () => {
    const limited = await signIn(t.app, 'busy-reader@example.com', 'Busy');
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await translate(`text ${i}`, 'en', limited)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('without a provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({});
  });
  afterAll(() => bare.close());

  it('says so: the config hides "Translate" and the route is a 503', async () => {
    expect((await bare.app.inject({ url: '/api/config' })).json().data.translate).toBe(false);
    const cookie = await signIn(bare.app, 'reader@example.com', 'Reader');
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: { cookie },
      payload: { text: '안녕하세요', target: 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('TRANSLATION_UNAVAILABLE');
  });
});
