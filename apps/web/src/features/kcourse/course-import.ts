import {
  COURSE_IMPORT_MAX_BYTES,
  COURSE_MAX_DAYS,
  COURSE_MAX_STOPS,
  type CourseImportBody,
  type CourseImportPreviewDto,
} from '@ktravel/contract';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { type CoursePlan, ownStopKey, type PlanStop } from './course-plan.ts';

/** The files "Import places" takes (DESIGN §8.3), as the file picker lists them. */
export const IMPORT_FILE_ACCEPT = '.gpx,.kml,.kmz,.geojson,.json,.csv';

/** A KMZ travels as base64 (4 characters per 3 bytes): the largest that still fits the 1 MB body. */
const KMZ_MAX_BYTES = Math.floor(((COURSE_IMPORT_MAX_BYTES - 1024) * 3) / 4);

export type ImportFileProblem = 'tooLarge' | 'unknownType';

export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(problem);
  }
}

type FileFormat = Exclude<CourseImportBody['format'], 'naver-list'>;

/**
 * The format of a JSON file by what it holds: our own course file, Google Takeout's saved places (features with a
 * `location` or a Google Maps link), else plain GeoJSON.
 */
export function jsonFormat(text: string): FileFormat {
  if (/"format"\s*:\s*"ktravel-course"/.test(text.slice(0, 200))) return 'ktravel';
  if (/"google_maps_url"|"Google Maps URL"|"location"\s*:\s*\{/.test(text)) return 'google-takeout';
  return 'geojson';
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A file's format by its first characters, when its name does not say (a download saved without extension). */
export function sniffFormat(text: string): FileFormat | undefined {
  const start = text.trimStart().slice(0, 1000);
  if (start.startsWith('{') || start.startsWith('[')) return jsonFormat(text);
  if (/<gpx[\s>]/.test(start)) return 'gpx';
  if (/<kml[\s>]/.test(start)) return 'kml';
  if (/^title,/i.test(start) && /\burl\b/i.test(start.split('\n')[0] ?? '')) return 'google-takeout';
  return undefined;
}

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];

/**
 * The import's body for a chosen file: its format from its name (a JSON file's from what it holds; a file named
 * otherwise by its first characters), a KMZ as base64.
 */
export async function importBodyFromFile(file: File): Promise<CourseImportBody> {
  const extension = file.name.includes('.') ? (file.name.toLowerCase().split('.').pop() ?? '') : '';
  const bytes = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (extension === 'kmz' || ZIP_START.every((byte, i) => bytes[i] === byte)) {
    if (file.size > KMZ_MAX_BYTES) throw new ImportFileError('tooLarge');
    return { format: 'kml', content: base64(new Uint8Array(await file.arrayBuffer())) };
  }
  if (file.size > COURSE_IMPORT_MAX_BYTES - 1024) throw new ImportFileError('tooLarge');
  const formats: Record<string, FileFormat> = {
    gpx: 'gpx',
    kml: 'kml',
    geojson: 'geojson',
    csv: 'google-takeout',
  };
  const content = await file.text();
  const format = extension === 'json' ? jsonFormat(content) : (formats[extension] ?? sniffFormat(content));
  if (!format) throw new ImportFileError('unknownType');
  return { format, content };
}

export type ImportedStop = CourseImportPreviewDto['stops'][number];

/** The name an imported stop shows: its place's in the reader's language when it matched one, else the file's. */
export function importedStopName(stop: ImportedStop, language: string): string {
  return stop.place ? placeName(stop.place, language) : stop.name;
}

/** A stop of the preview as a planner stop: keyed like place search keys our places, so none is listed twice. */
export function stopFromImport(stop: ImportedStop, language: string, day: number): PlanStop {
  const key = stop.placeId !== null ? String(stop.placeId) : ownStopKey(stop.name, stop.lat, stop.lng);
  return {
    key,
    name: importedStopName(stop, language),
    address: stop.place ? placeAddress(stop.place, language) : null,
    lat: stop.lat,
    lng: stop.lng,
    externalId: stop.placeId !== null ? String(stop.placeId) : null,
    placeId: stop.placeId,
    day,
    time: stop.time,
    durationMinutes: stop.durationMinutes,
    ...(stop.costKrw != null ? { costKrw: stop.costKrw } : {}),
  };
}

export interface ImportResult {
  plan: CoursePlan;
  /** How many of the chosen stops were added (a place already in the plan, or past the course's limit, is not). */
  added: number;
}

/**
 * The plan with the chosen stops of an import, with their days. Into an empty plan they come as they are (with our
 * own file's title, date and category); into a plan that has stops, the import's day 1 is the plan's last day and
 * the rest follow, so days never go back.
 */
export function applyImport(
  plan: CoursePlan,
  preview: Pick<CourseImportPreviewDto, 'title' | 'startDate' | 'category'>,
  chosen: readonly ImportedStop[],
  language: string,
): ImportResult {
  const isEmpty = plan.stops.length === 0;
  const stops = [...plan.stops];
  const keys = new Set(stops.map((stop) => stop.key));
  // The import's first day is the plan's last one (or day 1 of an empty plan); its days follow from there.
  const offset = isEmpty ? 0 : Math.max(...stops.map((stop) => stop.day)) - 1;
  let day = offset + 1;
  let added = 0;
  for (const imported of chosen) {
    if (stops.length >= COURSE_MAX_STOPS) break;
    day = Math.min(COURSE_MAX_DAYS, Math.max(day, imported.day + offset));
    const stop = stopFromImport(imported, language, day);
    if (keys.has(stop.key)) continue;
    keys.add(stop.key);
    stops.push(stop);
    added += 1;
  }
  const lastDay = Math.max(1, ...stops.map((stop) => stop.day));
  return {
    plan: {
      ...plan,
      title: plan.title.trim() ? plan.title : preview.title,
      category: isEmpty && preview.category ? preview.category : plan.category,
      startDate: isEmpty && preview.startDate ? preview.startDate : plan.startDate,
      dayCount: Math.max(plan.dayCount, lastDay),
      stops,
    },
    added,
  };
}
