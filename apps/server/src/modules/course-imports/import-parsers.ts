import type { CourseImportBody, Language } from '@ktravel/contract';
import { parseGpx } from './gpx-file.ts';
import type { ParsedFile } from './import-points.ts';
import { parseGeoJson, parseGoogleTakeout, parseKtravel } from './json-files.ts';
import { parseKml } from './kml-file.ts';
import type { ReadBudget } from './xml-reader.ts';

/**
 * Files other tools write, read as points (DESIGN §8.3). Every input is hostile until read: each file is read once,
 * front to back, and the reading stops at the first bound (COURSE_IMPORT_MAX_POINTS points, the XML depth and
 * element budgets, a KMZ's expansion cap, the deadline), so the work is linear in the input and never more than
 * the bounds allow. No DTD (so no entity is ever expanded, internal or external); coordinates checked; names
 * stripped of control characters and cut to the title's length. A file that is not what it says is a 400
 * IMPORT_INVALID that says where. These run in a worker (import-pool.ts), off the server's event loop: one reader
 * per format (gpx-file.ts, kml-file.ts, json-files.ts), the points they answer in import-points.ts.
 */

/** The formats read from a file's text (a Naver list is read from its provider instead). */
export type FileFormat = Exclude<CourseImportBody['format'], 'naver-list'>;

/**
 * Reads a file of `format`; the XML formats stop at `budget`'s deadline, the JSON and CSV ones are one pass anyway.
 * `language` names what the file does not (a recorded track's start and end).
 */
export function parseFile(
  format: FileFormat,
  content: string,
  budget: ReadBudget,
  language: Language = 'en',
): ParsedFile {
  switch (format) {
    case 'gpx':
      return parseGpx(content, budget, language);
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
