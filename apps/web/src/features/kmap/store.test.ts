// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { RADIUS_DEFAULT_M } from './radius.ts';
import { useMapStore } from './store.ts';

function reset() {
  localStorage.clear();
  useMapStore.setState({
    item: 'all',
    isPanelOpen: true,
    selectedPlaceId: null,
    mode: 'api',
    radiusM: RADIUS_DEFAULT_M,
    isRadiusFilterOn: true,
    openFilter: null,
  });
}

describe('map store', () => {
  beforeEach(reset);

  it('starts in API mode with the default radius', () => {
    const state = useMapStore.getState();
    expect(state.mode).toBe('api');
    expect(state.radiusM).toBe(5000);
  });

  it('choose() follows the panel rules; the active item again closes the panel and clears the selection', () => {
    const { choose, selectPlace } = useMapStore.getState();
    choose('travel');
    selectPlace(7);
    expect(useMapStore.getState()).toMatchObject({ item: 'travel', isPanelOpen: true, selectedPlaceId: 7 });
    choose('travel');
    expect(useMapStore.getState()).toMatchObject({
      item: 'travel',
      isPanelOpen: false,
      selectedPlaceId: null,
    });
  });

  it('show() opens a list without toggling it closed', () => {
    const { show } = useMapStore.getState();
    show('food');
    show('food');
    expect(useMapStore.getState()).toMatchObject({ item: 'food', isPanelOpen: true });
  });

  it('keeps the radius within 500–10,000 m in steps of 500', () => {
    const { setRadius } = useMapStore.getState();
    setRadius(120);
    expect(useMapStore.getState().radiusM).toBe(500);
    setRadius(25_000);
    expect(useMapStore.getState().radiusM).toBe(10_000);
    setRadius(2_740);
    expect(useMapStore.getState().radiusM).toBe(2_500);
  });

  it('holds one opening-hours filter at a time, none to start with', () => {
    const { setOpenFilter } = useMapStore.getState();
    expect(useMapStore.getState().openFilter).toBeNull();
    setOpenFilter({ kind: 'now' });
    setOpenFilter({ kind: 'at', at: '2026-12-01T14:30' });
    expect(useMapStore.getState().openFilter).toEqual({ kind: 'at', at: '2026-12-01T14:30' });
    setOpenFilter(null);
    expect(useMapStore.getState().openFilter).toBeNull();
  });

  it(`persists the list choice and radius under ${STORAGE_KEYS.mapStore}, not the selection, the data mode or the open filter`, () => {
    const { show, setRadius, selectPlace, setMode, setOpenFilter } = useMapStore.getState();
    show('cafe');
    setRadius(3000);
    selectPlace(4);
    setMode('local');
    setOpenFilter({ kind: 'now' });
    const saved = JSON.parse(localStorage.getItem('ktravel-map-store') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ item: 'cafe', radiusM: 3000, isRadiusFilterOn: true });
  });

  it('ignores a stored list or radius it does not know', async () => {
    localStorage.setItem(
      'ktravel-map-store',
      JSON.stringify({ state: { item: 'shopping', radiusM: 99_999, isRadiusFilterOn: false }, version: 1 }),
    );
    await useMapStore.persist.rehydrate();
    expect(useMapStore.getState()).toMatchObject({ item: 'all', radiusM: 10_000, isRadiusFilterOn: false });
  });
});
