import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@ktravel/contract';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, places, posts, users } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { insertSession } from '../../plugins/session.repository.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { SITE_TEXTS } from './site.texts.ts';

/**
 * Links, previews and search engines (issue 33), read as outside tools read them: the cards by open-graph-scraper
 * (fed the HTML the server answers; it fetches nothing), the sitemap by an XML parser.
 */
const PUBLIC_URL = 'https://ktravel.example';
const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-site-web-'));
const INDEX_HTML =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta name="description" content="K-Travel app" />\n    <title>K-Travel</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestApp;
let owner: string;
const ids = { course: 0, privateCourse: 0, post: 0, draft: 0, hidden: 0, trend: 0 };

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  for (const file of ['og-image.jpg', 'favicon.ico', 'apple-touch-icon.png', 'icons/icon-192.png']) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.copyFileSync(path.join(webPublic, file), path.join(dist, file));
  }
  // The tips' titles are the web app's own translations (site.tips.ts).
  for (const language of LANGUAGES) {
    fs.mkdirSync(path.join(dist, 'locales', language), { recursive: true });
    fs.copyFileSync(
      path.join(webPublic, 'locales', language, 'common.json'),
      path.join(dist, 'locales', language, 'common.json'),
    );
  }
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  await seedAll(t.database.db);
  owner = await signIn(t.app, 'owner@example.com', 'Owner');
  const admin = await signIn(t.app, 'admin@example.com', 'Admin');
  const [palace] = await t.database.db
    .select({ id: places.id, lat: places.lat, lng: places.lng })
    .from(places)
    .where(eq(places.name, 'Gyeongbokgung Palace'));
  const stop = {
    order: 1,
    name: 'Gyeongbokgung Palace',
    lat: palace!.lat,
    lng: palace!.lng,
    placeId: palace!.id,
  };
  ids.course = await create('/api/courses', owner, { title: 'Palace morning', stops: [stop] });
  ids.privateCourse = await create('/api/courses', owner, {
    title: 'Secret',
    visibility: 'private',
    stops: [stop],
  });
  ids.post = await create('/api/posts', owner, {
    title: 'Where is good tea?',
    content: 'Near Insadong, ideally.',
  });
  ids.draft = await create('/api/posts', owner, { title: 'Draft', content: 'Not yet', status: 'draft' });
  ids.hidden = await create('/api/posts', owner, { title: 'Hidden', content: 'Spam' });
  await t.database.db.update(posts).set({ moderationStatus: 'hidden' }).where(eq(posts.id, ids.hidden));
  ids.trend = await create('/api/posts', admin, {
    title: 'Seongsu pop-ups',
    content: 'Weekend pop-ups',
    postType: 'trend',
  });
  const texts = (title: string, content: string) => ({
    title,
    content,
    aboutTitle: null,
    aboutDescription: null,
  });
  await t.database.db
    .update(posts)
    .set({ translations: { ko: texts('성수 팝업', '주말 팝업'), zh: texts('圣水快闪店', '周末快闪店') } })
    .where(eq(posts.id, ids.trend));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function create(url: string, cookie: string, payload: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The card a link-preview scraper builds from the page's HTML. */
async function card(html: string) {
  const { result, error } = await ogs({ html });
  expect(error).toBe(false);
  return result;
}

const OG_LOCALE: Record<string, string> = { en: 'en_US', ko: 'ko_KR', zh: 'zh_CN' };

describe('preview cards in the reader’s language (open-graph-scraper)', () => {
  const fixed = ['/', '/kmap', '/tips', '/kcourse', '/buzz', '/planner'] as const;

  it.each(['en', 'ko', 'zh'] as const)('has a complete card on every page in %s', async (language) => {
    const contentPages = [
      `/kcourse/${ids.course}`,
      `/courses/${ids.course}`,
      `/buzz/post/${ids.post}`,
      `/buzz/trend/${ids.trend}`,
      '/tips?tip=tmoney',
    ];
    for (const url of [...fixed, ...contentPages]) {
      const res = await page(url, { cookie: `ktravel-lang=${language}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html lang="${language}"`);
      const og = await card(res.body);
      expect(og.ogTitle, url).toBeTruthy();
      expect(og.ogDescription, url).toBeTruthy();
      expect(og.ogUrl, url).toMatch(/^https:\/\/ktravel\.example\//);
      expect(og.ogType, url).toMatch(/^(website|article)$/);
      expect(og.ogLocale, url).toBe(OG_LOCALE[language]);
      expect(og.ogSiteName).toBe('K-Travel');
      expect(og.twitterCard).toBe('summary_large_image');
      expect(og.twitterTitle).toBe(og.ogTitle);
      const image = og.ogImage?.[0];
      expect(image?.url, url).toMatch(/^https:\/\/ktravel\.example\//);
      expect(og.twitterImage?.[0]?.url).toBe(image?.url);
      expect(res.body).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
      // Every other language as an alternate locale.
      expect(res.body.match(/property="og:locale:alternate"/g)).toHaveLength(LANGUAGES.length - 1);
      if (image?.url.endsWith('/og-image.jpg')) {
        expect(image).toMatchObject({ width: '1200', height: '630' });
      }
    }
    for (const url of fixed) {
      const og = await card((await page(url, { cookie: `ktravel-lang=${language}` })).body);
      expect(og.ogTitle).toBe(SITE_TEXTS[language].pages[url].title);
      expect(og.ogDescription).toBe(SITE_TEXTS[language].pages[url].description);
      expect(og.ogUrl).toBe(`${PUBLIC_URL}${url}`);
    }
  });

  it("names a course's stops and counts them in the reader's language", async () => {
    const expected: Record<string, [string, string]> = {
      en: ['Gyeongbokgung Palace', 'K-Course: 1 stop'],
      ko: ['경복궁', 'K-Course: 장소 1곳'],
      zh: ['景福宫', 'K-Course：1 个地点'],
    };
    for (const [language, [name, count]] of Object.entries(expected)) {
      const og = await card(
        (await page(`/kcourse/${ids.course}`, { cookie: `ktravel-lang=${language}` })).body,
      );
      expect(og.ogTitle).toBe('Palace morning');
      expect(og.ogDescription).toBe(`${count} — ${name}`);
      expect(og.ogType).toBe('website');
    }
  });

  it("shows our own trend article in the reader's language, and a tip as the app writes it", async () => {
    const ko = await card((await page(`/buzz/trend/${ids.trend}`, { cookie: 'ktravel-lang=ko' })).body);
    expect(ko).toMatchObject({
      ogTitle: '성수 팝업',
      ogDescription: 'K-Trend: 주말 팝업',
      ogType: 'article',
    });
    const zh = await card((await page(`/buzz/trend/${ids.trend}`, { cookie: 'ktravel-lang=zh' })).body);
    expect(zh.ogTitle).toBe('圣水快闪店');
    const tip = await card((await page('/tips?tip=tmoney', { cookie: 'ktravel-lang=ko' })).body);
    expect(tip.ogTitle).toBe('티머니 카드');
    expect(tip.ogUrl).toBe(`${PUBLIC_URL}/tips?tip=tmoney`);
  });

  it("gives an uploaded picture's size and the content's title as its alt, and lets other sites load it", async () => {
    const key = `posts/1/${crypto.randomUUID()}.webp`;
    const webp = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b4f8a' } })
      .webp()
      .toBuffer();
    await t.app.uploads.storage.put(key, webp, 'image/webp');
    await t.database.db
      .update(posts)
      .set({ imageUrl: `/api/uploads/files/${key}` })
      .where(eq(posts.id, ids.post));
    const og = await card((await page(`/buzz/post/${ids.post}`, { cookie: 'ktravel-lang=en' })).body);
    expect(og.ogImage?.[0]).toMatchObject({
      url: `${PUBLIC_URL}/api/uploads/files/${key}`,
      width: '640',
      height: '360',
      alt: 'Where is good tea?',
    });
    const image = await page(`/api/uploads/files/${key}`);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('takes the language from ?lng=, else the cookie, else Accept-Language (a bot), else Korean', async () => {
    const locale = async (url: string, headers: Record<string, string> = {}) =>
      (await card((await page(url, headers)).body)).ogLocale;
    expect(await locale('/kmap')).toBe('ko_KR');
    expect(await locale('/kmap', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' })).toBe('ja_JP');
    expect(await locale('/kmap', { 'accept-language': 'zh-TW' })).toBe('zh_TW');
    expect(await locale('/kmap', { 'accept-language': 'en', cookie: 'ktravel-lang=zh' })).toBe('zh_CN');
    expect(await locale('/kmap?lng=en', { cookie: 'ktravel-lang=zh' })).toBe('en_US');
  });

  it('links the canonical address and every language version (hreflang), x-default the plain one', async () => {
    const html = (await page(`/kcourse/${ids.course}?utm_source=chat`, { cookie: 'ktravel-lang=ja' })).body;
    const base = `${PUBLIC_URL}/kcourse/${ids.course}`;
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${base}?lng=ja" />`);
    for (const language of LANGUAGES) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${base}?lng=${language}" />`,
      );
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}" />`);
    const tips = (await page('/tips?tip=payment', { cookie: 'ktravel-lang=en' })).body;
    expect(tips).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tips?tip=payment&amp;lng=en" />`);
    expect((await page('/kmap', { cookie: 'ktravel-lang=en' })).body).toContain(
      `<link rel="alternate" hreflang="zh-Hant" href="${PUBLIC_URL}/kmap?lng=zh-Hant" />`,
    );
  });
});

describe('content that is not public', () => {
  it('answers 404 with the app (its not-found page) for a private course, a draft, a hidden or missing post', async () => {
    for (const url of [
      `/kcourse/${ids.privateCourse}`,
      `/buzz/post/${ids.draft}`,
      `/buzz/post/${ids.hidden}`,
      '/buzz/trend/987654',
      '/kcourse/987654',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('og:title');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of members’ and admin pages and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/mypage', '/login', '/invite/', '/api/docs']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The app's own reads stay open: a crawler that runs the app needs them.
    expect(lines).not.toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('keeps them out of the API document (they are files for crawlers, not operations)', async () => {
    const paths = Object.keys((await page('/api/docs/json')).json().paths);
    expect(paths).toContain('/api/health');
    expect(paths).not.toContain('/robots.txt');
    expect(paths).not.toContain('/sitemap.xml');
  });

  async function sitemap() {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = new DOMParser().parseFromString(res.body, 'application/xml');
    return Array.from(doc.getElementsByTagName('url')).map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      alternates: Array.from(url.getElementsByTagName('xhtml:link')).map((link) =>
        link.getAttribute('hreflang'),
      ),
    }));
  }

  it('lists the fixed pages, the tips, public courses, posts and trend articles with their last change', async () => {
    const urls = await sitemap();
    const locs = urls.map((url) => url.loc);
    for (const path of ['/', '/kmap', '/tips', '/kcourse', '/buzz', '/planner', '/tips?tip=tmoney']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    const course = urls.find((url) => url.loc === `${PUBLIC_URL}/kcourse/${ids.course}`);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, ids.course));
    expect(course?.lastmod).toBe(row!.updatedAt.toISOString());
    expect(course?.alternates).toEqual([...LANGUAGES, 'x-default']);
    expect(locs).toContain(`${PUBLIC_URL}/buzz/post/${ids.post}`);
    expect(locs).toContain(`${PUBLIC_URL}/buzz/trend/${ids.trend}`);
    // Seeded content is there too (the demo's public courses and articles).
    expect(locs.filter((loc) => /\/kcourse\/\d+$/.test(loc)).length).toBeGreaterThan(1);
  });

  it('never lists private courses, drafts or hidden posts', async () => {
    const locs = (await sitemap()).map((url) => url.loc);
    expect(locs).not.toContain(`${PUBLIC_URL}/kcourse/${ids.privateCourse}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/buzz/post/${ids.draft}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/buzz/post/${ids.hidden}`);
    const privateCourses = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.visibility, 'private'));
    for (const { id } of privateCourses) expect(locs).not.toContain(`${PUBLIC_URL}/kcourse/${id}`);
  });

  it('follows content as it changes: a new public course appears, one made private leaves', async () => {
    const added = await create('/api/courses', owner, {
      title: 'Fresh',
      stops: [{ order: 1, name: 'Somewhere', lat: 37.5, lng: 127 }],
    });
    expect((await sitemap()).map((url) => url.loc)).toContain(`${PUBLIC_URL}/kcourse/${added}`);
    await t.database.db.update(courses).set({ visibility: 'private' }).where(eq(courses.id, added));
    expect((await sitemap()).map((url) => url.loc)).not.toContain(`${PUBLIC_URL}/kcourse/${added}`);
  });
});

describe('icons and shared images', () => {
  it('serves favicon.ico and a 180 px Apple touch icon at the root', async () => {
    const ico = await page('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.rawPayload.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true);
    const touch = await page('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    // PNG IHDR: width and height at bytes 16 and 20.
    expect([touch.rawPayload.readUInt32BE(16), touch.rawPayload.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('lets other origins load the shared images only (Cross-Origin-Resource-Policy)', async () => {
    for (const url of ['/og-image.jpg', '/favicon.ico', '/apple-touch-icon.png', '/icons/icon-192.png']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    for (const url of ['/kmap', '/robots.txt', '/sitemap.xml', '/api/health', `/api/courses/${ids.course}`]) {
      expect((await page(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

describe('/demo/error in production (issue 33: only admins see it)', () => {
  const production = {
    WEB_DIST_DIR: dist,
    NODE_ENV: 'production',
    AUTH_DEV_LOGIN: 'false',
    SESSION_SECRET: 'x'.repeat(40),
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  };

  /** A session for a new user of `role`, as Google sign-in would leave it (no development sign-in in production). */
  async function sessionCookie(app: TestApp, role: 'user' | 'admin'): Promise<string> {
    const [user] = await app.database.db
      .insert(users)
      .values({ email: `${role}-${crypto.randomUUID()}@example.com`, name: role, provider: 'google', role })
      .returning({ id: users.id });
    const token = crypto.randomBytes(32).toString('base64url');
    await insertSession(app.database.db, {
      tokenHash: hashSessionToken(token, production.SESSION_SECRET),
      userId: user!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      userAgent: null,
      ip: null,
    });
    return `${SESSION_COOKIE}=${token}`;
  }

  it('answers the not-found page with 404 to visitors and members, and the demo to an admin', async () => {
    const prod = await buildTestApp(production);
    try {
      const page = (cookie?: string) =>
        prod.app.inject({ url: '/demo/error', headers: cookie ? { cookie } : {} });
      expect((await page()).statusCode).toBe(404);
      expect((await page()).body).toContain('<div id="root">');
      expect((await page(await sessionCookie(prod, 'user'))).statusCode).toBe(404);
      expect((await page(await sessionCookie(prod, 'admin'))).statusCode).toBe(200);
      const config = (await prod.app.inject({ url: '/api/config' })).json().data;
      expect(config.errorDemo).toBe('admins');
    } finally {
      await prod.close();
    }
    // Outside production everybody sees it.
    expect((await t.app.inject({ url: '/demo/error' })).statusCode).toBe(200);
  });
});
