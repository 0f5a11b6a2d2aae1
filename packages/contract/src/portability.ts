import { z } from 'zod';
import { TripDay, VisitMinutes } from './courses.ts';
import { CourseCategory } from './enums.ts';
import { CalendarDate, ClockTime } from './hours.ts';
import { COURSE_MAX_STOPS, TITLE_MAX_LENGTH } from './limits.ts';

/**
 * The lossless course file (DESIGN §8.3): `GET /api/courses/{id}/export.json` writes it (the document itself, no
 * `{ data }`), the import reads it back, and `/api/schemas/ktravel-course.json` publishes its JSON Schema.
 */
export const KTRAVEL_COURSE_FORMAT = 'ktravel-course';
export const KTRAVEL_COURSE_VERSION = 1;

export const KtravelCourseStop = z.object({
  order: z.number().int().min(1).max(COURSE_MAX_STOPS),
  day: TripDay,
  /** Planned arrival, Seoul time. */
  time: ClockTime.nullable(),
  durationMinutes: VisitMinutes.nullable(),
  /** The stop's name as planned (in the language it was searched in). */
  name: z.string().min(1).max(TITLE_MAX_LENGTH),
  /** The place's Hangul name, when the stop is one of our places. */
  nameKo: z.string().max(TITLE_MAX_LENGTH).nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The address in the reader's language of the export (Korean when that is all there is). */
  address: z.string().nullable(),
  /** Our place id on the site that exported it (a hint: the import matches by position and name). */
  placeId: z.number().int().positive().nullable(),
});
export type KtravelCourseStop = z.infer<typeof KtravelCourseStop>;

export const KtravelCourseDocument = z.object({
  format: z.literal(KTRAVEL_COURSE_FORMAT),
  version: z.literal(KTRAVEL_COURSE_VERSION),
  course: z.object({
    title: z.string().min(1).max(TITLE_MAX_LENGTH),
    category: CourseCategory,
    startDate: CalendarDate.nullable(),
    stops: z.array(KtravelCourseStop).max(COURSE_MAX_STOPS),
  }),
});
export type KtravelCourseDocument = z.infer<typeof KtravelCourseDocument>;
