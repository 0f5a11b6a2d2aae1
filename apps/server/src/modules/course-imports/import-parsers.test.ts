import {
  COURSE_IMPORT_MAX_DEPTH,
  COURSE_IMPORT_MAX_ELEMENTS,
  COURSE_IMPORT_MAX_EXPANDED_BYTES,
  COURSE_IMPORT_MAX_POINTS,
} from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import { parseGpx } from './gpx-file.ts';
import {
  elementFlood,
  kmzAfterEmptyEntries,
  kmzOf,
  manyPlacemarks,
  nestedFolders,
  zipBomb,
} from './hostile-files.ts';
import { parseGoogleTakeout } from './json-files.ts';
import { parseKml } from './kml-file.ts';
import { kmlSlicesFromKmz } from './kmz.ts';

/** The message of what `read` throws (an IMPORT_INVALID says where), and how long it took. */
function refusal(read: () => unknown): { message: string; ms: number } {
  const started = performance.now();
  try {
    read();
  } catch (err) {
    return { message: (err as Error).message, ms: performance.now() - started };
  }
  throw new Error('the file was read');
}

const timed = <T>(read: () => T): { value: T; ms: number } => {
  const started = performance.now();
  const value = read();
  return { value, ms: performance.now() - started };
};

describe('import parsers: one pass, stopped at the first bound (issue 43)', () => {
  it('refuses folders nested past the depth at once, whatever the nesting (work linear, not quadratic)', () => {
    // The probe's 340 KB KML of 20,000 nested folders took 18 s; its 16 KB KMZ of 400,000 never finished.
    const plain = refusal(() => parseKml(nestedFolders(20_000)));
    expect(plain.message).toContain(`nested more than ${COURSE_IMPORT_MAX_DEPTH} deep`);
    expect(plain.message).toMatch(/line 1, column \d+/);
    expect(plain.ms).toBeLessThan(100);
    const kmz = kmzOf(nestedFolders(400_000));
    expect(kmz.length).toBeLessThan(20_000);
    const zipped = refusal(() => parseKml(kmz));
    expect(zipped.message).toContain('nested more than');
    expect(zipped.ms).toBeLessThan(500);
    // Just under the depth is read, with its placemark.
    // (kml, Document, the folders, Placemark, Point, coordinates)
    expect(parseKml(nestedFolders(COURSE_IMPORT_MAX_DEPTH - 5)).points).toHaveLength(1);
    expect(refusal(() => parseGpx(`<gpx>${'<extensions>'.repeat(1e5)}</gpx>`)).message).toContain('deep');
  });

  it('takes time linear in the file: twice the folders, about twice the time (not four times)', () => {
    const folders = (count: number) =>
      `<kml><Document>${'<Folder><name>f</name><Style><IconStyle><scale>1</scale></IconStyle></Style></Folder>'.repeat(count)}</Document></kml>`;
    // The median of five, so one garbage collection does not decide.
    const median = (count: number) => {
      const kml = folders(count);
      const runs = Array.from({ length: 5 }, () => timed(() => parseKml(kml)).ms);
      return runs.sort((a, b) => a - b)[2]!;
    };
    median(5_000);
    const single = median(20_000);
    const double = median(40_000);
    expect(double).toBeLessThan(single * 3 + 5);
  });

  it('stops reading at 5,000 points: a 62 KB KMZ of 105,000 placemarks is read to the cap only', () => {
    const kmz = kmzOf(manyPlacemarks(105_000));
    expect(kmz.length).toBeLessThan(64 * 1024);
    const { value, ms } = timed(() => parseKml(kmz));
    expect(value.points).toHaveLength(COURSE_IMPORT_MAX_POINTS);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses more elements than the budget, saying where', () => {
    const { message, ms } = refusal(() => parseKml(kmzOf(elementFlood(COURSE_IMPORT_MAX_ELEMENTS + 10))));
    expect(message).toContain(`more than ${COURSE_IMPORT_MAX_ELEMENTS.toLocaleString('en')} elements`);
    expect(ms).toBeLessThan(2000);
  });

  it('inflates a zip bomb slice by slice and stops at the cap: never more than the cap and one slice', () => {
    // The probe's 957 KB upload inflating to 704 MB (3.4 s, 1.78 GB before).
    const bomb = zipBomb(704);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    let inflated = 0;
    const { message, ms } = refusal(() => {
      for (const slice of kmlSlicesFromKmz(bomb)) inflated += slice.length;
    });
    expect(message).toContain('expands past 10 MB');
    expect(inflated).toBeLessThanOrEqual(COURSE_IMPORT_MAX_EXPANDED_BYTES);
    expect(inflated).toBeGreaterThan(COURSE_IMPORT_MAX_EXPANDED_BYTES - 1.1 * 1024 * 1024);
    expect(ms).toBeLessThan(1000);
  });

  it('finds the .kml after 7,000 empty entries (the unzipper overflowed its stack on them)', () => {
    const file = parseKml(kmzAfterEmptyEntries(manyPlacemarks(3), 7_000));
    expect(file.points).toHaveLength(3);
  });

  it('stops at the deadline', () => {
    const { message } = refusal(() => parseKml(manyPlacemarks(4_000), { deadline: performance.now() - 1 }));
    expect(message).toContain('takes too long to read');
  });

  it('says where malformed XML is wrong (line and column), reads a byte-order mark, refuses a DTD', () => {
    expect(
      refusal(() => parseGpx('<?xml version="1.0"?>\n<gpx>\n<wpt lat="1" lon="1"><name>open</wpt></gpx>'))
        .message,
    ).toContain('line 3, column 37: unexpected close tag');
    expect(parseGpx('\ufeff<gpx><wpt lat="37.5" lon="127"><name>A</name></wpt></gpx>').points).toHaveLength(
      1,
    );
    expect(refusal(() => parseGpx('<!DOCTYPE gpx [<!ENTITY a "b">]><gpx/>')).message).toContain('DTD');
    expect(refusal(() => parseKml('<gpx/>')).message).toContain('<kml>');
  });

  it('keeps KML days: the folders that hold placemarks, 2–14 of them, in order', () => {
    const folder = (name: string, ...places: string[]) =>
      `<Folder><name>${name}</name>${places.map((p) => `<Placemark><name>${p}</name><Point><coordinates>127,37.5</coordinates></Point></Placemark>`).join('')}</Folder>`;
    // A trip folder around the day folders is not a day of its own.
    const file = parseKml(
      `<kml><Document><name>Trip</name><Folder><name>All</name>${folder('Day 1', 'A', 'B')}${folder('Day 2', 'C')}</Folder></Document></kml>`,
    );
    expect(file.title).toBe('Trip');
    expect(file.points.map((p) => [p.name, p.day])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 2],
    ]);
  });

  it('reads a Takeout URL with a malformed % escape as a place without a decoded position, not an error', () => {
    const file = parseGoogleTakeout(
      'Title,Note,URL\nBroken,,https://www.google.com/maps/place/x/data=%zz\nGood,,"https://www.google.com/maps/place/y/@37.5,127.0,17z"\n',
    );
    expect(file.skipped).toEqual([{ name: 'Broken', reason: 'NO_COORDINATES' }]);
    expect(file.points.map((p) => p.name)).toEqual(['Good']);
  });
});
