import { describe, expect, it } from 'vitest';
import { nextPlannerFit } from './planner-fit.ts';

const PALACE = { key: 'palace', lat: 37.5796, lng: 126.977 };
const TOWER = { key: 'tower', lat: 37.5512, lng: 126.9882 };
const BUKCHON = { key: 'bukchon', lat: 37.5826, lng: 126.9831 };
const HAEUNDAE = { key: 'haeundae', lat: 35.1587, lng: 129.1604 };
const point = ({ lat, lng }: { lat: number; lng: number }) => ({ lat, lng });

describe('nextPlannerFit', () => {
  it('fits the stops a draft opens with, and stays put with nothing to show', () => {
    expect(nextPlannerFit(null, [PALACE, TOWER], []).request).toEqual({
      key: 1,
      points: [point(PALACE), point(TOWER)],
    });
    expect(nextPlannerFit(null, [], []).request).toBeNull();
  });

  it('refits on every change of the stops: added, removed, reordered', () => {
    const one = nextPlannerFit(null, [PALACE], []);
    const added = nextPlannerFit(one, [PALACE, TOWER], []);
    expect(added.request).toEqual({ key: 2, points: [point(PALACE), point(TOWER)] });
    const reordered = nextPlannerFit(added, [TOWER, PALACE], []);
    expect(reordered.request?.key).toBe(3);
    const removed = nextPlannerFit(reordered, [PALACE], []);
    expect(removed.request).toEqual({ key: 4, points: [point(PALACE)] });
  });

  it('does not move between changes, so a pan by the user stays', () => {
    const fit = nextPlannerFit(null, [PALACE, TOWER], [HAEUNDAE]);
    // Same stops and results in new arrays (a re-render): the same state, no new request.
    expect(nextPlannerFit(fit, [{ ...PALACE }, { ...TOWER }], [{ ...HAEUNDAE }])).toBe(fit);
  });

  it('brings new search results into view with the stops; adding one of them fits the stops only', () => {
    const stops = nextPlannerFit(null, [PALACE], []);
    const searched = nextPlannerFit(stops, [PALACE], [BUKCHON, HAEUNDAE]);
    expect(searched.request).toEqual({ key: 2, points: [point(PALACE), point(BUKCHON), point(HAEUNDAE)] });
    const added = nextPlannerFit(searched, [PALACE, BUKCHON], [BUKCHON, HAEUNDAE]);
    expect(added.request).toEqual({ key: 3, points: [point(PALACE), point(BUKCHON)] });
  });

  it('keeps the view when the stops are emptied (the draft cleared after saving) or the results cleared', () => {
    const fit = nextPlannerFit(null, [PALACE, TOWER], [BUKCHON]);
    const emptied = nextPlannerFit(fit, [], [BUKCHON]);
    expect(emptied.request).toBe(fit.request);
    const cleared = nextPlannerFit(fit, [PALACE, TOWER], []);
    expect(cleared.request).toBe(fit.request);
  });
});
