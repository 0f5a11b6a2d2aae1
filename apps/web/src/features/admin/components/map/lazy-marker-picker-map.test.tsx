import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoute } from '@/test/render.tsx';
import { LazyMarkerPickerMap } from './lazy-marker-picker-map.tsx';

// The map's chunk failing to load (a deploy replaced it, the network dropped).
vi.mock('./marker-picker-map.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyMarkerPickerMap', () => {
  beforeAll(initTestI18n);

  it('says the map could not be loaded, with a retry, instead of breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/map/add', <LazyMarkerPickerMap results={[]} selected={null} onSelect={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The map could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
