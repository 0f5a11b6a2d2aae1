import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testPost } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import { TREND_SCROLL_STEP_PX, TrendCarousel } from './trend-carousel.tsx';

const trends = [1, 2, 3, 4, 5].map((id) => testPost({ id, postType: 'trend', title: `Trend ${id}` }));

/** Renders the carousel in a strip `clientWidth` wide showing `scrollWidth` of cards, scrolled to `left`. */
function renderCarousel(scroll: { left: number; clientWidth: number; scrollWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => scroll.clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => scroll.scrollWidth);
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  const router = createMemoryRouter([
    { path: '/', element: <TrendCarousel trends={trends} label="Trends" /> },
  ]);
  render(<RouterProvider router={router} />);
  const strip = screen.getByTestId('trend-strip');
  strip.scrollLeft = scroll.left;
  fireEvent.scroll(strip);
  return { strip, scrollBy };
}

describe('TrendCarousel', () => {
  beforeAll(initTestI18n);
  afterEach(() => vi.restoreAllMocks());

  it('lists the trends in their order as links to their pages', () => {
    renderCarousel({ left: 0, clientWidth: 600, scrollWidth: 1280 });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(trends.map((trend) => trend.title));
    expect(links[0]?.getAttribute('href')).toBe('/buzz/trend/1');
  });

  it("marks each title with its language and names the language beside the date when it is not the reader's", () => {
    const mixed = [
      testPost({ id: 1, postType: 'trend', title: '서울 야시장 가이드' }),
      testPost({ id: 2, postType: 'trend', title: '首尔夜市指南' }),
      testPost({ id: 3, postType: 'trend', title: 'Seoul night markets' }),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <TrendCarousel trends={mixed} label="Trends" /> },
    ]);
    render(<RouterProvider router={router} />);
    const cards = screen.getAllByTestId('trend-card');
    const headings = cards.map((card) => within(card).getByRole('heading'));
    expect(headings.map((heading) => heading.getAttribute('lang'))).toEqual(['ko', 'zh', 'en']);
    // The heading holds the title alone (browser tests and reorder labels read it).
    expect(headings.map((heading) => heading.textContent)).toEqual(mixed.map((trend) => trend.title));
    const chips = cards.map(
      (card) => within(card).queryByTestId('content-language')?.querySelector('[aria-hidden]')?.textContent,
    );
    expect(chips).toEqual(['Korean', 'Chinese (Simplified)', undefined]);
  });

  it('scrolls exactly one card width plus the gap (240 + 20 px) each way', () => {
    expect(TREND_SCROLL_STEP_PX).toBe(260);
    const { scrollBy } = renderCarousel({ left: 260, clientWidth: 600, scrollWidth: 1280 });
    fireEvent.click(screen.getByRole('button', { name: 'Next trend articles' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 260, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous trend articles' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -260, behavior: 'smooth' });
  });

  it('says an arrow is unavailable at its end, and does nothing there', () => {
    const { strip, scrollBy } = renderCarousel({ left: 0, clientWidth: 600, scrollWidth: 1280 });
    const previous = screen.getByRole('button', { name: 'Previous trend articles' });
    const next = screen.getByRole('button', { name: 'Next trend articles' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();

    strip.scrollLeft = 680;
    fireEvent.scroll(strip);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBeNull();
  });

  it('jumps without animation for readers who ask for reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { scrollBy } = renderCarousel({ left: 0, clientWidth: 600, scrollWidth: 1280 });
    fireEvent.click(screen.getByRole('button', { name: 'Next trend articles' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 260, behavior: 'auto' });
  });
});
