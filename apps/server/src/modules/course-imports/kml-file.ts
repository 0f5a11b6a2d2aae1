import { COURSE_IMPORT_MAX_POINTS } from '@ktravel/contract';
import { cleanName, type ParsedFile, type PlanFields, Points, planFields } from './import-points.ts';
import { KMZ_BASE64_START, kmlSlicesFromKmz } from './kmz.ts';
import { type ReadBudget, readXml, stringSlices } from './xml-reader.ts';

/** A KML `<coordinates>` point: "lng,lat[,alt]". */
function kmlCoordinates(text: string): [unknown, unknown] {
  const [lng, lat] = text.trim().split(',');
  return [lat?.trim() || null, lng?.trim() || null];
}

/** A placemark as read: its name, its first point's coordinates (null when it has none), its folder, its data. */
interface KmlPlacemark {
  name: string;
  coordinates: string | null;
  /** The innermost folder it is in (its index in document order), or -1. */
  folder: number;
  /** `<ExtendedData>` by name: our own file writes the stop's own name, order, day, arrival and length there. */
  data: Record<string, string>;
}

/** The extended data our own KML writes (course-files.ts) and what each is in a plan. */
const PLAN_DATA: Record<string, keyof PlanFields> = {
  placeId: 'placeId',
  order: 'order',
  day: 'day',
  time: 'time',
  durationMinutes: 'durationMinutes',
};

/** Our own KML names a placemark "3. Name": with its order in the data, the number is not part of the name. */
const ORDER_PREFIX = /^\d+\.\s+/;

/** Reads the whole file when no deadline is given (unit tests; the worker always gives one). */
const NO_DEADLINE: ReadBudget = { deadline: Number.POSITIVE_INFINITY };

/**
 * KML (Google My Maps, Google Earth) in one pass: placemarks with a point (the first point of a multi-geometry);
 * when 2–14 folders hold placemarks, those folders are the trip's days, in order (My Maps' layers), and a
 * placemark outside every folder is on day 1. Our own file's extended data (the stop's own name, order, day,
 * arrival, length) wins over the folders. A KMZ is inflated as it is read.
 */
export function parseKml(content: string, budget: ReadBudget = NO_DEADLINE): ParsedFile {
  const isKmz = content.trimStart().startsWith(KMZ_BASE64_START) || content.startsWith('data:');
  const points = new Points();
  const placemarks: KmlPlacemark[] = [];
  /** Per folder in document order: whether placemarks are directly in it. */
  const holdsPlacemarks: boolean[] = [];
  const folders: { index: number; depth: number }[] = [];
  const title: { document?: string; kml?: string } = {};
  let documentDepth = 0;
  let placemark: (KmlPlacemark & { depth: number; pointDepth: number; dataName: string | null }) | null =
    null;
  readXml(
    isKmz ? kmlSlicesFromKmz(content.trim()) : stringSlices(content),
    'kml',
    {
      get isDone() {
        return placemarks.length >= COURSE_IMPORT_MAX_POINTS;
      },
      open(name, attributes, depth) {
        if (name === 'Folder') {
          folders.push({ index: holdsPlacemarks.length, depth });
          holdsPlacemarks.push(false);
        } else if (name === 'Document' && documentDepth === 0) documentDepth = depth;
        else if (name === 'Placemark' && !placemark) {
          const folder = folders.at(-1)?.index ?? -1;
          placemark = { name: '', coordinates: null, folder, data: {}, depth, pointDepth: 0, dataName: null };
        } else if (placemark) {
          if (name === 'Point' && placemark.pointDepth === 0 && placemark.coordinates === null) {
            placemark.pointDepth = depth;
          } else if (name === 'coordinates') return placemark.pointDepth > 0;
          else if (name === 'Data' || name === 'SimpleData') {
            placemark.dataName = attributes.name ?? null;
            // <SimpleData name="…">value</SimpleData> holds its value itself; <Data> in a <value>.
            return name === 'SimpleData';
          } else if (name === 'value') return placemark.dataName !== null;
        }
        return name === 'name';
      },
      close(name, depth, text) {
        if (name === 'name' && text !== undefined) {
          const value = cleanName(text);
          if (placemark) {
            if (depth === placemark.depth + 1) placemark.name = value;
          } else if (documentDepth > 0 && depth === documentDepth + 1) title.document ??= value;
          else if (depth === 2) title.kml ??= value;
        } else if (name === 'coordinates' && text !== undefined && placemark) {
          placemark.coordinates ??= text;
        } else if ((name === 'value' || name === 'SimpleData') && text !== undefined && placemark?.dataName) {
          placemark.data[placemark.dataName] ??= text.trim();
        } else if (name === 'Point' && placemark && depth === placemark.pointDepth) {
          placemark.pointDepth = -1;
          placemark.coordinates ??= '';
        } else if (name === 'Placemark' && placemark && depth === placemark.depth) {
          const { name: placeName, coordinates, folder, data } = placemark;
          placemarks.push({ name: placeName, coordinates, folder, data });
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
  const day = (p: KmlPlacemark) => (asDays ? (dayOf.get(p.folder) ?? 1) : 1);
  // Day by day, each day's placemarks in the file's order.
  for (const p of [...placemarks].sort((a, b) => day(a) - day(b))) {
    const plan = planFields(
      Object.fromEntries(Object.entries(PLAN_DATA).map(([key, field]) => [field, p.data[key]])),
    );
    const name =
      cleanName(p.data.stopName) || (plan.order === undefined ? p.name : p.name.replace(ORDER_PREFIX, ''));
    if (p.coordinates === null) points.skip(name, 'NOT_A_POINT');
    else {
      const [lat, lng] = kmlCoordinates(p.coordinates);
      points.add(name, lat, lng, { day: day(p), ...plan });
    }
  }
  return points.done();
}
