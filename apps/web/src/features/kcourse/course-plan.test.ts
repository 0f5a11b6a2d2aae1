import type { PlaceSearchResultDto } from '@ktravel/contract';
import { COURSE_MAX_STOPS, CourseBody } from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import { testCourse, testStop } from '@/test/fixtures.ts';
import {
  addStop,
  courseListPath,
  EMPTY_PLAN,
  isListed,
  moveStop,
  moveStopToDayByTime,
  type PlanStop,
  planFromCourse,
  removeStop,
  sortDayByTime,
  stopFromSearchResult,
  toCourseBody,
  validatePlan,
} from './course-plan.ts';

function result(placeId: string, id: number | null = null): PlaceSearchResultDto {
  return {
    placeId,
    id,
    source: id === null ? 'google' : 'catalogue',
    externalId: id === null ? placeId : null,
    name: `Place ${placeId}`,
    lat: 37.5,
    lng: 127,
    address: `Address ${placeId}`,
    type: null,
    photoUrl: null,
  };
}

const stop = (key: string): PlanStop => stopFromSearchResult(result(key));
const keys = (stops: PlanStop[]) => stops.map((item) => item.key);

describe('addStop', () => {
  it('appends a place that is not listed yet', () => {
    expect(keys(addStop([stop('a')], stop('b')))).toEqual(['a', 'b']);
  });

  it('does not list the same search result twice (keyed by placeId)', () => {
    const stops = [stop('a'), stop('b')];
    expect(addStop(stops, stop('a'))).toBe(stops);
    expect(isListed(stops, 'a')).toBe(true);
    expect(isListed(stops, 'c')).toBe(false);
  });

  it('refuses a stop beyond the course maximum', () => {
    const full = Array.from({ length: COURSE_MAX_STOPS }, (_, i) => stop(`s${i}`));
    expect(addStop(full, stop('extra'))).toBe(full);
  });
});

