import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPalaceStop, testStop } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import { DayHandoffLinks } from './day-handoff-links.tsx';

const palace = testPalaceStop();
const square = testStop({ id: 2, order: 2, name: '광화문광장', lat: 37.5725, lng: 126.9769 });
const stream = testStop({ id: 3, order: 3, name: 'Cheonggyecheon', lat: 37.5696, lng: 126.9784 });

describe('DayHandoffLinks', () => {
  beforeAll(initTestI18n);

  it("opens the day in the three apps, by the stops' Korean names and coordinates, in new tabs", () => {
    render(<DayHandoffLinks stops={[palace, square, stream]} day={2} />);
    const list = screen.getByRole('list', { name: 'Open day 2 in' });
    const kakao = within(list).getByRole('link', { name: /^Kakao Map/ });
    // A walkable day: Kakao takes every stop, the planner's name where the place has no Korean one.
    expect(decodeURIComponent(kakao.getAttribute('href')!)).toBe(
      'https://map.kakao.com/link/by/walk/경복궁,37.579600,126.977000/광화문광장,37.572500,126.976900/Cheonggyecheon,37.569600,126.978400',
    );
    expect(kakao.getAttribute('target')).toBe('_blank');
    expect(kakao.getAttribute('rel')).toBe('noopener noreferrer');
    // Naver and Google take the first leg, and say so.
    const naver = within(list).getByRole('link', { name: 'Naver Map · first leg' });
    expect(decodeURIComponent(naver.getAttribute('href')!)).toMatch(
      /,경복궁\/[\d.]+,[\d.]+,광화문광장\/-\/walk$/,
    );
    const google = within(list).getByRole('link', { name: 'Google Maps · first leg' });
    expect(google.getAttribute('href')).toContain(
      'origin=37.579600%2C126.977000&destination=37.572500%2C126.976900',
    );
  });

  it('a one-day course has one row for its route; a day too far to walk goes by public transport', () => {
    const busan = testStop({ id: 4, order: 2, name: '해운대', lat: 35.1587, lng: 129.1604 });
    render(<DayHandoffLinks stops={[palace, busan]} day={null} />);
    const list = screen.getByRole('list', { name: 'Open the route in' });
    expect(
      within(list)
        .getByRole('link', { name: /^Kakao Map$/ })
        .getAttribute('href'),
    ).toContain('/link/by/traffic/');
    expect(
      within(list)
        .getByRole('link', { name: /^Naver Map$/ })
        .getAttribute('href'),
    ).toMatch(/\/-\/transit$/);
  });

  it('a day without stops has no links', () => {
    const { container } = render(<DayHandoffLinks stops={[]} day={1} />);
    expect(container.innerHTML).toBe('');
  });
});
