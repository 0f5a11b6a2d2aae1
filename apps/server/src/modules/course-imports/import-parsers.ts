import {
  COURSE_IMPORT_MAX_POINTS,
  type CourseImportBody,
  type CourseImportPreviewDto,
  KtravelCourseDocument,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';
import { invalid } from './import-errors.ts';
import { KMZ_BASE64_START, kmlSlicesFromKmz } from './kmz.ts';
import { type ReadBudget, readXml, stringSlices, TextCapture } from './xml-reader.ts';

/**
 * Files other tools write, read as points (DESIGN §8.3). Every input is hostile until read: each file is read once,
 * front to back, and the reading stops at the first bound (COURSE_IMPORT_MAX_POINTS points, the XML depth and
 * element budgets, a KMZ's expansion cap, the deadline), so the work is linear in the input and never more than
 * the bounds allow. No DTD (so no entity is ever expanded, internal or external); coordinates checked; names
 * stripped of control characters and cut to the title's length. A file that is not what it says is a 400
 * IMPORT_INVALID that says where. These run in a worker (import-pool.ts), off the server's event loop.
 */

export { invalid };

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

/** Reads the whole file when no deadline is given (unit tests; the worker always gives one). */
const NO_DEADLINE: ReadBudget = { deadline: Number.POSITIVE_INFINITY };

/**
 * GPX 1.0/1.1 in one pass: waypoints, route points, and the named points of tracks (unnamed track points are a
 * line). The title: the metadata's name, else the file's (GPX 1.0), else the first named route's or track's.
 */
export function parseGpx(text: string, budget: ReadBudget = NO_DEADLINE): ParsedFile {
  const points = new Points();
  const text$ = new TextCapture();
  const titles: { metadata?: string; gpx?: string; route?: string } = {};
  let point: { lat: string | undefined; lon: string | undefined; name: string; inTrack: boolean } | null =
    null;
  let pointDepth = 0;
  let section: string | null = null;
  let capturing = false;
  readXml(
    stringSlices(text),
    'gpx',
    {
      get isDone() {
        return points.isFull;
      },
      open(name, attributes, depth) {
        if (depth === 2) section = name;
        if (!point && (name === 'wpt' || name === 'rtept' || name === 'trkpt')) {
          point = { lat: attributes.lat, lon: attributes.lon, name: '', inTrack: name === 'trkpt' };
          pointDepth = depth;
        }
        capturing = name === 'name';
        if (capturing) text$.take();
      },
      text(value) {
        if (capturing) text$.add(value);
      },
      close(name, depth) {
        capturing = false;
        if (name === 'name') {
          const value = cleanName(text$.take());
          if (point && depth === pointDepth + 1) point.name = value;
          else if (section === 'metadata' && depth === 3) titles.metadata ??= value;
          else if (depth === 2) titles.gpx ??= value;
          else if ((section === 'rte' || section === 'trk') && depth === 3) titles.route ||= value;
        } else if (point && depth === pointDepth) {
          if (!point.inTrack || point.name) points.add(point.name, point.lat, point.lon);
          point = null;
        }
      },
    },
    budget,
  );
  points.file.title = titles.metadata || titles.gpx || titles.route || null;
  return points.file;
}

/** A KML `<coordinates>` point: "lng,lat[,alt]". */
function kmlCoordinates(text: string): [unknown, unknown] {
  const [lng, lat] = text.trim().split(',');
  return [lat?.trim() || null, lng?.trim() || null];
}

/** A placemark as read: its name, its first point's coordinates (null when it has none), its folder. */
interface KmlPlacemark {
  name: string;
  coordinates: string | null;
  /** The innermost folder it is in (its index in document order), or -1. */
  folder: number;
}

/**
 * KML (Google My Maps, Google Earth) in one pass: placemarks with a point (the first point of a multi-geometry);
 * when 2–14 folders hold placemarks, those folders are the trip's days, in order (My Maps' layers), and a
 * placemark outside every folder is on day 1. A KMZ is inflated as it is read.
 */
export function parseKml(content: string, budget: ReadBudget = NO_DEADLINE): ParsedFile {
  const isKmz = content.trimStart().startsWith(KMZ_BASE64_START) || content.startsWith('data:');
  const points = new Points();
  const text$ = new TextCapture();
  const placemarks: KmlPlacemark[] = [];
  /** Per folder in document order: whether placemarks are directly in it. */
  const holdsPlacemarks: boolean[] = [];
  const folders: { index: number; depth: number }[] = [];
  const title: { document?: string; kml?: string } = {};
  let documentDepth = 0;
  let placemark: (KmlPlacemark & { depth: number; pointDepth: number }) | null = null;
  let capture: 'name' | 'coordinates' | null = null;
  readXml(
    isKmz ? kmlSlicesFromKmz(content.trim()) : stringSlices(content),
    'kml',
    {
      get isDone() {
        return placemarks.length >= COURSE_IMPORT_MAX_POINTS;
      },
      open(name, _attributes, depth) {
        capture = null;
        if (name === 'Folder') {
          folders.push({ index: holdsPlacemarks.length, depth });
          holdsPlacemarks.push(false);
        } else if (name === 'Document' && documentDepth === 0) documentDepth = depth;
        else if (name === 'Placemark' && !placemark) {
          const folder = folders.at(-1)?.index ?? -1;
          placemark = { name: '', coordinates: null, folder, depth, pointDepth: 0 };
        } else if (placemark) {
          if (name === 'Point' && placemark.pointDepth === 0 && placemark.coordinates === null) {
            placemark.pointDepth = depth;
          } else if (name === 'coordinates' && placemark.pointDepth > 0) capture = 'coordinates';
        }
        if (name === 'name') capture = 'name';
        if (capture) text$.take();
      },
      text(value) {
        if (capture) text$.add(value);
      },
      close(name, depth) {
        const captured = capture;
        capture = null;
        if (captured === 'name') {
          const value = cleanName(text$.take());
          if (placemark) {
            if (depth === placemark.depth + 1) placemark.name = value;
          } else if (documentDepth > 0 && depth === documentDepth + 1) title.document ??= value;
          else if (depth === 2) title.kml ??= value;
        } else if (captured === 'coordinates' && placemark && placemark.coordinates === null) {
          placemark.coordinates = text$.take();
        } else if (name === 'Point' && placemark && depth === placemark.pointDepth) {
          placemark.pointDepth = -1;
          placemark.coordinates ??= '';
        } else if (name === 'Placemark' && placemark && depth === placemark.depth) {
          const { name: placeName, coordinates, folder } = placemark;
          placemarks.push({ name: placeName, coordinates, folder });
          if (folder >= 0) holdsPlacemarks[folder] = true;
          placemark = null;
        } else if (name === 'Folder' && folders.at(-1)?.depth === depth) folders.pop();
      },
    },
    budget,
  );
  points.file.title = title.document || title.kml || null;
  // The folders that hold placemarks are the days when there are 2–14 of them.
  const dayOf = new Map<number, number>();
  holdsPlacemarks.forEach((holds, index) => {
    if (holds) dayOf.set(index, dayOf.size + 1);
  });
  const asDays = dayOf.size >= 2 && dayOf.size <= 14;
  const day = (placemark: KmlPlacemark) => (asDays ? (dayOf.get(placemark.folder) ?? 1) : 1);
  // Day by day, each day's placemarks in the file's order.
  for (const placemark of [...placemarks].sort((a, b) => day(a) - day(b))) {
    if (placemark.coordinates === null) points.skip(placemark.name, 'NOT_A_POINT');
    else {
      const [lat, lng] = kmlCoordinates(placemark.coordinates);
      points.add(placemark.name, lat, lng, { day: day(placemark) });
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

/** A URL with its %-escapes decoded; one that does not decode (`data=%zz`) is read as it is. */
function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** A Google Maps place URL's position (`!3d<lat>!4d<lng>`, `@lat,lng` or `?q=lat,lng`), if it has one. */
function urlPosition(url: string): [number, number] | undefined {
  const data = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(url);
  if (data) return [Number(data[1]), Number(data[2])];
  const at = /[@=](-?\d+\.\d+),(-?\d+\.\d+)/.exec(decodedUrl(url));
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

/** The formats read from a file's text (a Naver list is read from its provider instead). */
export type FileFormat = Exclude<CourseImportBody['format'], 'naver-list'>;

/** Reads a file of `format`; the XML formats stop at `budget`'s deadline, the JSON and CSV ones are one pass anyway. */
export function parseFile(format: FileFormat, content: string, budget: ReadBudget): ParsedFile {
  switch (format) {
    case 'gpx':
      return parseGpx(content, budget);
    case 'kml':
      return parseKml(content, budget);
    case 'geojson':
      return parseGeoJson(content);
    case 'google-takeout':
      return parseGoogleTakeout(content);
    case 'ktravel':
      return parseKtravel(content);
  }
}
