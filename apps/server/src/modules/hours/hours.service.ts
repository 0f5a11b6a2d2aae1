import { createHash } from 'node:crypto';
import {
  CONTROL_CHARACTER,
  fromMinutes,
  type HoursDayDto,
  type HoursPreviewDto,
  type Language,
  OPENING_HOURS_MAX_LENGTH,
  type PlaceHoursDto,
  SEOUL_TIME_ZONE,
  seoulNow,
} from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isAdmin, type SessionUser } from '../../lib/session-user.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { findPlaceHours } from '../places/places.repository.ts';
import { distinctActiveHours, type HoursValue } from '../places/places-list.repository.ts';
import { holidayLabel } from './korean-holidays.ts';
import { canonicalOpeningHours, OpeningHoursSyntaxError } from './opening-hours-engine.ts';
import { type DayHours, hoursFrom, isOpenAt, type PlaceHoursSpec } from './place-hours.ts';

/** A day of `place-hours` as the contract's DTO, the holiday named in `language`. */
export function toHoursDayDto(day: DayHours, language: Language): HoursDayDto {
  return {
    date: day.date,
    state: day.state,
    intervals: day.intervals.map((i) => ({ from: fromMinutes(i.from), to: fromMinutes(i.to) })),
    holiday: day.holiday ? holidayLabel(day.holiday, language) : null,
    closure: day.closure,
    lastEntry: day.lastEntry === null ? null : fromMinutes(day.lastEntry),
  };
}

/**
 * An admin's `openingHours` as it is stored: '' or null is "not known" (null), anything else must be valid
 * (canonical form returned); a syntax error is a 400 naming the field and the problem.
 */
export function storedOpeningHours(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  try {
    return canonicalOpeningHours(value);
  } catch (err) {
    if (!(err instanceof OpeningHoursSyntaxError)) throw err;
    const where = err.position === null ? '' : ` (at character ${err.position + 1})`;
    throw new AppError(400, 'VALIDATION_FAILED', `openingHours: ${err.problem}${where}`, {
      openingHours: `${err.problem}${where}`,
    });
  }
}

/** A Seoul wall-clock moment: a date and minutes after its midnight. */
export interface SeoulMoment {
  date: string;
  minutes: number;
}

/** `openAt=YYYY-MM-DDTHH:mm`, or now when `openNow` (else undefined: no filter). */
export function momentOf(query: {
  openAt?: string | undefined;
  openNow?: string | undefined;
}): SeoulMoment | undefined {
  if (query.openAt) {
    return {
      date: query.openAt.slice(0, 10),
      minutes: Number(query.openAt.slice(11, 13)) * 60 + Number(query.openAt.slice(14)),
    };
  }
  if (query.openNow === 'true') {
    const now = seoulNow();
    return { date: now.date, minutes: now.minutes };
  }
  return undefined;
}

/**
 * Places' hours: a place's days (GET /api/places/{id}/hours), the admins' preview of a value, and which hours
 * values are open at a moment (the place lists' `openAt` / `openNow`). Evaluation is memoised per value and date
 * (place-hours.ts), never a query per place.
 */
export class HoursService {
  /** The active places' distinct hours values, under the catalogue version (any change of a place raises it). */
  private readonly values = new VersionedCache<HoursValue[]>(4);

  constructor(private readonly db: Db) {}

  async placeHours(
    id: number,
    viewer: SessionUser | null,
    from: string | undefined,
    days: number,
    language: Language,
  ): Promise<PlaceHoursDto> {
    const [place] = await findPlaceHours(this.db, [id]);
    if (!place || (place.status !== 'active' && !isAdmin(viewer))) {
      throw notFound('PLACE_NOT_FOUND', 'Place not found');
    }
    const start = from ?? seoulNow().date;
    return {
      timezone: SEOUL_TIME_ZONE,
      days: hoursFrom(place, start, days).map((d) => toHoursDayDto(d, language)),
    };
  }

  /** What a value would mean over `days` days from `from` (today): the marker forms' live preview. */
  preview(
    input: {
      openingHours: string;
      closingDayMovesOnHoliday: boolean;
      from?: string | undefined;
      days: number;
    },
    language: Language,
  ): HoursPreviewDto {
    const value = input.openingHours.trim();
    if (value.length > OPENING_HOURS_MAX_LENGTH) {
      return {
        valid: false,
        problem: `At most ${OPENING_HOURS_MAX_LENGTH} characters`,
        position: OPENING_HOURS_MAX_LENGTH,
      };
    }
    const control = value.search(CONTROL_CHARACTER);
    if (control >= 0)
      return { valid: false, problem: 'Control characters or line breaks', position: control };
    let openingHours: string | null = null;
    if (value) {
      try {
        openingHours = canonicalOpeningHours(value);
      } catch (err) {
        if (!(err instanceof OpeningHoursSyntaxError)) throw err;
        return { valid: false, problem: err.problem, position: err.position };
      }
    }
    const spec: PlaceHoursSpec = { openingHours, closingDayMovesOnHoliday: input.closingDayMovesOnHoliday };
    return {
      valid: true,
      openingHours: openingHours ?? '',
      timezone: SEOUL_TIME_ZONE,
      days: hoursFrom(spec, input.from ?? seoulNow().date, input.days).map((d) => toHoursDayDto(d, language)),
    };
  }

  /** The hours values of active places known to be open at `moment` (each value evaluated once). */
  async openValues(moment: SeoulMoment, catalogueVersion?: number): Promise<HoursValue[]> {
    const version = catalogueVersion ?? (await readDataVersion(this.db, 'catalogue_version'));
    const all = await this.values.get('all', version, () => distinctActiveHours(this.db));
    return all.filter((v) => isOpenAt(v, moment.date, moment.minutes));
  }
}

/** A short stable key of a set of hours values (the place lists cache a page per catalogue version and open set). */
export function hoursValuesKey(values: HoursValue[]): string {
  const text = values
    .map((v) => `${v.closingDayMovesOnHoliday ? 1 : 0}${v.openingHours}`)
    .sort()
    .join('\u0000');
  return createHash('sha1').update(text).digest('base64url');
}
