import { describe, expect, it } from 'vitest';
import { FIT_SINGLE_ZOOM, fitView } from './map-fit.ts';

describe('fitView', () => {
  it('has nothing to show without points', () => {
    expect(fitView([])).toBeNull();
  });

  it('centres one place at a street-level zoom, and several at the same spot likewise', () => {
    const palace = { lat: 37.5796, lng: 126.977 };
    expect(fitView([palace])).toEqual({ kind: 'center', center: palace, zoom: FIT_SINGLE_ZOOM });
    expect(fitView([palace, { ...palace }])).toEqual({
      kind: 'center',
      center: palace,
      zoom: FIT_SINGLE_ZOOM,
    });
  });

  it('gives the south-west and north-east corners of every point', () => {
    const view = fitView([
      { lat: 37.5796, lng: 126.977 },
      { lat: 35.1587, lng: 129.1604 },
      { lat: 37.5512, lng: 126.9882 },
    ]);
    expect(view).toEqual({
      kind: 'bounds',
      bounds: [
        [35.1587, 126.977],
        [37.5796, 129.1604],
      ],
    });
  });
});
