import {
  COURSE_IMPORT_MAX_POINTS,
  type CourseImportPreviewDto,
  KtravelCourseDocument,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { AppError } from '../../lib/app-error.ts';

/**
 * Files other tools write, read as points (DESIGN §8.3). Every input is hostile until read: no DTD (so no entity is
 * ever expanded, internal or external), at most COURSE_IMPORT_MAX_POINTS points read, coordinates checked, names
 * stripped of control characters and cut to the title's length. A file that is not what it says is a 400
 * IMPORT_INVALID that says where.
 */

export type SkipReason = CourseImportPreviewDto['skipped'][number]['reason'];

export interface ImportedPoint {
  name: string;
  lat: number;
  lng: number;
  day: number;
  time: string | null;
  durationMinutes: number | null;
  /** Our own file's stop cost (DESIGN §8.7); null from other formats. */
  costKrw: number | null;
}

export interface ParsedFile {
  title: string | null;
  /** Our own file's trip start and category (other formats have none). */
  startDate?: string | null;
  category?: KtravelCourseDocument['course']['category'] | null;
  points: ImportedPoint[];
  skipped: { name: string; reason: SkipReason }[];
}

export const invalid = (where: string) =>
  new AppError(400, 'IMPORT_INVALID', `The file cannot be read: ${where}`, { content: where });

/** A name as stored: control characters out, spaces folded, at most the title's length. */
export function cleanName(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, TITLE_MAX_LENGTH)
  );
}

/** Collects points: checks coordinates, stops reading at the cap. */
class Points {
  readonly file: ParsedFile = { title: null, points: [], skipped: [] };
  private read = 0;

  get isFull(): boolean {
    return this.read >= COURSE_IMPORT_MAX_POINTS;
  }

  add(name: string, lat: unknown, lng: unknown, extra: Partial<ImportedPoint> = {}): void {
    if (this.isFull) return;
    this.read += 1;
    const label = name || `${this.read}`;
    if (lat === undefined || lng === undefined || lat === null || lng === null) {
      this.file.skipped.push({ name: label, reason: 'NO_COORDINATES' });
      return;
    }
    const [y, x] = [Number(lat), Number(lng)];
    if (!Number.isFinite(y) || !Number.isFinite(x) || y < -90 || y > 90 || x < -180 || x > 180) {
      this.file.skipped.push({ name: label, reason: 'INVALID_COORDINATES' });
      return;
    }
    this.file.points.push({
      name: name || `${y.toFixed(5)}, ${x.toFixed(5)}`,
      lat: y,
      lng: x,
      day: 1,
      time: null,
      durationMinutes: null,
      costKrw: null,
      ...extra,
    });
  }

  skip(name: string, reason: SkipReason): void {
    if (this.isFull) return;
    this.read += 1;
    this.file.skipped.push({ name: name || `${this.read}`, reason });
  }
}

/** An XML document, refused when it declares a DTD (entities are never expanded) or is not well formed. */
function parseXml(text: string, root: string): Element {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid('a DTD or entity declaration (not allowed)');
  let problem: string | undefined;
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') problem ??= message.split('\n')[0];
      },
    }).parseFromString(text, 'text/xml');
  } catch (err) {
    // A fatal error stops the parser: its message says where (line and column).
    throw invalid(problem ?? (err instanceof Error ? err.message.split('\n')[0]! : 'not XML'));
  }
  if (problem) throw invalid(problem);
  const element = document.documentElement;
  if (!element || element.localName !== root) throw invalid(`the root element is not <${root}>`);
  return element as unknown as Element;
}

