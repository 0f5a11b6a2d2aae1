import { z } from 'zod';
import { COURSE_WARNING_CODES } from './constants.ts';
import { Language } from './enums.ts';

/**
 * The fix a warning suggests, for the planner's one-click button: move the stop to another day of the trip (placed
 * among that day's stops by its time), change its arrival time, or put a day's stops in the order of their times.
 * `label` says it in the request's language ("Move to Wednesday (day 2)").
 */
export const CourseWarningFixDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moveToDay'), day: z.number().int(), label: z.string() }),
  z.object({ kind: z.literal('setTime'), time: z.string(), label: z.string() }),
  z.object({ kind: z.literal('sortDay'), day: z.number().int(), label: z.string() }),
]);
export type CourseWarningFixDto = z.infer<typeof CourseWarningFixDto>;

/** One warning of a course check (DESIGN §8.1), beside the stop it concerns; `message` in the request's language. */
export const CourseWarningDto = z.object({
  order: z.number().int(),
  day: z.number().int(),
  /** The stop's Seoul date `YYYY-MM-DD`. */
  date: z.string(),
  /** The stop's place; null for a stop of the member's own (the time-order, overlap and holiday warnings). */
  placeId: z.number().int().nullable(),
  code: z.enum(COURSE_WARNING_CODES),
  message: z.string(),
  /** The suggested fix, when there is one. */
  fix: CourseWarningFixDto.nullable(),
});
export type CourseWarningDto = z.infer<typeof CourseWarningDto>;

/**
 * GET /api/courses/{id}/check and POST /api/courses/check. Without a start date there are no dated warnings and
 * `needsStartDate` is true.
 */
export const CourseCheckDto = z.object({
  warnings: z.array(CourseWarningDto),
  needsStartDate: z.boolean(),
  /**
   * The trip's days that are Korean public holidays (from the official list shipped with the app), each with the
   * holiday's name in the request's language and whether it is one of the lunar new year's or Chuseok's days, when
   * many small restaurants, shops and traditional markets close.
   */
  holidays: z.array(
    z.object({ day: z.number().int(), date: z.string(), name: z.string(), isMajor: z.boolean() }),
  ),
});
export type CourseCheckDto = z.infer<typeof CourseCheckDto>;

/** `?language=` of the checks: messages in this language (else the `ktravel-lang` cookie, else Korean). */
export const CourseCheckQuery = z.object({ language: Language.optional() });
