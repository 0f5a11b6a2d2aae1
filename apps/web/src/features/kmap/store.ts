import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { KMAP_FACT_FILTERS, type KmapFactFilter } from './fact-filter.ts';
import type { OpenFilter } from './open-filter.ts';
import {
  choosePanelItem,
  INITIAL_PANEL_STATE,
  isPanelItem,
  type PanelItem,
  type PanelState,
} from './panel-mode.ts';
import { clampRadius, RADIUS_DEFAULT_M } from './radius.ts';

/** Spec §4: places come from the server (API mode) or, when it cannot be reached, from built-in samples. */
export type MapDataMode = 'api' | 'local';

/** Spec §4 map loading status, in the order it advances. */
export type MapLoadingStatus = 'map-init' | 'places' | 'markers' | 'idle';

export interface MapStoreState extends PanelState {
  mode: MapDataMode;
  radiusM: number;
  /** Whether the list shows only places within `radiusM`. */
  isRadiusFilterOn: boolean;
  /** Only places known to be open now or at a Seoul time; null: every place. */
  openFilter: OpenFilter | null;
  /** Only places where each of these facts is known to help a visitor (DESIGN §8.6); [] for every place. */
  factFilters: KmapFactFilter[];
  setMode: (mode: MapDataMode) => void;
  choose: (item: PanelItem) => void;
  /** Opens the list of `item` (no toggling): `?type=` and links into the page. */
  show: (item: PanelItem) => void;
  togglePanel: () => void;
  selectPlace: (placeId: number | null) => void;
  setRadius: (radiusM: number) => void;
  setRadiusFilterOn: (isOn: boolean) => void;
  setOpenFilter: (filter: OpenFilter | null) => void;
  toggleFactFilter: (fact: KmapFactFilter) => void;
}

export const useMapStore = create<MapStoreState>()(
  persist(
    (set) => ({
      ...INITIAL_PANEL_STATE,
      mode: 'api',
      radiusM: RADIUS_DEFAULT_M,
      isRadiusFilterOn: true,
      openFilter: null,
      factFilters: [],
      setMode: (mode) => set({ mode }),
      choose: (item) => set((state) => choosePanelItem(state, item)),
      show: (item) => set({ item, isPanelOpen: true, selectedPlaceId: null }),
      togglePanel: () =>
        set((state) =>
          state.isPanelOpen ? { isPanelOpen: false, selectedPlaceId: null } : { isPanelOpen: true },
        ),
      selectPlace: (selectedPlaceId) => set({ selectedPlaceId }),
      setRadius: (radiusM) => set({ radiusM: clampRadius(radiusM) }),
      setRadiusFilterOn: (isRadiusFilterOn) => set({ isRadiusFilterOn }),
      setOpenFilter: (openFilter) => set({ openFilter }),
      toggleFactFilter: (fact) =>
        set((state) => ({
          factFilters: state.factFilters.includes(fact)
            ? state.factFilters.filter((f) => f !== fact)
            : KMAP_FACT_FILTERS.filter((f) => f === fact || state.factFilters.includes(f)),
        })),
    }),
    {
      name: STORAGE_KEYS.mapStore,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      // The selection, the data mode and the opening-hours and fact filters belong to one visit (an "open now" found again
      // days later would hide places unasked); the list choice and the radius are preferences.
      partialize: (state) => ({
        item: state.item,
        radiusM: state.radiusM,
        isRadiusFilterOn: state.isRadiusFilterOn,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<MapStoreState>;
        return {
          ...current,
          item: isPanelItem(saved.item) ? saved.item : current.item,
          radiusM: clampRadius(saved.radiusM ?? current.radiusM),
          isRadiusFilterOn: saved.isRadiusFilterOn ?? current.isRadiusFilterOn,
        };
      },
    },
  ),
);
