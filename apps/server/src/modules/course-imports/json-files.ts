import { KtravelCourseDocument } from '@ktravel/contract';
import { invalid } from './import-errors.ts';
import { cleanName, type ParsedFile, Points, planFields } from './import-points.ts';

/** The JSON and CSV files of DESIGN §8.3: GeoJSON, Google Takeout, our own file, and lists other services answer. */

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

/**
 * GeoJSON (and Google Takeout's "Saved Places.json"): Point features; others are skipped with a reason. Our own
 * file's properties (the stop's order, day, arrival and length, its own name) are read back.
 */
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
    else points.add(name, coordinates[1], coordinates[0], planFields(feature.properties ?? {}));
  }
  return points.done();
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
      placeId: stop.placeId,
    });
  }
  return points.file;
}
