import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import { describeOpenFilter, isOpenAtValue, openAtNow, openFilterParams } from './open-filter.ts';

describe('open filter', () => {
  beforeAll(initTestI18n);

  it('asks the lists for open now, open at a time, or nothing', () => {
    expect(openFilterParams(null)).toEqual({});
    expect(openFilterParams({ kind: 'now' })).toEqual({ openNow: true });
    expect(openFilterParams({ kind: 'at', at: '2026-12-01T14:30' })).toEqual({ openAt: '2026-12-01T14:30' });
  });

  it('takes only a real Seoul date and time written as datetime-local writes it', () => {
    expect(isOpenAtValue('2026-12-01T14:30')).toBe(true);
    expect(isOpenAtValue('2026-02-30T14:30')).toBe(false);
    expect(isOpenAtValue('2026-12-01T24:00')).toBe(false);
    expect(isOpenAtValue('2026-12-01T14:30:15')).toBe(false);
    expect(isOpenAtValue('2026-12-01')).toBe(false);
    expect(isOpenAtValue('')).toBe(false);
  });

  it('starts "open at" from Seoul’s current minute, across the date line', () => {
    // 15:30 UTC on 1 December is 00:30 on 2 December in Seoul.
    expect(openAtNow(Date.UTC(2026, 11, 1, 15, 30, 59))).toBe('2026-12-02T00:30');
  });

  it('says which places the map shows and what an empty list means, the date as trips write it', () => {
    expect(describeOpenFilter({ kind: 'now' }, i18next.t)).toEqual({
      active: 'Showing places open now',
      empty: 'No place here is known to be open right now.',
    });
    expect(describeOpenFilter({ kind: 'at', at: '2026-12-05T14:00' }, i18next.t)).toEqual({
      active: 'Showing places open on Sat 5 Dec at 14:00',
      empty: 'No place here is known to be open on Sat 5 Dec at 14:00.',
    });
  });
});
