import { type CourseBody, haversineM } from '@ktravel/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { findActivePlaces, type LinkedPlace } from '../places/places.repository.ts';
import type { CourseValues, StopValues } from './courses.repository.ts';

/**
 * What a course body becomes before it is written: its own columns (the days it spans reach its last stop's day)
 * and its stops, each linked to our place where one matches.
 */

export type CourseInput = z.output<typeof CourseBody>;

/** A stop's outside id that is our own place id (catalogue search results) links only to a place this close. */
const LINK_BY_ID_MAX_M = 1000;

/**
 * The course's columns from a body: one day unless it says more (at least its last stop's day). On update
 * (`stored`: what the course has), a field the body leaves out keeps its stored value (issue 43: a PUT without
 * `visibility` made a private course public); on create it takes its default.
 */
export function courseValues(
  body: CourseInput,
  stored?: Pick<CourseValues, 'visibility' | 'category' | 'startDate' | 'dayCount'>,
): CourseValues {
  const lastDay = Math.max(1, ...body.stops.map((s) => s.day));
  return {
    title: body.title,
    visibility: body.visibility ?? stored?.visibility ?? 'public',
    category: body.category ?? stored?.category ?? 'all',
    startDate: body.startDate !== undefined ? body.startDate : (stored?.startDate ?? null),
    dayCount: Math.max(body.dayCount ?? stored?.dayCount ?? lastDay, lastDay),
  };
}

/**
 * Links each stop to our place: `placeId` when that place is on the map; otherwise an outside id we store;
 * otherwise an outside id that is our own id as text (catalogue search results), if that place is near the
 * stop (a Kakao id is numeric too). Anything else stays unlinked: not an error. Answers the places the stops
 * link to (and their hours) too, from the same one query: course checks link an unsaved plan's stops this way.
 */
export async function linkStops(
  db: DbOrTx,
  stops: CourseInput['stops'],
): Promise<{ stops: StopValues[]; places: LinkedPlace[] }> {
  const ids = new Set<number>();
  const externalIds = new Set<string>();
  for (const s of stops) {
    if (s.placeId) ids.add(s.placeId);
    if (s.externalId) {
      externalIds.add(s.externalId);
      if (/^\d{1,9}$/.test(s.externalId)) ids.add(Number(s.externalId));
    }
  }
  const found = await findActivePlaces(db, [...ids], [...externalIds]);
  const byId = new Map(found.map((p) => [p.id, p]));
  const byExternal = new Map(found.filter((p) => p.externalId).map((p) => [p.externalId!, p]));
  const linked = stops.map((s) => {
    const externalId = s.externalId || null;
    let placeId: number | null = null;
    if (s.placeId && byId.has(s.placeId)) placeId = s.placeId;
    else if (externalId && byExternal.has(externalId)) placeId = byExternal.get(externalId)!.id;
    else if (externalId && /^\d{1,9}$/.test(externalId)) {
      const place = byId.get(Number(externalId));
      if (place && haversineM(place, s) <= LINK_BY_ID_MAX_M) placeId = place.id;
    }
    return {
      order: s.order,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      externalId,
      placeId,
      day: s.day,
      arrivalTime: s.time ?? null,
      durationMinutes: s.durationMinutes ?? null,
      costKrw: s.costKrw ?? null,
    };
  });
  return { stops: linked, places: found };
}
