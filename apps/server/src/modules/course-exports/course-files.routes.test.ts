import { KtravelCourseDocument } from '@ktravel/contract';
import { gpx as gpxToGeoJson, kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCourse,
  createThreeDayCourse,
  other,
  owner,
  place,
  setupCourseTests,
} from '../courses/courses.test-fixtures.ts';

setupCourseTests();

/** An element as far as these tests read it: its child elements by name. */
type Named = { getElementsByTagName(tag: string): ArrayLike<{ textContent: string | null }> };

/** A document as a browser's DOMParser gives it (what togeojson reads). */
const xml = (text: string) =>
  new DOMParser().parseFromString(text, 'application/xml') as unknown as Parameters<typeof kmlToGeoJson>[0];

describe('course files (DESIGN §8.3)', () => {
  let id: number;
  beforeAll(async () => {
    // Three days, times, stops of ours with Hangul names and one of the member's own with a hostile name.
    const course = await createThreeDayCourse('서울 3 days <&>', '우리 <민박> & "Sun"');
    id = course.id;
  });

  it('writes the lossless ktravel-course file, which its published schema describes', async () => {
    const res = await call('GET', `/api/courses/${id}/export.json?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; .*\.json"/);
    const document = KtravelCourseDocument.parse(res.json());
    expect(document).toMatchObject({ format: 'ktravel-course', version: 1 });
    expect(document.course).toMatchObject({ title: '서울 3 days <&>', startDate: '2026-12-01' });
    expect(document.course.stops).toEqual([
      expect.objectContaining({ order: 1, day: 1, time: '09:30', durationMinutes: 120, nameKo: '경복궁' }),
      expect.objectContaining({ order: 2, day: 2, time: '19:00', nameKo: 'N서울타워' }),
      expect.objectContaining({
        order: 3,
        day: 3,
        time: null,
        name: '우리 <민박> & "Sun"',
        nameKo: null,
        placeId: null,
      }),
    ]);
    expect(document.course.stops[2]).toMatchObject({ lat: 35.158_123_4, lng: 129.160_456_7 });

    const schema = await call('GET', '/api/schemas/ktravel-course.json');
    expect(schema.statusCode).toBe(200);
    expect(schema.headers['content-type']).toContain('application/schema+json');
    const body = schema.json();
    expect(body).toMatchObject({ $id: '/api/schemas/ktravel-course.json', type: 'object' });
    expect(body.properties.format).toMatchObject({ const: 'ktravel-course' });
    expect(body.properties.course.properties.stops.items.required).toEqual(
      expect.arrayContaining(['order', 'day', 'time', 'name', 'nameKo', 'lat', 'lng']),
    );
  });

  it('writes GeoJSON: a Point per stop with the file’s stop fields', async () => {
    const res = await call('GET', `/api/courses/${id}/export.geojson?language=zh`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const collection = res.json();
    expect(collection.type).toBe('FeatureCollection');
    expect(
      collection.features.map((f: { geometry: { coordinates: number[] } }) => f.geometry.coordinates),
    ).toEqual([
      [place['Gyeongbokgung Palace']!.lng, place['Gyeongbokgung Palace']!.lat],
      [place['N Seoul Tower']!.lng, place['N Seoul Tower']!.lat],
      [129.160_456_7, 35.158_123_4],
    ]);
    expect(collection.features[0].properties).toMatchObject({
      order: 1,
      day: 1,
      nameKo: '경복궁',
      title: '景福宫',
    });
  });

  it('writes KML a reader gets the same points and names from, a folder per day in order', async () => {
    const res = await call('GET', `/api/courses/${id}/export.kml?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    const document = xml(res.body);
    const folders = Array.from(document.getElementsByTagName('Folder')).map(
      (folder) => (folder as Named).getElementsByTagName('name')[0]?.textContent,
    );
    expect(folders).toEqual(['Day 1 · 2026-12-01', 'Day 2 · 2026-12-02', 'Day 3 · 2026-12-03']);
    const features = kmlToGeoJson(document).features;
    expect(features.map((f) => f.properties?.name)).toEqual([
      '1. Gyeongbokgung Palace',
      '2. N Seoul Tower',
      '3. 우리 <민박> & "Sun"',
    ]);
    expect(features.map((f) => (f.geometry as { coordinates: number[] }).coordinates.slice(0, 2))).toEqual([
      [place['Gyeongbokgung Palace']!.lng, place['Gyeongbokgung Palace']!.lat],
      [place['N Seoul Tower']!.lng, place['N Seoul Tower']!.lat],
      [129.160_456_7, 35.158_123_4],
    ]);
    expect(features[0]!.properties).toMatchObject({ nameKo: '경복궁', time: '09:30' });
    expect(String(features[0]!.properties?.description)).toContain('서울특별시 종로구 사직로 161');
  });

  it('writes GPX with a route per day that a reader reads back', async () => {
    const res = await call('GET', `/api/courses/${id}/export.gpx?language=ko`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const collection = gpxToGeoJson(xml(res.body));
    const points = collection.features.filter((f) => f.geometry?.type === 'Point');
    expect(points.map((f) => f.properties?.name)).toEqual(['경복궁', 'N서울타워', '우리 <민박> & "Sun"']);
    // A route per day (a reader draws a line for a day of two stops or more; these days have one each).
    const routes = Array.from(xml(res.body).getElementsByTagName('rte')).map(
      (route) => (route as Named).getElementsByTagName('name')[0]?.textContent,
    );
    expect(routes).toEqual([
      '서울 3 days <&> · 1일차 · 2026-12-01',
      '서울 3 days <&> · 2일차 · 2026-12-02',
      '서울 3 days <&> · 3일차 · 2026-12-03',
    ]);
  });

  it('is as private as the course', async () => {
    const secret = await createCourse(owner, { title: 'Secret files', visibility: 'private' });
    for (const extension of ['json', 'geojson', 'kml']) {
      expect((await call('GET', `/api/courses/${secret.id}/export.${extension}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/courses/${secret.id}/export.${extension}`, other)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/courses/${secret.id}/export.${extension}`, owner)).statusCode).toBe(
        200,
      );
    }
  });
});
