// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { factFilterParams } from './fact-filter.ts';
import { useMapStore } from './store.ts';

describe('K-Map fact filters', () => {
  it('ask for nothing without a filter, and for the chosen facts in one fixed order', () => {
    expect(factFilterParams([])).toEqual({});
    expect(factFilterParams(['koreanPhoneToBook', 'foreignCards'])).toEqual({
      facts: 'foreignCards,koreanPhoneToBook',
    });
  });

  it('toggle on and off, one visit long (not kept with the list choice and radius)', () => {
    const { toggleFactFilter } = useMapStore.getState();
    toggleFactFilter('englishMenu');
    toggleFactFilter('foreignCards');
    expect(useMapStore.getState().factFilters).toEqual(['foreignCards', 'englishMenu']);
    toggleFactFilter('englishMenu');
    expect(useMapStore.getState().factFilters).toEqual(['foreignCards']);
    expect(localStorage.getItem(STORAGE_KEYS.mapStore) ?? '').not.toContain('factFilters');
    toggleFactFilter('foreignCards');
  });
});
