import {
  COURSE_IMPORT_MAX_POINTS,
  COURSE_MAX_DAYS,
  type CourseImportPreviewDto,
  type KtravelCourseDocument,
  STOP_DURATION_MAX,
  STOP_DURATION_MIN,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';

/** What every file reader answers (DESIGN §8.3): the points read, those skipped and why, the file's title. */

export type SkipReason = CourseImportPreviewDto['skipped'][number]['reason'];
export type ImportNotice = NonNullable<CourseImportPreviewDto['notice']>;

export interface ImportedPoint {
  name: string;
  lat: number;
  lng: number;
  day: number;
  time: string | null;
  durationMinutes: number | null;
  /** Our own file's stop cost (DESIGN §8.7); null from other formats. */
  costKrw: number | null;
  /** The place our own file says the stop was (a hint: it counts only when that place is near the point). */
  placeId?: number | null;
}

export interface ParsedFile {
  title: string | null;
  /** Our own file's trip start and category (other formats have none). */
  startDate?: string | null;
  category?: KtravelCourseDocument['course']['category'] | null;
  points: ImportedPoint[];
  skipped: { name: string; reason: SkipReason }[];
  /** How the points were found when it is not the usual way (a track's ends taken as stops). */
  notice?: ImportNotice | null;
}

/**
 * A stop's place in a plan as a file says it, when it does (our own GPX, KML and GeoJSON write these): checked
 * like the planner's input, and left out when they are not what the contract takes.
 */
export interface PlanFields {
  day?: unknown;
  time?: unknown;
  durationMinutes?: unknown;
  order?: unknown;
  placeId?: unknown;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const whole = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const wholeIn = (value: unknown, min: number, max: number) => {
  const n = whole(value);
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** The plan fields a file carries, those that hold (day 1–14, `HH:mm`, 5–720 minutes, an order, a place id). */
export function planFields(fields: PlanFields): Partial<ImportedPoint> & { order?: number } {
  const day = wholeIn(fields.day, 1, COURSE_MAX_DAYS);
  const time =
    typeof fields.time === 'string' && CLOCK.test(fields.time.trim()) ? fields.time.trim() : undefined;
  const durationMinutes = wholeIn(fields.durationMinutes, STOP_DURATION_MIN, STOP_DURATION_MAX);
  const order = wholeIn(fields.order, 1, Number.MAX_SAFE_INTEGER);
  const placeId = wholeIn(fields.placeId, 1, 2_147_483_647);
  return {
    ...(placeId === undefined ? {} : { placeId }),
    ...(day === undefined ? {} : { day }),
    ...(time === undefined ? {} : { time }),
    ...(durationMinutes === undefined ? {} : { durationMinutes }),
    ...(order === undefined ? {} : { order }),
  };
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

/**
 * Collects points: checks coordinates, stops reading at the cap. When every point carries an order (our own
 * files), `file` answers them in that order.
 */
export class Points {
  readonly file: ParsedFile = { title: null, points: [], skipped: [] };
  private read = 0;
  private readonly orders: (number | undefined)[] = [];

  get isFull(): boolean {
    return this.read >= COURSE_IMPORT_MAX_POINTS;
  }

  add(
    name: string,
    lat: unknown,
    lng: unknown,
    extra: Partial<ImportedPoint> & { order?: number } = {},
  ): void {
    if (this.isFull) return;
    this.read += 1;
    const label = name || `${this.read}`;
    if (lat === undefined || lng === undefined || lat === null || lng === null || lat === '' || lng === '') {
      this.file.skipped.push({ name: label, reason: 'NO_COORDINATES' });
      return;
    }
    const [y, x] = [Number(lat), Number(lng)];
    if (!Number.isFinite(y) || !Number.isFinite(x) || y < -90 || y > 90 || x < -180 || x > 180) {
      this.file.skipped.push({ name: label, reason: 'INVALID_COORDINATES' });
      return;
    }
    const { order, ...fields } = extra;
    this.orders.push(order);
    this.file.points.push({
      name: name || `${y.toFixed(5)}, ${x.toFixed(5)}`,
      lat: y,
      lng: x,
      day: 1,
      time: null,
      durationMinutes: null,
      costKrw: null,
      ...fields,
    });
  }

  skip(name: string, reason: SkipReason): void {
    if (this.isFull) return;
    this.read += 1;
    this.file.skipped.push({ name: name || `${this.read}`, reason });
  }

  /** The file read, its points in their stated order when every one has one. */
  done(): ParsedFile {
    if (this.orders.length > 0 && this.orders.every((order) => order !== undefined)) {
      const byOrder = this.file.points
        .map((point, i) => ({ point, order: this.orders[i]! }))
        .sort((a, b) => a.order - b.order);
      this.file.points = byOrder.map(({ point }) => point);
    }
    return this.file;
  }
}
