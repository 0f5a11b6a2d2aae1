import type { CourseStopDto } from '@ktravel/contract';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStop } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import { CourseRouteArt } from './course-route-art.tsx';

const JONGNO: CourseStopDto[] = [
  testStop({ id: 11, order: 1, name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 }),
  testStop({ id: 12, order: 2, name: 'Bukchon Hanok Village', lat: 37.5826, lng: 126.9831 }),
  testStop({ id: 13, order: 3, name: 'Changdeokgung', lat: 37.5794, lng: 126.991 }),
  testStop({ id: 14, order: 4, name: 'Gwangjang Market', lat: 37.57, lng: 126.9996 }),
];

function renderArt(stops: CourseStopDto[], courseId = 1) {
  return render(<CourseRouteArt courseId={courseId} stops={stops} data-testid="art" />);
}

function linePoints(container: HTMLElement): Array<[number, number]> {
  const line = container.querySelector('[data-testid="route-art-line"]');
  return (line?.getAttribute('points') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('CourseRouteArt', () => {
  beforeAll(initTestI18n);

  it('draws one numbered dot per stop and a line through them in order', () => {
    const { container } = renderArt(JONGNO);
    const dots = screen.getAllByTestId('route-art-stop');
    expect(dots.map((dot) => dot.textContent)).toEqual(['1', '2', '3', '4']);
    const points = linePoints(container);
    expect(points).toHaveLength(4);
    // West to east: Gyeongbokgung is left of Gwangjang Market, and north (higher) of it.
    expect(points[0]![0]).toBeLessThan(points[3]![0]);
    expect(points[0]![1]).toBeLessThan(points[3]![1]);
    expect(screen.getByTestId('art').getAttribute('aria-hidden')).toBe('true');
  });

  it('sorts the stops by their order', () => {
    renderArt([...JONGNO].reverse());
    expect(screen.getByTestId('art').textContent).toContain('Gyeongbokgung → Gwangjang Market');
  });

  it('names the first and last stop in the reader’s language', () => {
    const linked = JONGNO.map((stop, index) =>
      index === 0
        ? { ...stop, placeName: 'Gyeongbokgung Palace', placeNameKo: '경복궁', placeNameZh: '景福宫' }
        : stop,
    );
    renderArt(linked);
    expect(screen.getByTestId('art').textContent).toContain('Gyeongbokgung Palace → Gwangjang Market');
  });

  it('draws no line and no dot without stops', () => {
    const { container } = renderArt([]);
    expect(screen.queryAllByTestId('route-art-stop')).toHaveLength(0);
    expect(container.querySelector('[data-testid="route-art-line"]')).toBeNull();
  });

  it('centres a single stop and names it', () => {
    const { container } = renderArt([JONGNO[0]!]);
    const dot = screen.getByTestId('route-art-stop').querySelector('circle:not([opacity])');
    expect(Number(dot?.getAttribute('cx'))).toBe(160);
    expect(container.querySelector('[data-testid="route-art-line"]')).toBeNull();
    expect(screen.getByTestId('art').textContent).toContain('Gyeongbokgung');
  });

  it('spreads stops at identical coordinates so every number stays readable', () => {
    const same = [1, 2, 3].map((order) =>
      testStop({ id: order, order, name: `Stop ${order}`, lat: 37.5, lng: 127 }),
    );
    const { container } = renderArt(same);
    const points = linePoints(container);
    expect(points).toHaveLength(3);
    for (const [x, y] of points) {
      expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    }
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const [a, b] = [points[i]!, points[j]!];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(20);
      }
    }
  });

  it('gives neighbouring course ids different palettes and patterns', () => {
    const looks = [1, 2, 3, 4, 5, 6, 7].map((id) => {
      const { unmount } = renderArt(JONGNO, id);
      const art = screen.getByTestId('art');
      const look = { palette: art.dataset.palette, pattern: art.dataset.pattern };
      unmount();
      return look;
    });
    for (let i = 1; i < looks.length; i++) {
      expect(looks[i]!.palette).not.toBe(looks[i - 1]!.palette);
      expect(looks[i]!.pattern).not.toBe(looks[i - 1]!.pattern);
    }
    // Ids a palette cycle apart share a palette but not a pattern.
    expect(looks[6]!.palette).toBe(looks[0]!.palette);
    expect(looks[6]!.pattern).not.toBe(looks[0]!.pattern);
  });
});
