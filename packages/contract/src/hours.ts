import { z } from 'zod';
import { DAY_CLOSURES, DAY_STATES } from './constants.ts';
import { Language } from './enums.ts';
import {
  HOURS_DEFAULT_DAYS,
  HOURS_MAX_DAYS,
  HOURS_PREVIEW_DAYS,
  OPENING_HOURS_MAX_LENGTH,
} from './limits.ts';
import { isCalendarDate, isClockTime } from './seoul-date.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A Seoul calendar date `YYYY-MM-DD` that exists (2027-02-30 does not). */
export const CalendarDate = z.string().refine(isCalendarDate, 'must be a real date written YYYY-MM-DD');

/** A Seoul wall-clock time `HH:mm`, 00:00 to 23:59. */
export const ClockTime = z.string().refine(isClockTime, 'must be a time written HH:mm, 00:00 to 23:59');

/**
 * `openingHours` as admins write it: OpenStreetMap `opening_hours` syntax (e.g. `Mo,We-Su 09:00-18:00; Tu off`),
 * at most OpenStreetMap's 255 characters, one line of printable text. Whether the syntax is right is the
 * server's question (the field's library reads it); a syntax error is a 400 naming the problem.
 */
export const OpeningHoursInput = z
  .string()
  .trim()
  .max(OPENING_HOURS_MAX_LENGTH, `at most ${OPENING_HOURS_MAX_LENGTH} characters`)
  .refine((v) => !CONTROL_CHARACTER.test(v), 'must not contain control characters or line breaks');

/** An interval of a day, `HH:mm` to `HH:mm` (`24:00` when it runs to midnight). */
export const HoursIntervalDto = z.object({ from: z.string(), to: z.string() });

/** One Seoul date of a place (DESIGN §8.1), plus why it is closed and its last entry when known. */
export const HoursDayDto = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  intervals: z.array(HoursIntervalDto),
  /** The public holiday's name in the request's language, or null. */
  holiday: z.string().nullable(),
  /** Why it is closed all day: `weekly` (its closing day), `holiday`, `moved` (closing day moved by a holiday). */
  closure: z.enum(DAY_CLOSURES).nullable(),
  /** Last entry `HH:mm` when the hours say so. */
  lastEntry: z.string().nullable(),
});
export type HoursDayDto = z.infer<typeof HoursDayDto>;

export const PlaceHoursDto = z.object({
  timezone: z.literal('Asia/Seoul'),
  days: z.array(HoursDayDto),
});
export type PlaceHoursDto = z.infer<typeof PlaceHoursDto>;

/** GET /api/places/{id}/hours?from=YYYY-MM-DD&days=1..31 (default today in Seoul, 7 days). */
export const PlaceHoursQuery = z.object({
  from: CalendarDate.optional(),
  days: z.coerce.number().int().min(1).max(HOURS_MAX_DAYS).default(HOURS_DEFAULT_DAYS),
  /** Holiday names in this language (else the `ktravel-lang` cookie, else Korean). */
  language: Language.optional(),
});
export type PlaceHoursQuery = z.infer<typeof PlaceHoursQuery>;

/**
 * POST /api/places/hours/preview (admins): what a value would mean over the next days, before it is saved: the
 * marker forms' live preview. A value the library refuses is answered too (200, `valid: false`), with where.
 */
export const HoursPreviewBody = z.object({
  openingHours: z
    .string()
    .max(OPENING_HOURS_MAX_LENGTH * 4)
    .default(''),
  closingDayMovesOnHoliday: z.boolean().default(false),
  from: CalendarDate.optional(),
  days: z.number().int().min(1).max(HOURS_MAX_DAYS).default(HOURS_PREVIEW_DAYS),
  language: Language.optional(),
});
export type HoursPreviewBody = z.input<typeof HoursPreviewBody>;

export const HoursPreviewDto = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    /** The value as it is stored (the library's canonical form), '' for none. */
    openingHours: z.string(),
    timezone: z.literal('Asia/Seoul'),
    days: z.array(HoursDayDto),
  }),
  z.object({
    valid: z.literal(false),
    /** What is wrong, in English (the library's words); the form shows its own words, in the admin's language. */
    problem: z.string(),
    /** Where it is: characters into the value, or null when the library does not say. */
    position: z.number().int().nonnegative().nullable(),
  }),
]);
export type HoursPreviewDto = z.infer<typeof HoursPreviewDto>;

/** `openAt=YYYY-MM-DDTHH:mm` (Seoul time) on the place lists. */
export const OpenAtParam = z
  .string()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && isCalendarDate(v.slice(0, 10)) && isClockTime(v.slice(11)),
    'must be a Seoul date and time written YYYY-MM-DDTHH:mm',
  );
