import { describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import { setupPostTests } from '../posts/posts.test-fixtures.ts';

// What a trip costs (issue 32, DESIGN §8.7): stop costs in won, totals per day and for the course.
const { t, call, s } = setupPostTests();

const stop = (order: number, day: number, costKrw?: number | null | string) => ({
  order,
  name: `Stop ${order}`,
  lat: 37.57,
  lng: 126.98 + order / 1000,
  day,
  ...(costKrw !== undefined ? { costKrw } : {}),
});

describe('course costs', () => {
  it('stores each stop cost and answers totals per day and for the course', async () => {
    const res = await call('POST', '/api/courses', s.owner, {
      title: 'Two days, priced',
      dayCount: 3,
      stops: [stop(1, 1, 3000), stop(2, 1, 18_000), stop(3, 2, null), stop(4, 2, 0), stop(5, 2, 12_500)],
    });
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    expect(course.stops.map((x: { costKrw: number | null }) => x.costKrw)).toEqual([
      3000,
      18_000,
      null,
      0,
      12_500,
    ]);
    expect(course.costTotalKrw).toBe(33_500);
    // One entry per day of the course, a day without costs too.
    expect(course.costByDay).toEqual([
      { day: 1, costKrw: 21_000 },
      { day: 2, costKrw: 12_500 },
      { day: 3, costKrw: 0 },
    ]);
    const read = (await call('GET', `/api/courses/${course.id}`)).json().data;
    expect(read).toMatchObject({ costTotalKrw: 33_500, costByDay: course.costByDay });
  });

  it('carries the costs and totals into the JSON and KML exports, and the JSON back in through the import', async () => {
    const course = (
      await call('POST', '/api/courses', s.owner, {
        title: 'Exported costs',
        dayCount: 2,
        stops: [stop(1, 1, 3000), stop(2, 1, 18_000), stop(3, 2, 9000)],
      })
    ).json().data;
    const json = (await call('GET', `/api/courses/${course.id}/export.json`, s.owner)).json();
    expect(json.course.stops.map((x: { costKrw: number }) => x.costKrw)).toEqual([3000, 18_000, 9000]);
    expect(json.course).toMatchObject({
      costTotalKrw: 30_000,
      costByDay: [
        { day: 1, costKrw: 21_000 },
        { day: 2, costKrw: 9000 },
      ],
    });
    const kml = (await call('GET', `/api/courses/${course.id}/export.kml?language=ja`, s.owner)).body;
    expect(kml).toContain('費用の目安: ₩30,000');
    expect(kml).toContain('費用の目安: ₩21,000');
    expect(kml).toContain('費用の目安: ₩3,000');
    const preview = await call('POST', '/api/courses/import', s.owner, {
      format: 'ktravel',
      content: JSON.stringify(json),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.stops.map((x: { costKrw: number }) => x.costKrw)).toEqual([
      3000, 18_000, 9000,
    ]);
  });

  it('without any cost: the total is null and each day 0', async () => {
    const course = (
      await call('POST', '/api/courses', s.owner, { title: 'Free walk', stops: [stop(1, 1), stop(2, 1)] })
    ).json().data;
    expect(course.costTotalKrw).toBeNull();
    expect(course.costByDay).toEqual([{ day: 1, costKrw: 0 }]);
  });

  it('refuses negative, absurd, fractional and textual costs with 400 naming the field, storing nothing', async () => {
    const before = (await call('GET', '/api/mypage/stats', s.owner)).json().data.courseCount;
    for (const costKrw of [-1, 10_000_001, 12.5, '3000', Number.MAX_SAFE_INTEGER, true]) {
      const res = await call('POST', '/api/courses', s.owner, {
        title: 'Bad',
        stops: [stop(1, 1, costKrw as number)],
      });
      expect(res.statusCode, String(costKrw)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(' '), String(costKrw)).toMatch(/costKrw/);
    }
    expect((await call('GET', '/api/mypage/stats', s.owner)).json().data.courseCount).toBe(before);
  });

  it("suggests the place's usual cost, which admins set in the marker form", async () => {
    const [row] = await t.database.db
      .insert(places)
      .values({ name: 'Priced palace', lat: 37.5796, lng: 126.977, type: 'travel' })
      .returning({ id: places.id });
    const id = row!.id;
    const set = await call('PUT', `/api/places/${id}`, s.admin, {
      name: 'Priced palace',
      usualCostKrw: 3000,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.usualCostKrw).toBe(3000);
    expect(
      (await call('PUT', `/api/places/${id}`, s.admin, { name: 'Priced palace', usualCostKrw: -5 }))
        .statusCode,
    ).toBe(400);
    const course = (
      await call('POST', '/api/courses', s.owner, {
        title: 'With a suggestion',
        stops: [{ ...stop(1, 1), name: 'Priced palace', lat: 37.5796, lng: 126.977, placeId: id }],
      })
    ).json().data;
    expect(course.stops[0]).toMatchObject({ placeId: id, usualCostKrw: 3000, costKrw: null });
  });
});
