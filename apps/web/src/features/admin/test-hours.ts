import type { HoursDayDto, HoursPreviewDto } from '@ktravel/contract';

/**
 * A valid preview answer of 14 days from Monday 4 May 2026, as POST /api/places/hours/preview gives it: a
 * restaurant open 11:30–15:00 and 17:00–21:30 (a break between) but on Sundays, closed for Children's Day. For tests.
 */
export function testHoursPreview(openingHours = 'Mo-Sa 11:30-15:00,17:00-21:30; Su off'): HoursPreviewDto {
  const days = Array.from({ length: 14 }, (_, index): HoursDayDto => {
    // Monday 4 May to Sunday 17 May 2026; Children's Day is Tuesday 5 May.
    const date = `2026-05-${String(4 + index).padStart(2, '0')}`;
    const base = { date, holiday: null, closure: null, lastEntry: null };
    if (date === '2026-05-05') {
      return { ...base, state: 'closed', intervals: [], holiday: "Children's Day", closure: 'holiday' };
    }
    if (index % 7 === 6) return { ...base, state: 'closed', intervals: [], closure: 'weekly' };
    return {
      ...base,
      state: 'open',
      intervals: [
        { from: '11:30', to: '15:00' },
        { from: '17:00', to: '21:30' },
      ],
    };
  });
  return { valid: true, openingHours, timezone: 'Asia/Seoul', days };
}
