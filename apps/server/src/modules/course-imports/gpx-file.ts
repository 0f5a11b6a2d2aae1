import { COURSE_IMPORT_MAX_POINTS, type Language } from '@ktravel/contract';
import { cleanName, type ParsedFile, type PlanFields, Points, planFields } from './import-points.ts';
import { type ReadBudget, readXml, stringSlices } from './xml-reader.ts';

/** A point as read: its section, name, position and what our own GPX writes in its extensions. */
interface RawPoint {
  kind: 'wpt' | 'rtept' | 'trkpt';
  name: string;
  /** The name the member gave the stop (our own extension), read back instead of the label. */
  ownName?: string;
  lat: string | undefined;
  lon: string | undefined;
  plan: PlanFields;
}

/** Our own GPX's extensions (course-files.ts): `<extensions><kt:stop><kt:day>2</kt:day>…</kt:stop></extensions>`. */
const PLAN_ELEMENTS: Record<string, keyof PlanFields | 'ownName'> = {
  day: 'day',
  arrival: 'time',
  duration: 'durationMinutes',
  order: 'order',
  placeId: 'placeId',
  ownName: 'ownName',
};

/** "Start" and "End", for a recorded track's ends offered as stops. */
const TRACK_ENDS: Record<Language, [string, string]> = {
  en: ['start', 'end'],
  ko: ['출발', '도착'],
  ja: ['出発', '到着'],
  zh: ['起点', '终点'],
  'zh-Hant': ['起點', '終點'],
};

/** Points read before the reading stops: the cap twice over, as route points that repeat waypoints are dropped. */
const MAX_READ = 2 * COURSE_IMPORT_MAX_POINTS;

/** Reads the whole file when no deadline is given (unit tests; the worker always gives one). */
const NO_DEADLINE: ReadBudget = { deadline: Number.POSITIVE_INFINITY };

const samePlace = (a: RawPoint, b: RawPoint) => a.lat === b.lat && a.lon === b.lon && a.name === b.name;

/**
 * GPX 1.0/1.1 in one pass: waypoints, route points, and the named points of tracks (unnamed track points are a
 * line). A route point that repeats a waypoint (GPS apps and our own export write both) is read once. Our own
 * file's day, arrival, length and order are read back from its extensions. A file with nothing but recorded tracks
 * (a run, a hike, a trace) offers the tracks' start and end, named in `language`, with the notice `TRACK_ENDS`.
 * The title: the metadata's name, else the file's (GPX 1.0), else the first named route's or track's.
 */
export function parseGpx(
  text: string,
  budget: ReadBudget = NO_DEADLINE,
  language: Language = 'en',
): ParsedFile {
  const points = new Points();
  const titles: { metadata?: string; gpx?: string; route?: string } = {};
  const read: RawPoint[] = [];
  const track: { first?: RawPoint; last?: RawPoint; name?: string } = {};
  let point: (RawPoint & { depth: number }) | null = null;
  let section: string | null = null;
  let inExtensions = 0;
  readXml(
    stringSlices(text),
    'gpx',
    {
      get isDone() {
        return points.isFull || read.length >= MAX_READ;
      },
      open(name, attributes, depth) {
        if (depth === 2) section = name;
        if (!point && (name === 'wpt' || name === 'rtept' || name === 'trkpt')) {
          point = { kind: name, name: '', lat: attributes.lat, lon: attributes.lon, plan: {}, depth };
        } else if (point && name === 'extensions') inExtensions = depth;
        return name === 'name' || (inExtensions > 0 && name in PLAN_ELEMENTS);
      },
      close(name, depth, text) {
        if (text !== undefined) {
          const field = PLAN_ELEMENTS[name];
          if (name !== 'name' && field) {
            if (point && field === 'ownName') point.ownName = cleanName(text);
            else if (point && field !== 'ownName') point.plan[field] = text.trim();
          } else if (point && depth === point.depth + 1) point.name = cleanName(text);
          else if (section === 'metadata' && depth === 3) titles.metadata ??= cleanName(text);
          else if (depth === 2) titles.gpx ??= cleanName(text);
          else if ((section === 'rte' || section === 'trk') && depth === 3) {
            titles.route ||= cleanName(text);
            if (section === 'trk') track.name ??= cleanName(text);
          }
        } else if (point && name === 'extensions' && depth === inExtensions) inExtensions = 0;
        else if (point && depth === point.depth) {
          const { depth: _depth, ...done } = point;
          if (done.kind !== 'trkpt' || done.name) read.push(done);
          if (done.kind === 'trkpt') {
            track.first ??= done;
            track.last = done;
          }
          point = null;
        }
      },
    },
    budget,
  );
  points.file.title = titles.metadata || titles.gpx || titles.route || null;
  // A route point that is one of the waypoints is that waypoint again, not a second stop.
  const waypoints = read.filter((p) => p.kind === 'wpt');
  const unmatched = new Set(waypoints);
  const stops = read.filter((p) => {
    if (p.kind !== 'rtept') return true;
    const same = [...unmatched].find((w) => samePlace(w, p));
    if (same) unmatched.delete(same);
    return !same;
  });
  if (stops.length === 0 && track.first && track.last) {
    const label = track.name || points.file.title;
    const [start, end] = TRACK_ENDS[language];
    const ends = track.first === track.last ? [track.first] : [track.first, track.last];
    ends.forEach((end$, i) => {
      const word = i === 0 ? start : end;
      stops.push({
        ...end$,
        name: label ? `${label} (${word})` : word.replace(/^./, (c) => c.toUpperCase()),
      });
    });
    points.file.notice = 'TRACK_ENDS';
  }
  for (const stop of stops) points.add(stop.ownName || stop.name, stop.lat, stop.lon, planFields(stop.plan));
  return points.done();
}
