import { PLACE_TYPES } from '@ktravel/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlaceArt, preloadPlaceArt } from './place-art.tsx';
import { ILLUSTRATION_KINDS } from './place-illustrations/choose.ts';

// First in the file (each test file has its own modules): nothing has loaded the drawings yet.
describe('PlaceArt before its drawings have loaded', () => {
  it('shows the type’s colour at once, then the drawing', async () => {
    const { container } = render(<PlaceArt type="food" name="Jungsik" />);
    const art = screen.getByTestId('place-art');
    expect(art.className).toContain('from-accent-100');
    expect(art.dataset.illustration).toBe('bibimbap');
    expect(container.querySelector('svg')).toBeNull();
    await waitFor(() => expect(container.querySelector('svg g[transform]')).not.toBeNull());
  });
});

describe('PlaceArt', () => {
  beforeAll(() => preloadPlaceArt());

  it.each(PLACE_TYPES)('draws a decorative %s illustration', (type) => {
    const { container } = render(<PlaceArt type={type} />);
    const art = screen.getByTestId('place-art');
    expect(art.dataset.placeType).toBe(type);
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg path, svg circle, svg ellipse, svg rect').length).toBeGreaterThan(
      5,
    );
  });

  it('gives each type its own colour and drawing', () => {
    const looks = PLACE_TYPES.map((type) => {
      const { container, unmount } = render(<PlaceArt type={type} />);
      const art = screen.getByTestId('place-art');
      const look = { className: art.className, drawing: container.querySelector('svg')?.innerHTML };
      unmount();
      return look;
    });
    expect(new Set(looks.map((look) => look.className)).size).toBe(PLACE_TYPES.length);
    expect(new Set(looks.map((look) => look.drawing)).size).toBe(PLACE_TYPES.length);
  });

  it('draws what the place is when its names say so, on its type’s colour', () => {
    render(<PlaceArt type="travel" name="Seokguram Grotto" nameKo="석굴암" />);
    const art = screen.getByTestId('place-art');
    expect(art.dataset.illustration).toBe('grotto');
    expect(art.dataset.placeType).toBe('travel');
    expect(art.className).toContain('from-brand-100');
  });

  it('falls back on the type’s own drawing, a place of no type on the travel one', () => {
    const { unmount } = render(<PlaceArt type="food" name="Jungsik" />);
    expect(screen.getByTestId('place-art').dataset.illustration).toBe('bibimbap');
    unmount();
    render(<PlaceArt type={null} />);
    expect(screen.getByTestId('place-art').dataset.illustration).toBe('palace');
  });

  it('has a drawing of its own for every kind', () => {
    const kinds = Object.values(ILLUSTRATION_KINDS).flat();
    const drawings = kinds.map((kind) => {
      const { container, unmount } = render(<PlaceArt type={null} kind={kind} />);
      const drawing = container.querySelector('svg g[transform]')?.innerHTML;
      unmount();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(kinds.length);
  });
});
