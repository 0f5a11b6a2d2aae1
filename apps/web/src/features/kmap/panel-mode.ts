import { PLACE_TYPES, type PlaceType } from '@ktravel/contract';

/** What the icon bar offers: one place type, every place, or the member's bookmarks. */
export type PanelItem = PlaceType | 'all' | 'bookmarks';

/** Spec §4 panel mode: a type list (travel, food, cafe or all) or the bookmarks list. */
export type PanelMode = 'type' | 'bookmarks';

export interface PanelState {
  /** The list the map and the panel show. */
  item: PanelItem;
  isPanelOpen: boolean;
  selectedPlaceId: number | null;
}

export const PANEL_ITEMS: readonly PanelItem[] = [...PLACE_TYPES, 'all', 'bookmarks'];

export function isPanelItem(value: unknown): value is PanelItem {
  return typeof value === 'string' && (PANEL_ITEMS as readonly string[]).includes(value);
}

export const INITIAL_PANEL_STATE: PanelState = { item: 'all', isPanelOpen: true, selectedPlaceId: null };

export function panelModeOf(item: PanelItem): PanelMode {
  return item === 'bookmarks' ? 'bookmarks' : 'type';
}

/**
 * Choosing an icon-bar item: the item already shown in the open panel closes the panel and clears the
 * selection (spec §4); any other item opens its list with nothing selected.
 */
export function choosePanelItem(state: PanelState, item: PanelItem): PanelState {
  if (state.isPanelOpen && state.item === item) {
    return { ...state, isPanelOpen: false, selectedPlaceId: null };
  }
  return { item, isPanelOpen: true, selectedPlaceId: null };
}

/** `?type=` preselects a type; only travel, food and cafe are accepted (spec §5). */
export function parseTypeParam(value: string | null): PlaceType | null {
  return (PLACE_TYPES as readonly string[]).includes(value ?? '') ? (value as PlaceType) : null;
}