describe('moveStop and removeStop', () => {
  const stops = [stop('a'), stop('b'), stop('c')];

  it('moves a stop down and up', () => {
    expect(keys(moveStop(stops, 0, 2))).toEqual(['b', 'c', 'a']);
    expect(keys(moveStop(stops, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(keys(moveStop(stops, 1, 2))).toEqual(['a', 'c', 'b']);
  });

  it('ignores moves out of range and leaves the input alone', () => {
    expect(moveStop(stops, 0, -1)).toBe(stops);
    expect(moveStop(stops, 2, 3)).toBe(stops);
    expect(moveStop(stops, 1, 1)).toBe(stops);
    expect(keys(stops)).toEqual(['a', 'b', 'c']);
  });

  it('removes by key', () => {
    expect(keys(removeStop(stops, 'b'))).toEqual(['a', 'c']);
  });
});

describe('validatePlan', () => {
  it('needs a title that is not blank and at least one place', () => {
    expect(validatePlan(EMPTY_PLAN)).toEqual({ title: 'required', stops: 'required' });
    expect(validatePlan({ ...EMPTY_PLAN, title: '   ', stops: [stop('a')] })).toEqual({ title: 'required' });
    expect(validatePlan({ ...EMPTY_PLAN, title: 'Day one', stops: [stop('a')] })).toEqual({});
  });
});

describe('toCourseBody', () => {
  it('numbers the stops 1..n in list order and links catalogue places', () => {
    const plan = {
      title: '  Old Seoul  ',
      visibility: 'private' as const,
      category: 'cultural' as const,
      stops: [stopFromSearchResult(result('12', 12)), stopFromSearchResult(result('ChIJ-outside'))],
      startDate: null,
      dayCount: 1,
    };
    const body = toCourseBody(plan);
    expect(body).toEqual({
      title: 'Old Seoul',
      visibility: 'private',
      category: 'cultural',
      startDate: null,
      dayCount: 1,
      stops: [
        {
          order: 1,
          name: 'Place 12',
          lat: 37.5,
          lng: 127,
          externalId: '12',
          placeId: 12,
          day: 1,
          time: null,
          durationMinutes: null,
        },
        {
          order: 2,
          name: 'Place ChIJ-outside',
          lat: 37.5,
          lng: 127,
          externalId: 'ChIJ-outside',
          day: 1,
          time: null,
          durationMinutes: null,
        },
      ],
    });
    // The server's own schema accepts it.
    expect(CourseBody.safeParse(body).success).toBe(true);
  });

  it('renumbers after a reorder', () => {
    const stops = moveStop([stop('a'), stop('b'), stop('c')], 2, 0);
    const body = toCourseBody({ ...EMPTY_PLAN, title: 'x', stops });
    expect(body.stops.map((item) => [item.order, item.externalId])).toEqual([
      [1, 'c'],
      [2, 'a'],
      [3, 'b'],
    ]);
  });
});

describe('planFromCourse', () => {
  it('keys saved stops like the search results they came from, in order', () => {
    const course = testCourse({
      title: 'Saved',
      category: 'food',
      stops: [
        testStop({ id: 8, order: 2, name: 'B', placeId: 44 }),
        testStop({ id: 7, order: 1, name: 'A', externalId: 'ChIJ-a' }),
        testStop({ id: 9, order: 3, name: 'C' }),
      ],
    });
    const plan = planFromCourse(course);
    expect(plan.title).toBe('Saved');
    expect(plan.category).toBe('food');
    const own = plan.stops[2]!;
    expect(keys(plan.stops)).toEqual(['ChIJ-a', '44', `at:${own.lat.toFixed(6)},${own.lng.toFixed(6)}:C`]);
  });

  it("names and addresses a stop linked to a place in the reader's language, others as saved", () => {
    const linked = testStop({
      id: 8,
      order: 1,
      name: 'Namdaemun Market',
      placeId: 44,
      placeName: 'Namdaemun Market',
      placeNameKo: '남대문시장',
      placeNameZh: '南大门市场',
      address: '21 Namdaemunsijang 4-gil',
      addressZh: '首尔特别市中区南大门市场4街21',
    });
    const unlinked = testStop({ id: 9, order: 2, name: 'My hotel', address: '1 Somewhere-ro' });
    const plan = planFromCourse(testCourse({ stops: [linked, unlinked] }), 'zh');
    expect(plan.stops.map((stop) => [stop.name, stop.address])).toEqual([
      ['南大门市场', '首尔特别市中区南大门市场4街21'],
      ['My hotel', '1 Somewhere-ro'],
    ]);
  });
});

describe('courseListPath', () => {
  it('goes to All courses for a public course and My course for a private one, with a refresh stamp', () => {
    expect(courseListPath('public', 123)).toBe('/kcourse?tab=all-courses&refresh=123');
    expect(courseListPath('private', 456)).toBe('/kcourse?tab=my-course&refresh=456');
  });
});

describe('the check’s fixes leave a plan that passes its own checks (issue 44)', () => {
  const timed = (
    key: string,
    day: number,
    time: string | null,
    durationMinutes: number | null = 60,
  ): PlanStop => ({
    ...stop(key),
    day,
    time,
    durationMinutes,
  });
  const plan = (stops: PlanStop[]) => stops.map((s) => `${s.key}@${s.day} ${s.time ?? '--:--'}`);

  it('moves a stop to another day where its time belongs, not after the day’s last stop', () => {
    const stops = [timed('palace', 1, '10:00'), timed('market', 2, '09:00'), timed('tower', 2, '15:30')];
    expect(plan(moveStopToDayByTime(stops, 'palace', 2))).toEqual([
      'market@2 09:00',
      'palace@2 10:00',
      'tower@2 15:30',
    ]);
  });

  it('clears the time (the planner then proposes one) when the visit would overlap another on that day', () => {
    // The traveller's case: a 10:00 stop moved onto a day that already has a 10:00 stop.
    const stops = [timed('palace', 1, '10:00'), timed('museum', 2, '10:00', 120), timed('tower', 2, '15:30')];
    const moved = moveStopToDayByTime(stops, 'palace', 2);
    expect(plan(moved)).toEqual(['museum@2 10:00', 'palace@2 --:--', 'tower@2 15:30']);
    // Running into the next stop counts too.
    const early = [timed('palace', 1, '09:30', 90), timed('tower', 2, '10:00')];
    expect(plan(moveStopToDayByTime(early, 'palace', 2))).toEqual(['palace@2 --:--', 'tower@2 10:00']);
  });

  it('puts a stop without a time at the end of the day', () => {
    const stops = [timed('guesthouse', 1, null), timed('tower', 2, '15:30')];
    expect(plan(moveStopToDayByTime(stops, 'guesthouse', 2))).toEqual([
      'tower@2 15:30',
      'guesthouse@2 --:--',
    ]);
  });

  it('sorts a day by time, leaving stops without a time where they are and other days alone', () => {
    const stops = [
      timed('first', 1, '18:00'),
      timed('a', 2, '15:30'),
      timed('free', 2, null),
      timed('b', 2, '10:00'),
      timed('c', 2, '12:00'),
      timed('last', 3, '08:00'),
    ];
    expect(plan(sortDayByTime(stops, 2))).toEqual([
      'first@1 18:00',
      'b@2 10:00',
      'free@2 --:--',
      'c@2 12:00',
      'a@2 15:30',
      'last@3 08:00',
    ]);
  });
});