const children = (element: Element, name: string): Element[] =>
  Array.from(element.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
const descendants = (element: Element, name: string): Element[] =>
  Array.from(element.getElementsByTagNameNS('*', name));
const childText = (element: Element, name: string) =>
  cleanName(children(element, name)[0]?.textContent ?? '');

/** GPX 1.0/1.1: waypoints, route points, and the named points of tracks (unnamed track points are a line). */
export function parseGpx(text: string): ParsedFile {
  const gpx = parseXml(text, 'gpx');
  const points = new Points();
  const metadata = children(gpx, 'metadata')[0];
  points.file.title = (metadata && childText(metadata, 'name')) || childText(gpx, 'name') || null;
  const add = (element: Element) =>
    points.add(childText(element, 'name'), element.getAttribute('lat'), element.getAttribute('lon'));
  for (const wpt of children(gpx, 'wpt')) add(wpt);
  for (const rte of children(gpx, 'rte')) {
    points.file.title ??= childText(rte, 'name') || null;
    for (const rtept of children(rte, 'rtept')) add(rtept);
  }
  for (const trk of children(gpx, 'trk')) {
    points.file.title ??= childText(trk, 'name') || null;
    for (const trkpt of descendants(trk, 'trkpt')) if (childText(trkpt, 'name')) add(trkpt);
  }
  return points.file;
}

/** A KML `<coordinates>` point: "lng,lat[,alt]". */
function kmlCoordinates(placemark: Element): [unknown, unknown] | undefined {
  const point = descendants(placemark, 'Point')[0];
  if (!point) return undefined;
  const [lng, lat] = (descendants(point, 'coordinates')[0]?.textContent ?? '').trim().split(',');
  return [lat?.trim() || null, lng?.trim() || null];
}

/** A KMZ expanding past this is refused (a small zip can hold a huge file: a "zip bomb"). */
export const KMZ_MAX_EXPANDED_BYTES = 10 * 1024 * 1024;
/** A zip file's first bytes ("PK\x03\x04") in base64. */
const KMZ_BASE64_START = 'UEsDB';

/**
 * A KMZ (a zip holding a KML, as Google Earth and My Maps download it), sent as base64 (a `data:` URL too): the
 * first `.kml` inside, expanded in a stream that stops at KMZ_MAX_EXPANDED_BYTES. Nothing is written to disk.
 */
export function kmlFromKmz(base64: string): string {
  const bytes = Buffer.from(base64.replace(/^data:[^,]*;base64,/, ''), 'base64');
  const chunks: Uint8Array[] = [];
  let expanded = 0;
  let found = false;
  let done = false;
  let tooBig = false;
  const unzip = new Unzip((file) => {
    if (found || !/\.kml$/i.test(file.name)) return;
    found = true;
    file.ondata = (err, chunk, final) => {
      if (err) throw invalid(`the KMZ's ${file.name} is damaged`);
      expanded += chunk.length;
      if (expanded > KMZ_MAX_EXPANDED_BYTES) {
        tooBig = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    unzip.push(bytes, true);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid('the KMZ is not a readable zip');
  }
  if (tooBig) throw invalid(`the KMZ expands past ${KMZ_MAX_EXPANDED_BYTES / 1024 / 1024} MB`);
  if (!found) throw invalid('the KMZ holds no .kml file');
  if (!done) throw invalid('the KMZ is cut short');
  return Buffer.concat(chunks).toString('utf8');
}

/** KML (Google My Maps, Google Earth): placemarks with a point; 2–14 folders are the trip's days, in order. */
export function parseKml(content: string): ParsedFile {
  const text =
    content.trimStart().startsWith(KMZ_BASE64_START) || content.startsWith('data:')
      ? kmlFromKmz(content.trim())
      : content;
  const kml = parseXml(text, 'kml');
  const points = new Points();
  const document = descendants(kml, 'Document')[0] ?? kml;
  points.file.title = childText(document, 'name') || null;
  const folders = descendants(kml, 'Folder').filter((folder) => descendants(folder, 'Placemark').length > 0);
  const asDays = folders.length >= 2 && folders.length <= 14;
  const groups: [number, Element[]][] = asDays
    ? folders.map((folder, i) => [i + 1, children(folder, 'Placemark')])
    : [[1, descendants(kml, 'Placemark')]];
  for (const [day, placemarks] of groups) {
    for (const placemark of placemarks) {
      const name = childText(placemark, 'name');
      const coordinates = kmlCoordinates(placemark);
      if (!coordinates) points.skip(name, 'NOT_A_POINT');
      else points.add(name, coordinates[0], coordinates[1], { day });
    }
  }
  return points.file;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw invalid(err instanceof Error ? err.message : 'not JSON');
  }
}

type Feature = {
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Record<string, unknown>;
};

function features(json: unknown): Feature[] {
  const value = json as { type?: unknown; features?: unknown };
  if (value?.type === 'Feature') return [value as Feature];
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features))
    return value.features as Feature[];
  throw invalid('not a GeoJSON Feature or FeatureCollection');
}

/** The name a feature carries (ours, Google's, common tools'). */
function featureName(properties: Record<string, unknown> = {}): string {
  const location = properties.location as Record<string, unknown> | undefined;
  for (const value of [
    properties.name,
    properties.title,
    properties.Title,
    properties.Name,
    location?.name,
    location?.['Business Name'],
    location?.address,
    location?.Address,
  ]) {
    const name = cleanName(value);
    if (name) return name;
  }
  return '';
}

/** GeoJSON (and Google Takeout's "Saved Places.json"): Point features; others are skipped with a reason. */
export function parseGeoJson(text: string): ParsedFile {
  const json = parseJson(text);
  const points = new Points();
  points.file.title = cleanName((json as { name?: unknown })?.name) || null;
  for (const feature of features(json)) {
    if (points.isFull) break;
    const name = featureName(feature.properties);
    const geometry = feature.geometry;
    const coordinates = geometry?.coordinates;
    if (geometry?.type !== 'Point' || !Array.isArray(coordinates)) {
      points.skip(name, geometry ? 'NOT_A_POINT' : 'NO_COORDINATES');
      continue;
    }
    // Takeout writes [0, 0] for a place it has no position for.
    if (coordinates[0] === 0 && coordinates[1] === 0) points.skip(name, 'NO_COORDINATES');
    else points.add(name, coordinates[1], coordinates[0]);
  }
  return points.file;
}

/** One CSV line's fields (RFC 4180 quoting). */
function csvLines(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim()));
}

