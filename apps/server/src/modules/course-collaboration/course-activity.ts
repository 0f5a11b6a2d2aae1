import type { CourseActivityDetails, CourseActivityKind } from '@ktravel/contract';

/** A stop as the activity compares them. */
export interface ComparedStop {
  name: string;
  placeId: number | null;
  lat: number;
  lng: number;
  day: number;
  time: string | null;
  durationMinutes: number | null;
}

/** The course's fields the activity names. */
export interface ComparedCourse {
  title: string;
  category: string;
  startDate: string | null;
  dayCount: number;
  coverUrl: string | null;
  stops: ComparedStop[];
}

export interface ActivityLine {
  kind: CourseActivityKind;
  details: CourseActivityDetails;
}

/** Names kept in a line: enough to say "Minji added Gyeongbokgung, N Seoul Tower and 3 more". */
const NAMES_KEPT = 5;

/** A stop's identity across saves: our place, else its name and position (to 1e-6). */
const stopKey = (stop: ComparedStop) =>
  stop.placeId !== null ? `p${stop.placeId}` : `${stop.name}@${stop.lat.toFixed(6)},${stop.lng.toFixed(6)}`;

const namesOf = (stops: ComparedStop[]): CourseActivityDetails => ({
  count: stops.length,
  names: stops.slice(0, NAMES_KEPT).map((stop) => stop.name),
});

/** The indexes of one longest strictly increasing run of `values` (O(n²): a course has at most 60 stops). */
function longestIncreasing(values: number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  let best = -1;
  for (let i = 0; i < values.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (values[j]! < values[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best < 0 || length[i]! > length[best]!) best = i;
  }
  const run = new Set<number>();
  for (let i = best; i >= 0; i = previous[i]!) run.add(i);
  return run;
}

/**
 * What a save changed, as activity lines: stops added, removed, moved (to another day, or another place among the
 * stops both versions have), retimed (arrival or length); the title; the dates (start or number of days); the
 * category; the cover. Nothing when nothing changed.
 */
export function describeChanges(before: ComparedCourse, after: ComparedCourse): ActivityLine[] {
  const lines: ActivityLine[] = [];
  const beforeKeys = new Map(before.stops.map((stop) => [stopKey(stop), stop]));
  const afterKeys = new Map(after.stops.map((stop) => [stopKey(stop), stop]));
  const added = after.stops.filter((stop) => !beforeKeys.has(stopKey(stop)));
  const removed = before.stops.filter((stop) => !afterKeys.has(stopKey(stop)));
  if (added.length > 0) lines.push({ kind: 'stops.added', details: namesOf(added) });
  if (removed.length > 0) lines.push({ kind: 'stops.removed', details: namesOf(removed) });

  // The stops both have: moved when their day changed, or when they are not among the longest run that kept its
  // order (moving one stop to the front moves one stop, not every stop it passed).
  const keptBefore = before.stops.filter((stop) => afterKeys.has(stopKey(stop)));
  const keptAfter = after.stops.filter((stop) => beforeKeys.has(stopKey(stop)));
  const positionBefore = new Map(keptBefore.map((stop, i) => [stopKey(stop), i]));
  const stayed = longestIncreasing(keptAfter.map((stop) => positionBefore.get(stopKey(stop))!));
  const moved = keptAfter.filter(
    (stop, i) => beforeKeys.get(stopKey(stop))!.day !== stop.day || !stayed.has(i),
  );
  if (moved.length > 0) lines.push({ kind: 'stops.moved', details: namesOf(moved) });
  const retimed = keptAfter.filter((stop) => {
    const was = beforeKeys.get(stopKey(stop))!;
    return was.time !== stop.time || was.durationMinutes !== stop.durationMinutes;
  });
  if (retimed.length > 0) lines.push({ kind: 'stops.retimed', details: namesOf(retimed) });

  if (before.title !== after.title)
    lines.push({ kind: 'title', details: { from: before.title, to: after.title } });
  if (before.startDate !== after.startDate || before.dayCount !== after.dayCount) {
    lines.push({
      kind: 'dates',
      details: { from: before.startDate, to: after.startDate, count: after.dayCount },
    });
  }
  if (before.category !== after.category) {
    lines.push({ kind: 'category', details: { from: before.category, to: after.category } });
  }
  if (before.coverUrl !== after.coverUrl) lines.push({ kind: 'cover', details: {} });
  return lines;
}
