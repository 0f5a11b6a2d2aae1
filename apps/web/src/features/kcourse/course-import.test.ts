import { COURSE_MAX_STOPS, CoursePlanForm } from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import {
  applyImport,
  type ImportedStop,
  ImportFileError,
  importBodyFromFile,
  jsonFormat,
} from './course-import.ts';
import { EMPTY_PLAN, stopFromSearchResult } from './course-plan.ts';

const palace: ImportedStop = {
  order: 1,
  day: 1,
  time: '09:30',
  durationMinutes: 120,
  name: 'Gyeongbokgung',
  lat: 37.5796,
  lng: 126.977,
  placeId: 7,
  matched: true,
  place: {
    name: 'Gyeongbokgung Palace',
    nameKo: '경복궁',
    nameZh: '景福宫',
    nameJa: null,
    nameZhHant: null,
    address: '161 Sajik-ro',
    addressKo: '서울특별시 종로구 사직로 161',
    addressZh: null,
    addressJa: null,
    addressZhHant: null,
    photoUrl: null,
    openingHours: null,
  },
};
const guesthouse: ImportedStop = {
  order: 2,
  day: 3,
  time: null,
  durationMinutes: null,
  name: '우리 민박',
  lat: 35.1587,
  lng: 129.1604,
  placeId: null,
  matched: false,
  place: null,
};
const preview = { title: '사흘 서울', startDate: '2026-12-01', category: 'food' as const };

describe('applyImport', () => {
  it('fills an empty plan with the chosen stops, their days and times, and our file’s title, date and category', () => {
    const { plan, added } = applyImport(EMPTY_PLAN, preview, [palace, guesthouse], 'ko');
    expect(added).toBe(2);
    expect(plan).toMatchObject({
      title: '사흘 서울',
      startDate: '2026-12-01',
      category: 'food',
      dayCount: 3,
    });
    expect(plan.stops.map((s) => [s.name, s.day, s.time, s.placeId, s.address])).toEqual([
      ['경복궁', 1, '09:30', 7, '서울특별시 종로구 사직로 161'],
      ['우리 민박', 3, null, null, null],
    ]);
    // What the planner stores and saves is a whole plan by the contract's form schema.
    expect(CoursePlanForm.safeParse(plan).success).toBe(true);
  });

  it('adds after the stops a plan has (its day 1 on the plan’s last day), keeps its title and date, and lists a place once', () => {
    const listed = stopFromSearchResult(
      {
        placeId: '7',
        id: 7,
        source: 'catalogue',
        externalId: null,
        name: 'Gyeongbokgung Palace',
        lat: 37.5796,
        lng: 126.977,
        address: null,
        type: null,
        photoUrl: null,
      },
      2,
    );
    const start = { ...EMPTY_PLAN, title: 'Mine', dayCount: 2, stops: [listed] };
    const { plan, added } = applyImport(start, preview, [palace, guesthouse], 'en');
    expect(added).toBe(1);
    expect(plan.title).toBe('Mine');
    expect(plan.startDate).toBeNull();
    expect(plan.stops.map((s) => [s.name, s.day])).toEqual([
      ['Gyeongbokgung Palace', 2],
      ['우리 민박', 4],
    ]);
    expect(plan.dayCount).toBe(4);
  });

  it('stops at the course’s limit of stops', () => {
    const many = Array.from({ length: COURSE_MAX_STOPS + 5 }, (_, i) => ({
      ...guesthouse,
      name: `Point ${i}`,
    }));
    const { plan, added } = applyImport(EMPTY_PLAN, preview, many, 'en');
    expect(added).toBe(COURSE_MAX_STOPS);
    expect(plan.stops).toHaveLength(COURSE_MAX_STOPS);
  });
});

describe('importBodyFromFile', () => {
  it('names the format from the file and what a JSON file holds; a KMZ goes as base64', async () => {
    const body = async (name: string, content: BlobPart) => importBodyFromFile(new File([content], name));
    expect(await body('trip.GPX', '<gpx/>')).toEqual({ format: 'gpx', content: '<gpx/>' });
    expect((await body('Want to go.csv', 'Title,URL')).format).toBe('google-takeout');
    expect(
      (
        await body(
          'Saved Places.json',
          '{"type":"FeatureCollection","features":[{"properties":{"location":{}}}]}',
        )
      ).format,
    ).toBe('google-takeout');
    expect((await body('mine.json', '{"format":"ktravel-course","version":1}')).format).toBe('ktravel');
    expect((await body('points.json', '{"type":"FeatureCollection","features":[]}')).format).toBe('geojson');
    const kmz = await body('map.kmz', new Uint8Array([0x50, 0x4b, 3, 4, 255]));
    expect(kmz).toEqual({ format: 'kml', content: 'UEsDBP8=' });
  });

  it('reads the format of a file saved without its extension from its first characters', async () => {
    const body = async (name: string, content: BlobPart) => importBodyFromFile(new File([content], name));
    expect((await body('download', '{"format":"ktravel-course"}')).format).toBe('ktravel');
    expect((await body('download', '<?xml version="1.0"?>\n<gpx version="1.1">')).format).toBe('gpx');
    expect((await body('download', '<kml xmlns="http://www.opengis.net/kml/2.2">')).format).toBe('kml');
    expect((await body('download', 'Title,Note,URL,Comment\n')).format).toBe('google-takeout');
    expect((await body('download', new Uint8Array([0x50, 0x4b, 3, 4]))).format).toBe('kml');
    await expect(body('notes.txt', 'hello')).rejects.toMatchObject({ problem: 'unknownType' });
  });

  it('refuses a file too large or of another kind before sending it', async () => {
    await expect(importBodyFromFile(new File(['x'], 'photo.jpg'))).rejects.toEqual(
      new ImportFileError('unknownType'),
    );
    await expect(
      importBodyFromFile(new File([new Uint8Array(1024 * 1024)], 'big.gpx')),
    ).rejects.toMatchObject({
      problem: 'tooLarge',
    });
  });

  it('tells Takeout from plain GeoJSON', () => {
    expect(jsonFormat('{"features":[{"properties":{"google_maps_url":"x"}}]}')).toBe('google-takeout');
    expect(jsonFormat('{"type":"Feature"}')).toBe('geojson');
  });
});
