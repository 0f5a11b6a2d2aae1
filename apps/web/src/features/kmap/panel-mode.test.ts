import { describe, expect, it } from 'vitest';
import {
  choosePanelItem,
  INITIAL_PANEL_STATE,
  isPanelItem,
  panelModeOf,
  parseTypeParam,
} from './panel-mode.ts';

describe('panel mode rules (spec §4)', () => {
  it('opens the chosen list with nothing selected', () => {
    const state = { item: 'all' as const, isPanelOpen: true, selectedPlaceId: 12 };
    expect(choosePanelItem(state, 'food')).toEqual({
      item: 'food',
      isPanelOpen: true,
      selectedPlaceId: null,
    });
  });

  it('choosing the active item again closes the panel and clears the selection', () => {
    const state = { item: 'food' as const, isPanelOpen: true, selectedPlaceId: 12 };
    expect(choosePanelItem(state, 'food')).toEqual({
      item: 'food',
      isPanelOpen: false,
      selectedPlaceId: null,
    });
  });

  it('choosing the item of a closed panel opens it again', () => {
    const state = { item: 'cafe' as const, isPanelOpen: false, selectedPlaceId: null };
    expect(choosePanelItem(state, 'cafe').isPanelOpen).toBe(true);
  });

  it('bookmarks are the bookmarks mode, every other item the type mode', () => {
    expect(panelModeOf('bookmarks')).toBe('bookmarks');
    expect(panelModeOf('travel')).toBe('type');
    expect(panelModeOf('all')).toBe('type');
    expect(INITIAL_PANEL_STATE).toEqual({ item: 'all', isPanelOpen: true, selectedPlaceId: null });
  });

  it('?type= accepts only travel, food and cafe', () => {
    expect(parseTypeParam('travel')).toBe('travel');
    expect(parseTypeParam('food')).toBe('food');
    expect(parseTypeParam('cafe')).toBe('cafe');
    expect(parseTypeParam('bookmarks')).toBeNull();
    expect(parseTypeParam('all')).toBeNull();
    expect(parseTypeParam('FOOD')).toBeNull();
    expect(parseTypeParam(null)).toBeNull();
    expect(isPanelItem('bookmarks')).toBe(true);
    expect(isPanelItem('shopping')).toBe(false);
  });
});
