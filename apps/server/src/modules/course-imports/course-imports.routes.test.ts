import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.ts';
import { signIn } from '../../test/helpers.ts';
import {
  call,
  createThreeDayCourse,
  owner,
  place,
  setupCourseTests,
  t,
} from '../courses/courses.test-fixtures.ts';

setupCourseTests();

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');

const preview = async (format: string, content: string, cookie = owner) => {
  const res = await call('POST', '/api/courses/import', cookie, { format, content });
  return res;
};
const ok = async (format: string, content: string) => {
  const res = await preview(format, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    title: string;
    stops: {
      order: number;
      day: number;
      time: string | null;
      name: string;
      lat: number;
      lng: number;
      placeId: number | null;
      matched: boolean;
    }[];
    skipped: { name: string; reason: string }[];
  };
};

describe('POST /api/courses/import (DESIGN §8.3)', () => {
  it('reads a GPS app’s GPX: waypoints and named track points, matched to our places; nothing saved', async () => {
    const before = (await t.database.db.select({ n: count() }).from(courses))[0]!.n;
    const data = await ok('gpx', fixture('osmand-trip.gpx'));
    expect(data.title).toBe('Seoul palaces walk');
    expect(data.stops.map((s) => s.name)).toEqual(['Gyeongbokgung', 'Bukchon viewpoint', 'Changdeokgung']);
    expect(data.stops[0]).toMatchObject({
      order: 1,
      matched: true,
      placeId: place['Gyeongbokgung Palace']!.id,
    });
    expect(data.stops[1]).toMatchObject({ matched: false, placeId: null });
    expect(data.skipped).toEqual([{ name: 'Broken point', reason: 'INVALID_COORDINATES' }]);
    expect((await t.database.db.select({ n: count() }).from(courses))[0]!.n).toBe(before);
  });

  it('reads Google My Maps’ KML: its three layers are the days, lines skipped with a reason, Hangul matched', async () => {
    const data = await ok('kml', fixture('my-maps-seoul.kml'));
    expect(data.title).toBe('서울 3일 여행');
    expect(data.stops.map((s) => [s.name, s.day, s.matched])).toEqual([
      ['경복궁', 1, true],
      ['N Seoul Tower', 2, true],
      ['Our guesthouse', 3, false],
    ]);
    expect(data.stops[1]!.placeId).toBe(place['N Seoul Tower']!.id);
    expect(data.skipped).toEqual([{ name: 'Walk along the wall', reason: 'NOT_A_POINT' }]);
  });

  it('gives a matched stop its place (names, address, hours); an unmatched one keeps the file’s name only', async () => {
    const res = await preview('kml', fixture('my-maps-seoul.kml'));
    const [palace, , guesthouse] = res.json().data.stops;
    expect(palace.place).toMatchObject({
      name: 'Gyeongbokgung Palace',
      nameKo: '경복궁',
      addressKo: expect.stringContaining('서울'),
      openingHours: expect.stringContaining('Mo,We-Su,PH 09:00'),
    });
    expect(guesthouse.place).toBeNull();
  });

  it('reads a KMZ (base64, as Google Earth downloads it) like its KML, and refuses a zip bomb quickly', async () => {
    const kml = fixture('my-maps-seoul.kml');
    const kmz = zipSync({ 'doc.kml': strToU8(kml), 'files/icon.png': new Uint8Array(8) });
    const fromKmz = await ok('kml', Buffer.from(kmz).toString('base64'));
    expect(fromKmz).toEqual(await ok('kml', kml));
    // 1 KB of KML followed by 20 MB of spaces: about 20 KB zipped.
    const padded = kml.replace('</kml>', `${' '.repeat(20 * 1024 * 1024)}</kml>`);
    const bomb = zipSync({ 'doc.kml': strToU8(padded) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const refused = await preview(
      'kml',
      `data:application/vnd.google-earth.kmz;base64,${Buffer.from(bomb).toString('base64')}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('10 MB');
    expect(Date.now() - started).toBeLessThan(1000);
    const noKml = zipSync({ 'readme.txt': strToU8('hello') });
    expect((await preview('kml', Buffer.from(noKml).toString('base64'))).json().error.message).toContain(
      'no .kml',
    );
    const cut = Buffer.from(kmz.subarray(0, 60)).toString('base64');
    expect((await preview('kml', cut)).json().error.code).toBe('IMPORT_INVALID');
  });

  it('says a Naver list cannot be read when no Naver list source is set up', async () => {
    const res = await call('POST', '/api/courses/import', owner, {
      format: 'naver-list',
      url: 'https://map.naver.com/p/favorite/sharedPlace/folder/0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('IMPORT_SOURCE_UNAVAILABLE');
  });

  it('reads Google Takeout: Saved Places.json and a saved list’s CSV', async () => {
    const places = await ok('google-takeout', fixture('Saved Places.json'));
    expect(places.stops.map((s) => [s.name, s.matched])).toEqual([
      ['Gyeongbokgung Palace', true],
      ['A seafood stall my friend likes', false],
    ]);
    expect(places.skipped).toEqual([{ name: '3', reason: 'NO_COORDINATES' }]);
    const list = await ok('google-takeout', fixture('Want to go.csv'));
    expect(list.stops.map((s) => [s.name, s.lat, s.lng])).toEqual([
      ['N Seoul Tower', 37.551_169_4, 126.988_226_6],
      ['Gwangjang Market', 37.5701, 126.9996],
    ]);
    expect(list.stops[0]!.matched).toBe(true);
    expect(list.skipped).toEqual([{ name: 'Somewhere I forgot', reason: 'NO_COORDINATES' }]);
  });

  it('gives back the same stops from our own file (round trip of a 3-day course)', async () => {
    const course = await createThreeDayCourse('사흘 서울 round trip', '해운대 민박');
    const file = await call('GET', `/api/courses/${course.id}/export.json`);
    const data = await ok('ktravel', file.body);
    const exported = JSON.parse(file.body).course.stops;
    expect(data.stops.map(({ order, day, time, name }) => ({ order, day, time, name }))).toEqual(
      exported.map(({ order, day, time, name }: Record<string, unknown>) => ({ order, day, time, name })),
    );
    for (const [i, stop] of data.stops.entries()) {
      expect(stop.lat).toBeCloseTo(exported[i].lat, 6);
      expect(stop.lng).toBeCloseTo(exported[i].lng, 6);
    }
    expect(data).toMatchObject({
      title: '사흘 서울 round trip',
      startDate: course.startDate,
      category: 'all',
    });
  });

  it('refuses DTDs and entities at once (billion laughs, external entities), and malformed files, saying where', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><gpx><wpt lat="1" lon="1"><name>&lol9;</name></wpt></gpx>`;
    const started = Date.now();
    const bomb = await preview('gpx', laughs);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.code).toBe('IMPORT_INVALID');
    expect(Date.now() - started).toBeLessThan(1000);
    const external = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&xxe;</name><Point><coordinates>1,1</coordinates></Point></Placemark></kml>`;
    const xxe = await preview('kml', external);
    expect(xxe.statusCode).toBe(400);
    expect(xxe.body).not.toContain('root:');
    const broken = await preview('gpx', '<gpx><wpt lat="1" lon="1"><name>open</wpt></gpx>');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'IMPORT_INVALID',
      fields: { content: expect.any(String) },
    });
    expect((await preview('geojson', '{"type":"Feature",')).json().error.code).toBe('IMPORT_INVALID');
    expect((await preview('kml', '<gpx/>')).json().error.message).toContain('<kml>');
    expect(
      (await preview('ktravel', '{"format":"ktravel-course","version":2}')).json().error.message,
    ).toContain('version');
  });

  it('cleans names, skips bad coordinates, keeps 60 stops and reads at most 5,000 points', async () => {
    const feature = (name: string, lng: number, lat: number) => ({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    });
    const many = {
      type: 'FeatureCollection',
      features: [
        feature('Bad\u0000 name\u0007 here', 126.9, 37.5),
        {
          type: 'Feature',
          properties: { name: 'Nowhere' },
          geometry: { type: 'Point', coordinates: ['east', 37.5] },
        },
        {
          type: 'Feature',
          properties: { name: 'Far north' },
          geometry: { type: 'Point', coordinates: [10, 95] },
        },
        ...Array.from({ length: 6000 }, (_, i) => feature(`Point ${i}`, 127 + i / 10_000, 37)),
      ],
    };
    const data = await ok('geojson', JSON.stringify(many));
    expect(data.stops).toHaveLength(60);
    expect(data.stops[0]!.name).toBe('Bad name here');
    expect(data.skipped.filter((s) => s.reason === 'INVALID_COORDINATES').map((s) => s.name)).toEqual([
      'Nowhere',
      'Far north',
    ]);
    // 5,000 read: 60 kept, 2 invalid, the rest of the 4,938 valid ones past the 60 are TOO_MANY.
    expect(data.skipped.filter((s) => s.reason === 'TOO_MANY')).toHaveLength(5000 - 2 - 60);
  });

  it('answers a body over 1 MB with 413, and is for members', async () => {
    const big = await preview('gpx', `<gpx>${' '.repeat(1024 * 1024 + 10)}</gpx>`);
    expect(big.statusCode).toBe(413);
    expect(
      (await call('POST', '/api/courses/import', undefined, { format: 'gpx', content: '<gpx/>' })).statusCode,
    ).toBe(401);
  });

  it('matches a point to the place near it by the names place search knows: aliases, romanizations, typos (issue 44)', async () => {
    const tower = place['N Seoul Tower']!;
    const palace = place['Gyeongbokgung Palace']!;
    const near = (p: { lat: number; lng: number }) => ({ lat: p.lat + 0.0004, lon: p.lng });
    const gpx = `<gpx>${[
      ['Namsan Tower', near(tower)],
      ['Kyungbokkung', near(palace)],
      ['Gyeongbukgung palace', near(palace)],
      ['A bakery nearby', near(palace)],
    ]
      .map(([name, p]) => {
        const { lat, lon } = p as { lat: number; lon: number };
        return `<wpt lat="${lat}" lon="${lon}"><name>${name}</name></wpt>`;
      })
      .join('')}</gpx>`;
    const data = await ok('gpx', gpx);
    expect(data.stops.map((s) => [s.name, s.placeId])).toEqual([
      ['Namsan Tower', tower.id],
      ['Kyungbokkung', palace.id],
      ['Gyeongbukgung palace', palace.id],
      ['A bakery nearby', null],
    ]);
  });

  it('offers a recorded track’s start and end as stops, saying so, in the reader’s language (issue 44)', async () => {
    const trace = `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="StravaGPX"><metadata><name>Morning Run</name></metadata>
<trk><name>Morning Run</name><type>running</type><trkseg>
${Array.from({ length: 50 }, (_, i) => `<trkpt lat="${37.5 + i / 10_000}" lon="${126.97 + i / 10_000}"><ele>30</ele><time>2026-11-30T23:${String(i).padStart(2, '0')}:00Z</time></trkpt>`).join('\n')}
</trkseg></trk></gpx>`;
    // A member of its own: this file's imports are near the route's 20 a minute.
    const runner = await signIn(t.app, 'runner@example.com', 'Runner');
    const res = await call('POST', '/api/courses/import?language=ko', runner, {
      format: 'gpx',
      content: trace,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.notice).toBe('TRACK_ENDS');
    expect(data.stops.map((s: { name: string; lat: number }) => [s.name, s.lat])).toEqual([
      ['Morning Run (출발)', 37.5],
      ['Morning Run (도착)', 37.5049],
    ]);
    // A file of nothing the import reads says so, never an empty preview.
    const empty = await preview(
      'gpx',
      '<gpx version="1.1"><metadata><name>Nothing</name></metadata></gpx>',
      runner,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('holds no places');
    // Other files say nothing of tracks.
    expect((await preview('kml', fixture('my-maps-seoul.kml'), runner)).json().data.notice).toBeNull();
  });
});
