import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoute } from '@/test/render.tsx';
import { type PlaceListEntry, PlaceListPanel, VIRTUAL_LIST_FROM } from './place-list-panel.tsx';

const entries = (count: number): PlaceListEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Place ${i + 1}`,
    address: `${i + 1} Sejong-daero`,
    type: 'travel',
    distanceM: 100 * (i + 1),
  }));

function renderPanel(list: PlaceListEntry[], onSelect = vi.fn()) {
  renderRoute(
    '/kmap',
    <PlaceListPanel
      id="kmap-list"
      item="all"
      entries={list}
      total={list.length}
      isLoading={false}
      selectedId={2}
      isAdmin={false}
      onSelect={onSelect}
      onClose={vi.fn()}
    />,
  );
  return onSelect;
}

describe('PlaceListPanel', () => {
  beforeAll(initTestI18n);

  it('lists a short list whole: name, distance, type and address, the selected one marked', () => {
    const onSelect = renderPanel(entries(VIRTUAL_LIST_FROM));
    const list = screen.getByRole('list', { name: 'All places' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(VIRTUAL_LIST_FROM);
    const second = within(list).getByText('Place 2').closest('button')!;
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(second.textContent).toContain('200 m');
    expect(second.textContent).toContain('2 Sejong-daero');
    fireEvent.click(within(list).getByText('Place 3'));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('renders a long list a window at a time, each row knowing its place in the whole', () => {
    const total = VIRTUAL_LIST_FROM * 5;
    // jsdom lays nothing out: give the scrolling panel a phone-sized height to measure.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    renderPanel(entries(total));
    const list = screen.getByRole('list', { name: 'All places' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(total);
    expect(rows[0]!.getAttribute('aria-setsize')).toBe(String(total));
    const positions = rows.map((row) => Number(row.getAttribute('aria-posinset'))).sort((a, b) => a - b);
    // A contiguous window of the whole (which window jsdom's missing layout picks is not the point here; the
    // browser test checks the first and the last rows in Chromium).
    expect(positions).toEqual(positions.map((_, i) => positions[0]! + i));
    expect(screen.getByText(`${total} places`)).toBeTruthy();
    vi.restoreAllMocks();
  });
});