/** A Google Maps place URL's position (`!3d<lat>!4d<lng>`, `@lat,lng` or `?q=lat,lng`), if it has one. */
function urlPosition(url: string): [number, number] | undefined {
  const data = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(url);
  if (data) return [Number(data[1]), Number(data[2])];
  const at = /[@=](-?\d+\.\d+),(-?\d+\.\d+)/.exec(decodeURIComponent(url));
  return at ? [Number(at[1]), Number(at[2])] : undefined;
}

/** Google Takeout: "Saved Places.json" (GeoJSON) or a saved list's CSV (Title, Note, URL). */
export function parseGoogleTakeout(text: string): ParsedFile {
  if (text.trimStart().startsWith('{')) return parseGeoJson(text);
  const [header, ...rows] = csvLines(text);
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const title = columns.indexOf('title');
  const url = columns.indexOf('url');
  if (title < 0 || url < 0) throw invalid('line 1: a Takeout list has Title and URL columns');
  const points = new Points();
  for (const row of rows) {
    if (points.isFull) break;
    const name = cleanName(row[title]);
    const position = urlPosition(row[url] ?? '');
    if (!position) points.skip(name, 'NO_COORDINATES');
    else points.add(name, position[0], position[1]);
  }
  return points.file;
}

/** A list another service answered (a Naver Map shared list): its places as points, checked like a file's. */
export function parseList(
  title: string | null,
  places: { name: string; lat: unknown; lng: unknown }[],
): ParsedFile {
  const points = new Points();
  points.file.title = cleanName(title) || null;
  for (const place of places) {
    if (points.isFull) break;
    points.add(cleanName(place.name), place.lat, place.lng);
  }
  return points.file;
}

/** Our own file (export.json): every stop with its day, time and length. */
export function parseKtravel(text: string): ParsedFile {
  const result = KtravelCourseDocument.safeParse(parseJson(text));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'the document'}: ${issue.message}`);
  }
  const { course } = result.data;
  const points = new Points();
  points.file.title = course.title;
  points.file.startDate = course.startDate;
  points.file.category = course.category;
  for (const stop of [...course.stops].sort((a, b) => a.order - b.order)) {
    points.add(cleanName(stop.name), stop.lat, stop.lng, {
      day: stop.day,
      time: stop.time,
      durationMinutes: stop.durationMinutes,
      costKrw: stop.costKrw ?? null,
    });
  }
  return points.file;
}
