import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCourse,
  owner,
  place,
  setupCourseTests,
  stopAt,
} from '../courses/courses.test-fixtures.ts';

setupCourseTests();

/**
 * Issue 44: our own GPX, KML and GeoJSON come back through the import with their days, order, times and lengths
 * (GPX wrote each stop as a waypoint and a route point: they came back twice; KML names came back "1. …"), a
 * member's own name for a stop at a place is kept in every file beside the place's, and the calendar's lines are
 * at most 75 octets.
 */
describe('our files, out and back in (issue 44)', () => {
  let id: number;
  beforeAll(async () => {
    const course = await createCourse(owner, {
      title: '사흘 서울, out and back',
      startDate: '2026-12-01',
      dayCount: 3,
      stops: [
        {
          ...stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
          day: 2,
          time: '09:30',
          durationMinutes: 120,
        },
        {
          ...stopAt('Tosokchon Samgyetang', 2, { placeId: place['Tosokchon Samgyetang']!.id }),
          name: 'Lunch with Minji',
          day: 2,
          time: '12:00',
          durationMinutes: 60,
        },
        { ...stopAt('N Seoul Tower', 3, { placeId: place['N Seoul Tower']!.id }), day: 3, time: '19:00' },
        { order: 4, name: '우리 민박', lat: 35.158_123_4, lng: 129.160_456_7, day: 3, time: null },
      ],
    });
    id = course.id;
  });

  const exported = async (extension: string, language = 'en') => {
    const res = await call('GET', `/api/courses/${id}/export.${extension}?language=${language}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const imported = async (format: string, content: string) => {
    const res = await call('POST', '/api/courses/import', owner, { format, content });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().data as {
      stops: {
        order: number;
        day: number;
        time: string | null;
        durationMinutes: number | null;
        name: string;
        matched: boolean;
      }[];
    };
  };
  const plan = (stops: Awaited<ReturnType<typeof imported>>['stops']) =>
    stops.map(({ order, day, time, durationMinutes, name }) => ({ order, day, time, durationMinutes, name }));

  const EXPECTED = [
    { order: 1, day: 2, time: '09:30', durationMinutes: 120, name: 'Gyeongbokgung Palace' },
    { order: 2, day: 2, time: '12:00', durationMinutes: 60, name: 'Lunch with Minji' },
    { order: 3, day: 3, time: '19:00', durationMinutes: null, name: 'N Seoul Tower' },
    { order: 4, day: 3, time: null, durationMinutes: null, name: '우리 민박' },
  ];

  it.each([
    ['gpx', 'gpx'],
    ['kml', 'kml'],
    ['geojson', 'geojson'],
    ['json', 'ktravel'],
  ])(
    '%s: the same stops come back, once each, with their days, times, lengths and own names',
    async (extension, format) => {
      const data = await imported(format, await exported(extension));
      const names = (stops: typeof EXPECTED) => stops.map((stop) => stop.name);
      // Files name a catalogue place in the reader's language (and GPX with its Korean name too); ours by its own.
      expect(plan(data.stops).map(({ name: _name, ...rest }) => rest)).toEqual(
        EXPECTED.map(({ name: _name, ...rest }) => rest),
      );
      expect(data.stops[1]!.name).toBe('Lunch with Minji');
      expect(data.stops[3]!.name).toBe('우리 민박');
      expect(data.stops.slice(0, 3).every((stop) => stop.matched)).toBe(true);
      expect(names(EXPECTED)).toHaveLength(data.stops.length);
    },
  );

  it('keeps the member’s own name beside the place’s in the files people read', async () => {
    expect(await exported('kml')).toContain('2. Lunch with Minji · Tosokchon Samgyetang');
    expect(await exported('gpx', 'en')).toContain(
      '<name>Lunch with Minji · Tosokchon Samgyetang (토속촌 삼계탕)</name>',
    );
    const geo = JSON.parse(await exported('geojson'));
    expect(geo.features[1].properties).toMatchObject({
      name: 'Lunch with Minji',
      title: 'Lunch with Minji · Tosokchon Samgyetang',
    });
    expect(await exported('ics')).toContain('SUMMARY:Lunch with Minji · Tosokchon Samgyetang');
  });

  it('folds the calendar’s lines at 75 octets, the leading space included', async () => {
    const ics = await exported('ics', 'ko');
    const lines = ics.split('\r\n');
    expect(lines.length).toBeGreaterThan(20);
    const longest = Math.max(...lines.map((line) => Buffer.byteLength(line)));
    expect(longest).toBeLessThanOrEqual(75);
    // Folding is done (the Korean descriptions are longer than a line).
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});
