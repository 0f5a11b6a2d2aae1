import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testStop } from '@/test/fixtures.ts';
import { initTestI18n, renderRoute } from '@/test/render.tsx';
import { CourseMap } from './course-map.tsx';

const STOPS = [
  testStop({ id: 1, order: 1, name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 }),
  testStop({ id: 2, order: 2, name: 'Bukchon', lat: 37.5826, lng: 126.9831 }),
  testStop({ id: 3, order: 3, name: 'Insadong', lat: 37.5742, lng: 126.985 }),
];

/** A window as wide as a phone (true) or wider (false), for useMediaQuery. */
function phoneWindow(isPhone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: isPhone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

describe('a course’s map (issue 44: a course page on a phone opens without the map’s code)', () => {
  beforeAll(initTestI18n);
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('on a phone, draws the route and opens the map on a tap, the focus on it', async () => {
    phoneWindow(true);
    renderRoute('/kcourse/7', <CourseMap courseId={7} stops={STOPS} title="Palaces" />);
    const preview = screen.getByRole('region', { name: 'Map of the course Palaces' });
    expect(preview.dataset.testid).toBe('course-route-preview');
    expect(within(preview).getAllByTestId('route-art-stop')).toHaveLength(3);
    expect(screen.queryByTestId('course-map')).toBeNull();

    await userEvent.click(within(preview).getByRole('button', { name: 'Show the map' }));
    const map = screen.getByTestId('course-map');
    expect(within(map).getByRole('region', { name: 'Map of the course Palaces' })).toBeTruthy();
    expect(screen.queryByTestId('course-route-preview')).toBeNull();
    expect(document.activeElement).toBe(map);
  });

  it('on a wider screen, opens with the map', () => {
    phoneWindow(false);
    renderRoute('/kcourse/7', <CourseMap courseId={7} stops={STOPS} title="Palaces" />);
    expect(screen.getByTestId('course-map')).toBeTruthy();
    expect(screen.queryByTestId('course-route-preview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});
