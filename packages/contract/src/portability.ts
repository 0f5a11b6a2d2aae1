import { z } from 'zod';
import { TripDay, VisitMinutes } from './courses.ts';
import { CourseCategory } from './enums.ts';
import { CalendarDate, ClockTime } from './hours.ts';
import { COURSE_MAX_STOPS, TITLE_MAX_LENGTH } from './limits.ts';
import { CostKrw, DayCostDto } from './money.ts';
import { placeAddressFields, placeNameFields } from './places.ts';

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
  /** The estimated cost in won (DESIGN §8.7); absent in files written before costs existed. */
  costKrw: CostKrw.nullable().optional(),
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
    /** The stops' costs added up (null: none has a cost) and per day: written for readers, recomputed on import. */
    costTotalKrw: z.number().int().nonnegative().nullable().optional(),
    costByDay: z.array(DayCostDto).optional(),
  }),
});
export type KtravelCourseDocument = z.infer<typeof KtravelCourseDocument>;

/** The largest import body (DESIGN §8.3: a larger one is a 413). */
export const COURSE_IMPORT_MAX_BYTES = 1024 * 1024;
/** At most this many points are read from a file; past COURSE_MAX_STOPS the rest are skipped as TOO_MANY. */
export const COURSE_IMPORT_MAX_POINTS = 5000;
/** A point this close to one of our places, with a similar name, becomes that place. */
export const COURSE_IMPORT_MATCH_M = 150;
/** A KMZ whose KML expands past this is refused (a small zip can hold a huge file: a "zip bomb"). */
export const COURSE_IMPORT_MAX_EXPANDED_BYTES = 10 * 1024 * 1024;
/** XML elements nested deeper than this are refused (GPX needs 5 levels, Google's KML rarely 10). */
export const COURSE_IMPORT_MAX_DEPTH = 64;
/** An XML file with more elements than this is refused (5,000 rich placemarks take about 150,000). */
export const COURSE_IMPORT_MAX_ELEMENTS = 500_000;

export const COURSE_IMPORT_FILE_FORMATS = ['gpx', 'kml', 'geojson', 'google-takeout', 'ktravel'] as const;

/**
 * `POST /api/courses/import`: a file's text (a KMZ as base64) in one of the formats, or a shared Naver Map list's
 * URL. Nothing is saved: the answer is a preview the planner opens.
 */
export const CourseImportBody = z.discriminatedUnion('format', [
  z.object({
    format: z.enum(COURSE_IMPORT_FILE_FORMATS),
    content: z.string().min(1, 'the file is empty').max(COURSE_IMPORT_MAX_BYTES),
  }),
  z.object({
    format: z.literal('naver-list'),
    url: z.string().url().max(2000),
  }),
]);
export type CourseImportBody = z.infer<typeof CourseImportBody>;

/** Why a point of a file is not in the preview. */
export const COURSE_IMPORT_SKIP_REASONS = [
  'TOO_MANY',
  'NOT_A_POINT',
  'INVALID_COORDINATES',
  'NO_COORDINATES',
] as const;

/** How a preview's points were found when it is not the usual way: a recorded track's start and end offered as stops. */
export const COURSE_IMPORT_NOTICES = ['TRACK_ENDS'] as const;

/** What a matched stop carries of our place: its names, address, photo and hours, shown before anything is kept. */
export const CourseImportPlaceDto = z.object({
  ...placeNameFields,
  ...placeAddressFields,
  photoUrl: z.string().nullable(),
  /** OpenStreetMap `opening_hours` syntax, or null when not known (DESIGN §8.1). */
  openingHours: z.string().nullable(),
});
export type CourseImportPlaceDto = z.infer<typeof CourseImportPlaceDto>;

export const CourseImportPreviewDto = z.object({
  title: z.string(),
  /** What our own file says of the trip (null from other formats): the planner starts the plan with them. */
  startDate: z.string().nullable(),
  category: CourseCategory.nullable(),
  stops: z.array(
    z.object({
      order: z.number().int(),
      day: z.number().int(),
      time: z.string().nullable(),
      durationMinutes: z.number().int().nullable(),
      /** The cost our own file gave the stop (null from other formats). */
      costKrw: z.number().int().nullable().optional(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      placeId: z.number().int().nullable(),
      matched: z.boolean(),
      /** The place it matched (null when unmatched: the stop keeps the file's name and position). */
      place: CourseImportPlaceDto.nullable(),
    }),
  ),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(COURSE_IMPORT_SKIP_REASONS) })),
  /**
   * `TRACK_ENDS`: the file held only a recorded track (a run, a hike, a GPS trace), no places: its start and end are
   * offered as the stops. Null otherwise.
   */
  notice: z.enum(COURSE_IMPORT_NOTICES).nullable().optional(),
});
export type CourseImportPreviewDto = z.infer<typeof CourseImportPreviewDto>;
