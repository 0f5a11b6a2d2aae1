import { describe, expect, it } from 'vitest';
import { coveredInsets, NO_INSETS, pinRoom, revealShift, revealSpot } from './map-reveal.ts';

const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('coveredInsets', () => {
  // The map below the header, beside the 64 px rail: 1216 × 656 on a 1280 × 720 screen.
  const desktop = rect(64, 64, 1280, 720);

  it('counts a side panel against the left edge, list and detail side by side', () => {
    const list = rect(64, 64, 384, 720);
    const detail = rect(384, 64, 768, 720);
    expect(coveredInsets(desktop, [list, detail])).toEqual({ ...NO_INSETS, left: 704 });
  });

  it('counts a bottom sheet against the bottom edge, the taller of two', () => {
    const phone = rect(0, 120, 375, 740);
    const list = rect(0, 440, 375, 740);
    const detail = rect(0, 275, 375, 740);
    expect(coveredInsets(phone, [list, detail])).toEqual({ ...NO_INSETS, bottom: 465 });
  });

  it('ignores panels outside the map or floating clear of its edges', () => {
    expect(coveredInsets(desktop, [rect(0, 0, 64, 720), rect(400, 300, 500, 400)])).toEqual(NO_INSETS);
  });

  it('only counts the part of a panel over the map', () => {
    expect(coveredInsets(desktop, [rect(0, 0, 400, 900)])).toEqual({ ...NO_INSETS, left: 336 });
  });
});

describe('pinRoom', () => {
  it('keeps the pin whole: its height above the point, half its width on each side, and a margin', () => {
    expect(pinRoom({ ...NO_INSETS, left: 704 }, [42, 54], 16)).toEqual({
      top: 70,
      right: 37,
      bottom: 16,
      left: 704 + 37,
    });
  });
});

describe('revealShift', () => {
  const size = { x: 1216, y: 656 };
  const room = pinRoom({ ...NO_INSETS, left: 704 }, [42, 54], 16);

  it('does not move the map when the pin already shows beside the panel', () => {
    expect(revealShift(size, { x: 900, y: 300 }, room)).toBeNull();
  });

  it('pans only as far as needed to bring a pin out from under the panel', () => {
    // The map's centre, under the panel: the view moves 133 px left so the point lands at x = 741.
    expect(revealShift(size, { x: 608, y: 328 }, room)).toEqual({ x: -133, y: 0 });
  });

  it('pans the other way for a pin past the right or bottom edge, and down for one too near the top', () => {
    expect(revealShift(size, { x: 1300, y: 700 }, room)).toEqual({
      x: 1300 - (1216 - 37),
      y: 700 - (656 - 16),
    });
    expect(revealShift(size, { x: 900, y: 20 }, room)).toEqual({ x: 0, y: 20 - 70 });
  });

  it('on a phone, brings the pin above the sheet', () => {
    const phone = { x: 375, y: 620 };
    const sheet = pinRoom({ ...NO_INSETS, bottom: 465 }, [42, 54], 16);
    const shift = revealShift(phone, { x: 187, y: 310 }, sheet);
    expect(shift).toEqual({ x: 0, y: 310 - (620 - 465 - 16) });
    // The point then sits above the sheet with the pin's height free above it.
    const landed = 310 - (shift?.y ?? 0);
    expect(landed).toBeLessThanOrEqual(620 - 465);
    expect(landed - 54).toBeGreaterThanOrEqual(0);
  });

  it('puts the point in the middle of what is left when the room asked for does not fit', () => {
    const tight = { top: 300, right: 0, bottom: 300, left: 0 };
    expect(revealShift({ x: 400, y: 500 }, { x: 200, y: 100 }, tight)).toEqual({ x: 0, y: -150 });
  });
});

describe('revealSpot', () => {
  it('is the middle of the free part of the map', () => {
    const room = pinRoom({ ...NO_INSETS, left: 704 }, [42, 54], 16);
    expect(revealSpot({ x: 1216, y: 656 }, room)).toEqual({ x: (741 + 1179) / 2, y: (70 + 640) / 2 });
  });
});
