import { DOMParser, type Element } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import {
  call,
  createCourse,
  other,
  owner,
  PUBLIC_URL,
  place,
  setupCourseTests,
  stopAt,
  t,
} from './courses.test-fixtures.ts';

setupCourseTests();

describe('GET /api/courses/:id/export.gpx', () => {
  it('exports the stops as waypoints and a route in order, escaped', async () => {
    const course = await createCourse(owner, {
      title: 'Tea <&> "Talk" 서울',
      stops: [
        stopAt('N Seoul Tower', 2),
        stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
        { order: 3, name: 'Café <Moon> & "Sun"', lat: 37.5, lng: 127.01 },
      ],
    });
    const res = await call('GET', `/api/courses/${course.id}/export.gpx?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/gpx+xml');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.gpx"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*[<>&"][^"]*\.gpx"/);
    expect(disposition).toContain('filename="Tea-Talk.gpx"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Tea & Talk 서울.gpx');

    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // Read back as any GPX reader would: a namespace-aware XML parser.
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const text = (element: Element, tag: string) => element.getElementsByTagName(tag)[0]?.textContent ?? null;
    const gpx = doc.documentElement!;
    expect(gpx.getAttribute('version')).toBe('1.1');
    expect(text(gpx.getElementsByTagName('metadata')[0]!, 'name')).toBe('Tea <&> "Talk" 서울');
    const points = (tag: string) =>
      [...Array.from(doc.getElementsByTagName(tag))].map((element) => ({
        lat: Number(element.getAttribute('lat')),
        lon: Number(element.getAttribute('lon')),
        name: text(element, 'name'),
        desc: text(element, 'desc'),
      }));
    const wpts = points('wpt');
    // The reader's name with the Korean one beside it (a stop not linked to a place has only its own name).
    expect(wpts.map((p) => p.name)).toEqual([
      'Gyeongbokgung Palace (경복궁)',
      'N Seoul Tower',
      'Café <Moon> & "Sun"',
    ]);
    expect(text(gpx.getElementsByTagName('metadata')[0]!, 'desc')).toMatch(/^K-Travel course by /);
    expect(wpts[0]).toMatchObject({
      lat: place['Gyeongbokgung Palace']!.lat,
      lon: place['Gyeongbokgung Palace']!.lng,
    });
    // The Korean name and address for a driver, then the address in the reader's language.
    expect(wpts[0]!.desc).toBe('경복궁\n서울특별시 종로구 사직로 161\n161 Sajik-ro, Jongno-gu, Seoul');
    expect(points('rtept').map((p) => p.name)).toEqual(wpts.map((p) => p.name));
    // One day: one route.
    expect(doc.getElementsByTagName('rte')).toHaveLength(1);
  });

  it('writes the names in the reader language and never a longitude of 180 (GPX 1.1: −180 ≤ lon < 180)', async () => {
    const course = await createCourse(owner, {
      title: 'Dateline',
      stops: [
        stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
        { order: 2, name: 'Antimeridian', lat: -16.5, lng: 180 },
      ],
    });
    // The API keeps the same range: 180 is stored and answered as −180.
    const stored = await call('GET', `/api/courses/${course.id}`);
    expect(stored.json().data.stops.map((stop: { lng: number }) => stop.lng)).toContain(-180);
    const res = await call('GET', `/api/courses/${course.id}/export.gpx?language=zh`);
    const doc = new DOMParser().parseFromString(res.body, 'application/xml');
    const wpts = Array.from(doc.getElementsByTagName('wpt'));
    expect(wpts.map((w) => w.getElementsByTagName('name')[0]?.textContent)).toEqual([
      '景福宫 (경복궁)',
      'Antimeridian',
    ]);
    expect(wpts.map((w) => Number(w.getAttribute('lon')))).toEqual([
      place['Gyeongbokgung Palace']!.lng,
      -180,
    ]);
    expect(doc.getElementsByTagName('desc')[0]?.textContent).toMatch(/的 K-Travel 路线$/);
  });

  it('is as private as the course', async () => {
    const course = await createCourse(owner, { title: 'Secret route', visibility: 'private' });
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/courses/999999/export.gpx')).statusCode).toBe(404);
  });
});

describe('shared course links (Open Graph)', () => {
  const meta = (html: string, key: string) => {
    const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
    return m ? m[1] : undefined;
  };

  it('answers a public course page with preview meta, escaped, with absolute URLs', async () => {
    const gb = place['Gyeongbokgung Palace']!.id;
    await t.database.db
      .update(places)
      .set({ photoUrl: 'https://images.example/gb.jpg' })
      .where(eq(places.id, gb));
    const course = await createCourse(owner, {
      title: 'Night <walk> & "view"',
      stops: [
        { order: 1, name: 'Meeting point', lat: 37.55, lng: 126.98 },
        // Saved from a search in Chinese: the card names the linked place in the reader's language.
        { ...stopAt('Gyeongbokgung Palace', 2, { placeId: gb }), name: '景福宫' },
        stopAt('N Seoul Tower', 3),
        stopAt('Tosokchon Samgyetang', 4),
      ],
    });
    for (const prefix of ['/kcourse', '/courses']) {
      const res = await t.app.inject({
        url: `${prefix}/${course.id}?returnTo=%2Fkcourse`,
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Night &lt;walk&gt; &amp; &quot;view&quot; · K-Travel</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:site_name')).toBe('K-Travel');
      expect(meta(html, 'og:title')).toBe('Night &lt;walk&gt; &amp; &quot;view&quot;');
      expect(meta(html, 'og:description')).toContain('4 stops');
      expect(meta(html, 'og:description')).toContain('Meeting point → Gyeongbokgung Palace → N Seoul Tower');
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/kcourse/${course.id}`);
      expect(meta(html, 'og:image')).toBe(
        `${PUBLIC_URL}/api/places/photo?name=${encodeURIComponent(`place/${gb}`)}`,
      );
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    }
    // A Japanese reader (or a bot that accepts Japanese) gets the linked places' Japanese names (DESIGN §8.5).
    const ja = await t.app.inject({ url: `/kcourse/${course.id}`, headers: { cookie: 'ktravel-lang=ja' } });
    expect(meta(ja.body, 'og:description')).toContain('Meeting point → 景福宮 → N Seoul Tower');
  });

  it('keeps $ replacement patterns, quotes and <>& in titles and stop names as text (no injection)', async () => {
    const hostile = [
      '$` <script>alert(1)</script>',
      '$& </head><script>x()</script>',
      '$\' "><script>y()</script>',
      "$$ $1 $<name> 'quote' & <b>",
    ];
    for (const title of hostile) {
      const course = await createCourse(owner, {
        title,
        stops: [{ order: 1, name: `${title} stop`, lat: 37.5, lng: 127 }],
      });
      const html = (await t.app.inject({ url: `/kcourse/${course.id}` })).body;
      // The template's one <head>, the app's root, and no script the title brought in: the one script element is
      // the course's JSON (not run), which the title cannot close.
      expect(html.match(/<script/g) ?? []).toHaveLength(1);
      expect(html.match(/<\/script>/g) ?? []).toHaveLength(1);
      expect(html).toContain(`<script type="application/json" id="ktravel-inline-data"`);
      expect(inlineData(html)?.data.title).toBe(title);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html).toContain('<div id="root"></div>');
      const escaped = title
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
      expect(meta(html, 'og:title')).toBe(escaped);
      expect(meta(html, 'og:description')).toContain(`${escaped} stop`);
    }
  });

  it("shows the site's card when no stop has a photo", async () => {
    const course = await createCourse(owner, {
      title: 'Plain',
      stops: [{ order: 1, name: 'Only stop', lat: 37.5, lng: 127 }],
    });
    const html = (await t.app.inject({ url: `/kcourse/${course.id}`, headers: { 'accept-language': 'en' } }))
      .body;
    expect(meta(html, 'og:description')).toContain('1 stop');
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og-image\.jpg$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('answers a private, deleted, missing or non-numeric course with the not-found page and 404 (issue 33)', async () => {
    const course = await createCourse(owner, { title: 'Hidden course', visibility: 'private' });
    const deleted = await createCourse(owner, { title: 'Deleted course' });
    expect((await call('DELETE', `/api/courses/${deleted.id}`, owner)).statusCode).toBeLessThan(300);
    const urls = [
      `/kcourse/${course.id}`,
      `/courses/${course.id}`,
      `/kcourse/${deleted.id}`,
      '/kcourse/999999',
    ];
    for (const url of [...urls, '/kcourse/abc']) {
      for (const cookie of [undefined, other]) {
        const res = await call('GET', url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('Hidden course');
        expect(res.body).not.toContain('ktravel-inline-data');
      }
    }
    // Its author opens it: the app is served (without a card), and shows what the API gives them.
    const own = await call('GET', `/kcourse/${course.id}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('og:title');
  });
});

/** The API answer a page's HTML carries (web-app.ts), parsed, with the GET it answers. */
function inlineData(html: string): { url: string; data: { id: number; title: string } } | undefined {
  const match =
    /<script type="application\/json" id="ktravel-inline-data" data-url="([^"]*)">([^<]*)<\/script>/.exec(
      html,
    );
  return match
    ? { url: match[1]!, ...(JSON.parse(match[2]!) as { data: { id: number; title: string } }) }
    : undefined;
}

describe("a course page's HTML carries its course (issue 16)", () => {
  it('for a visitor not signed in: exactly what GET /api/courses/:id answers them', async () => {
    const course = await createCourse(owner, { title: 'Inline walk', stops: [stopAt('N Seoul Tower', 1)] });
    const html = (await t.app.inject({ url: `/kcourse/${course.id}` })).body;
    const api = await call('GET', `/api/courses/${course.id}`);
    const inline = inlineData(html);
    expect(inline?.url).toBe(`/api/courses/${course.id}`);
    expect({ data: inline?.data }).toEqual(JSON.parse(api.body));
    expect(html.indexOf('ktravel-inline-data')).toBeLessThan(html.indexOf('</head>'));
  });

  it('not for a signed-in visitor, a private or missing course, or another page', async () => {
    const open = await createCourse(owner, { title: 'Open walk' });
    const hidden = await createCourse(owner, { title: 'Hidden walk', visibility: 'private' });
    const withSession = await t.app.inject({ url: `/kcourse/${open.id}`, headers: { cookie: other } });
    expect(withSession.body).not.toContain('ktravel-inline-data');
    for (const url of [
      `/kcourse/${hidden.id}`,
      '/kcourse/999999',
      '/kcourse',
      '/kmap',
      `/courses/${open.id}`,
    ]) {
      const html = (await t.app.inject({ url })).body;
      expect(html, url).not.toContain('ktravel-inline-data');
    }
  });
});
