import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import { KmapStatus } from './loading-status.tsx';

const shown = () => screen.getByRole('status').getAttribute('data-status');
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('KmapStatus', () => {
  beforeAll(initTestI18n);

  it('advances map-init, places, markers, idle: markers count as drawn one frame after the map got them', async () => {
    const { rerender } = render(<KmapStatus isMapReady={false} isFetching markersKey="" />);
    expect(shown()).toBe('map-init');
    rerender(<KmapStatus isMapReady isFetching markersKey="" />);
    expect(shown()).toBe('places');
    rerender(<KmapStatus isMapReady isFetching={false} markersKey="1,2,3" />);
    expect(shown()).toBe('markers');
    await nextFrame();
    expect(shown()).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('Map ready');

    // New markers (another list): drawn again before the map is idle.
    rerender(<KmapStatus isMapReady isFetching={false} markersKey="4,5" />);
    expect(shown()).toBe('markers');
    await nextFrame();
    expect(shown()).toBe('idle');
  });
});
