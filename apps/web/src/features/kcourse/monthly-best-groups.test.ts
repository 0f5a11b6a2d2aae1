import { describe, expect, it } from 'vitest';
import { monthlyBestGroups, shownInMonthlyBest, withoutShownAbove } from './monthly-best-groups.ts';

const course = (id: number, isAdvertisement = false) => ({ id, isAdvertisement });
// The server's order: advertisements first, then this month's ranking.
const BEST = [course(8, true), course(9, true), course(6), course(1), course(4), course(3), course(5)];

describe('monthlyBestGroups', () => {
  it('keeps advertisements apart and splits the ranking into the top 3 and the others', () => {
    const groups = monthlyBestGroups(BEST);
    expect(groups.sponsored.map((c) => c.id)).toEqual([8, 9]);
    expect(groups.top.map((c) => c.id)).toEqual([6, 1, 4]);
    expect(groups.others.map((c) => c.id)).toEqual([3, 5]);
  });

  it('has empty groups for an empty answer', () => {
    expect(monthlyBestGroups([])).toEqual({ sponsored: [], top: [], others: [] });
  });
});

describe('shownInMonthlyBest', () => {
  it('is the sponsored courses and the top 3, and the others only once they are open', () => {
    const groups = monthlyBestGroups(BEST);
    expect([...shownInMonthlyBest(groups, false)].sort()).toEqual([1, 4, 6, 8, 9]);
    expect([...shownInMonthlyBest(groups, true)].sort()).toEqual([1, 3, 4, 5, 6, 8, 9]);
  });
});

describe('withoutShownAbove', () => {
  const page = [9, 7, 6, 8, 5, 2].map((id) => ({ id }));

  it('leaves out the courses shown above, in the page order, and counts them', () => {
    const { items, leftOut } = withoutShownAbove(page, new Set([1, 4, 6, 8, 9]));
    expect(items.map((c) => c.id)).toEqual([7, 5, 2]);
    expect(leftOut).toBe(3);
  });

  it('keeps the course just saved where the member looks for it, even when it is ranked above', () => {
    const { items, leftOut } = withoutShownAbove(page, new Set([6, 9]), 9);
    expect(items.map((c) => c.id)).toEqual([9, 7, 8, 5, 2]);
    expect(leftOut).toBe(1);
  });

  it('changes nothing when nothing is shown above', () => {
    expect(withoutShownAbove(page, new Set())).toEqual({ items: page, leftOut: 0 });
  });
});
