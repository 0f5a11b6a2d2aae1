import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_ROUTES, exampleAppPath } from '@ktravel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../test/helpers.ts';
import { isSpaRoute } from './web-app.ts';

describe('serving the built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-web-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'locales/en'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>K-Travel</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '': ['/assets/home-1.js'],
        kmap: ['/assets/kmap-page-2.js', '/assets/app-map-3.css', '/assets/../../etc/passwd.js'],
        'kcourse/:courseId': ['/assets/course-detail-4.js'],
      }),
    );
    fs.writeFileSync(
      path.join(dist, 'locale-preload.json'),
      JSON.stringify({ path: '/locales/{{lng}}/common.json?v=9' }),
    );
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'locales/en/common.json'), '{"hello":"Hello"}');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.mkdirSync(path.join(dist, 'screenshots'));
    fs.writeFileSync(path.join(dist, 'screenshots/narrow-zh.jpg'), 'jpeg');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Pages of one course or post: a missing one is the app's not-found page (issue 33). */
  const isContentRoute = (route: string) => /^\/(kcourse|courses|buzz\/post|buzz\/trend)\/:/.test(route);

  it.each([
    ...APP_ROUTES.filter((route) => !isContentRoute(route)).map(exampleAppPath),
    '/kmap?type=food',
    '/kcourse?tab=my-course',
    '/mypage/courses?tab=saved',
  ])('answers the deep link %s with the app', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(APP_ROUTES.filter(isContentRoute).map(exampleAppPath))(
    'answers %s, whose content does not exist, with the app and 404',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves the web app manifest in the reader’s language, and the service worker uncached (DESIGN §8.2)', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest', cookies: { 'ktravel-lang': 'zh' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const body = manifest.json();
    expect(body).toMatchObject({ start_url: '/', display: 'standalone', lang: 'zh', theme_color: '#0b4f8a' });
    expect(body.name).toBe('K-Travel');
    expect(body.description).toMatch(/[\u4e00-\u9fff]/);
    expect(body.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    // Only the screenshots this build has.
    expect(body.screenshots).toEqual([
      expect.objectContaining({ src: '/screenshots/narrow-zh.jpg', form_factor: 'narrow' }),
    ]);
    const korean = (await t.app.inject({ url: '/manifest.webmanifest' })).json();
    expect(korean.lang).toBe('ko');
    expect(korean.screenshots).toEqual([]);
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("preloads a page's own chunks and CSS in its HTML", async () => {
    const head = async (url: string) => (await t.app.inject({ url })).body.split('</head>')[0] ?? '';
    const kmap = await head('/kmap?type=food');
    expect(kmap).toContain('<link rel="modulepreload" crossorigin href="/assets/kmap-page-2.js">');
    expect(kmap).toContain('<link rel="preload" as="style" crossorigin href="/assets/app-map-3.css">');
    expect(kmap).not.toContain('passwd');
    expect(kmap).not.toContain('home-1');
    expect(await head('/')).toContain('href="/assets/home-1.js"');
    const cookie = await signIn(t.app, 'preload@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie },
      payload: { title: 'Preloaded', stops: [{ order: 1, name: 'Stop', lat: 37.5, lng: 127 }] },
    });
    const course = await head(`/kcourse/${created.json().data.id}`);
    expect(course).toContain('href="/assets/course-detail-4.js"');
    // Its chunks, not its data (see preloadTags).
    expect(course).not.toMatch(/<link[^>]+href="\/api\//);
    expect(await head('/buzz')).not.toContain('modulepreload');
    expect((await t.app.inject({ url: '/no/such/page' })).body).not.toContain('modulepreload');
  });

  it("preloads the reader's translations only (cookie ktravel-lang, else the browser's, else Korean), and says the language", async () => {
    const page = async (cookie?: string, acceptLanguage?: string) =>
      (
        await t.app.inject({
          url: '/kmap',
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
          },
        })
      ).body.split('</head>')[0] ?? '';
    const preload = (lng: string) =>
      `<link rel="preload" as="fetch" crossorigin href="/locales/${lng}/common.json?v=9">`;
    const first = await page();
    expect(first).toContain('<html lang="ko"');
    expect(first).toContain(preload('ko'));
    expect(first).not.toContain(preload('en'));
    expect(first).not.toContain(preload('zh'));
    const zh = await page('ktravel-lang=zh');
    expect(zh).toContain('<html lang="zh"');
    expect(zh).toContain(preload('zh'));
    expect(zh).not.toContain(preload('ko'));
    expect(zh).not.toContain(preload('en'));
    const en = await page('ktravel-lang=en');
    expect(en.split(preload('en')).length).toBe(2);
    expect(en).not.toContain(preload('ko'));
    // Anything else is the default, never copied into the page.
    const odd = await page('ktravel-lang="><script>');
    expect(odd).toContain('<html lang="ko"');
    expect(odd).not.toContain('<script>');
    // A first visit (no cookie) opens in the first of ours the browser prefers (DESIGN §6, §8.5).
    const ja = await page(undefined, 'ja-JP,ja;q=0.9,en;q=0.8');
    expect(ja).toContain('<html lang="ja"');
    expect(ja).toContain(preload('ja'));
    expect(await page(undefined, 'zh-TW,zh;q=0.9')).toContain('<html lang="zh-Hant"');
    expect(await page(undefined, 'zh-HK')).toContain(preload('zh-Hant'));
    expect(await page(undefined, 'zh-CN,zh;q=0.9')).toContain('<html lang="zh"');
    expect(await page(undefined, 'fr-FR,fr;q=0.9')).toContain('<html lang="ko"');
    // The reader's own choice wins over the browser's.
    expect(await page('ktravel-lang=zh-Hant', 'ja-JP')).toContain('<html lang="zh-Hant"');
  });

  it('answers an unknown page with the app (its 404 page) and status 404', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves assets with long caching and locales', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await t.app.inject({ url: '/locales/en/common.json?v=4' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
  });

  it('sends the precompressed file when the browser accepts it', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('registers few routes: one for all the hashed assets, none for precompressed copies (issue 16: start-up)', async () => {
    const files = t.app.routeList.filter((r) => !r.url.startsWith('/api')).map((r) => r.url);
    expect(files).toContain('/assets/*');
    expect(files.filter((url) => url.startsWith('/assets/') && url !== '/assets/*')).toEqual([]);
    expect(files.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    const missing = await t.app.inject({ url: '/assets/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    const folder = await t.app.inject({ url: '/assets/' });
    expect(folder.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('matches spec routes only', () => {
    expect(isSpaRoute('/kcourse/')).toBe(true);
    expect(isSpaRoute('/kcourse/1/extra')).toBe(false);
    expect(isSpaRoute('/adminx')).toBe(false);
  });
});
