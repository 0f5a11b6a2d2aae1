import { PLACE_TYPES } from '@ktravel/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceArt } from './place-art.tsx';

describe('PlaceArt', () => {
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
});
