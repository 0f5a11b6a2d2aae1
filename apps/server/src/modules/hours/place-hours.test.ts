import { describe, expect, it } from 'vitest';
import { holidayLabel, holidayNames, isHoliday } from './korean-holidays.ts';
import { canonicalOpeningHours, OpeningHoursSyntaxError } from './opening-hours-engine.ts';
import {
  type DayHours,
  dayHours,
  hoursFrom,
  isOpenAt,
  type PlaceHoursSpec,
  resolveHolidays,
} from './place-hours.ts';

/**
 * Hours as data (DESIGN §8.1), evaluated in Asia/Seoul whatever the process's time zone: `npm test` runs this file
 * again under TZ=America/New_York and TZ=Pacific/Auckland (package.json), whose daylight-saving changes
 * (2026-03-08, 2026-11-01; 2026-04-05, 2026-09-27) are among the dates below.
 */

const spec = (osm: string | null, closingDayMovesOnHoliday = false): PlaceHoursSpec => ({
  openingHours: osm === null ? null : canonicalOpeningHours(osm),
  closingDayMovesOnHoliday,
});

const GYEONGBOKGUNG = spec(
  'Mar-May,Sep-Oct Mo,We-Su,PH 09:00-18:00 open "last entry 17:00"; Jun-Aug Mo,We-Su,PH 09:00-18:30 open "last entry 17:30"; Nov-Feb Mo,We-Su,PH 09:00-17:00 open "last entry 16:00"',
  true,
);
const CHANGDEOKGUNG = spec(
  'Feb-May,Sep-Oct Tu-Su,PH 09:00-18:00 open "last entry 17:00"; Jun-Aug Tu-Su,PH 09:00-18:30 open "last entry 17:30"; Nov-Jan Tu-Su,PH 09:00-17:30 open "last entry 16:30"',
  true,
);
const BALWOO = spec(
  'Mo-Sa 11:30-15:00,18:00-21:30; Jan 01 off; 2026 Feb 16-18 off; 2026 Sep 24-26 off; 2027 Feb 06-08 off; 2027 Sep 14-16 off',
);
const MUSEUM = spec(
  'Mo,Tu,Th,Fr,Su 10:00-18:00; We,Sa 10:00-21:00; Jan 01 off; 2026 Feb 17 off; 2026 Sep 25 off; 2027 Feb 07 off; 2027 Sep 15 off',
);

const hm = (h: number, m = 0) => h * 60 + m;
/** A day in short: state, intervals as HH:mm-HH:mm, closure. */
function brief(day: DayHours): string {
  const pad = (n: number) =>
    `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  const intervals = day.intervals.map((i) => `${pad(i.from)}-${pad(i.to)}`).join(',');
  return [day.state, intervals, day.closure ?? ''].filter(Boolean).join(' ');
}
const on = (s: PlaceHoursSpec, date: string) => brief(dayHours(s, date));

describe('the official holiday list', () => {
  it('has 2026 and 2027 with their substitute holidays', () => {
    expect(holidayNames('2026-02-17')).toEqual(['설날']);
    expect(holidayNames('2026-03-02')).toEqual(['대체공휴일(3ㆍ1절)']);
    expect(holidayNames('2026-05-25')).toEqual(['대체공휴일(부처님 오신 날)']);
    expect(holidayNames('2026-10-05')).toEqual(['대체공휴일(개천절)']);
    expect(holidayNames('2027-02-09')).toEqual(['대체공휴일(설날)']);
    expect(holidayNames('2027-10-11')).toEqual(['대체공휴일(한글날)']);
    expect(holidayNames('2027-12-27')).toEqual(['대체공휴일(기독탄신일)']);
    expect(isHoliday('2026-12-01')).toBe(false);
    // Beyond the shipped list: unknown, not "no holiday".
    expect(isHoliday('2028-01-01')).toBeUndefined();
  });

  it('names holidays in English and Chinese', () => {
    expect(holidayLabel(['설날'], 'en')).toBe('Seollal (Lunar New Year)');
    expect(holidayLabel(['대체공휴일(3ㆍ1절)'], 'en')).toBe('Substitute holiday (Independence Movement Day)');
    expect(holidayLabel(['대체공휴일(3ㆍ1절)'], 'zh')).toBe('补休日（三一节）');
    expect(holidayLabel(['추석'], 'ko')).toBe('추석');
    expect(holidayLabel(['제22대국회의원선거'], 'en')).toBe('National Assembly election');
  });
});

describe('royal palaces: the closing day moves after a public holiday', () => {
  it('closes on its weekday, with the season’s hours and last entry', () => {
    expect(on(GYEONGBOKGUNG, '2026-12-01')).toBe('closed weekly');
    expect(dayHours(GYEONGBOKGUNG, '2026-12-02')).toMatchObject({
      state: 'open',
      intervals: [{ from: hm(9), to: hm(17) }],
      lastEntry: hm(16),
      holiday: null,
    });
    expect(on(GYEONGBOKGUNG, '2026-06-10')).toBe('open 09:00-18:30');
    expect(on(GYEONGBOKGUNG, '2026-10-31')).toBe('open 09:00-18:00');
    // Month ends: October's hours on the 31st, November's on the 1st.
    expect(on(GYEONGBOKGUNG, '2026-11-01')).toBe('open 09:00-17:00');
    expect(on(CHANGDEOKGUNG, '2027-01-31')).toBe('open 09:00-17:30');
    expect(on(CHANGDEOKGUNG, '2027-02-01')).toBe('closed weekly');
    expect(on(CHANGDEOKGUNG, '2027-02-02')).toBe('open 09:00-18:00');
  });

  it('opens on a holiday that falls on its closing day and closes the next day that is not one (Seollal 2026)', () => {
    const days = hoursFrom(GYEONGBOKGUNG, '2026-02-16', 4).map(brief);
    // Mon 16 (eve), Tue 17 (Seollal, its closing weekday), Wed 18 (day after): open; Thu 19 closes instead.
    expect(days).toEqual(['open 09:00-17:00', 'open 09:00-17:00', 'open 09:00-17:00', 'closed moved']);
    const monday = hoursFrom(CHANGDEOKGUNG, '2026-02-16', 4).map(brief);
    expect(monday).toEqual(['open 09:00-18:00', 'open 09:00-18:00', 'open 09:00-18:00', 'closed moved']);
    expect(dayHours(GYEONGBOKGUNG, '2026-02-17').holiday).toEqual(['설날']);
  });

  it('counts substitute holidays (2026-03-02, 2026-05-25, 2026-10-05, 2027-02-09, 2027-10-11)', () => {
    // Changdeokgung closes on Mondays: each substitute Monday opens, the Tuesday after closes.
    for (const [monday, tuesday] of [
      ['2026-03-02', '2026-03-03'],
      ['2026-05-25', '2026-05-26'],
      ['2026-10-05', '2026-10-06'],
      ['2027-10-11', '2027-10-12'],
    ]) {
      expect(on(CHANGDEOKGUNG, monday!)).toMatch(/^open/);
      expect(on(CHANGDEOKGUNG, tuesday!)).toBe('closed moved');
    }
    // 2027: Seollal Sat 6 – Mon 8, substitute Tue 9. Gyeongbokgung's Tuesday falls on the substitute day.
    expect(hoursFrom(GYEONGBOKGUNG, '2027-02-08', 3).map(brief)).toEqual([
      'open 09:00-17:00',
      'open 09:00-17:00',
      'closed moved',
    ]);
    expect(hoursFrom(CHANGDEOKGUNG, '2027-02-08', 3).map(brief)).toEqual([
      'open 09:00-18:00',
      'open 09:00-18:00',
      'closed moved',
    ]);
  });

  it('does not move a closing day when no holiday fell on it', () => {
    // Chuseok 2026 is Thu 24 – Sat 26: no Tuesday inside, so Sunday is an ordinary open day.
    expect(on(GYEONGBOKGUNG, '2026-09-27')).toBe('open 09:00-18:00');
    expect(on(GYEONGBOKGUNG, '2026-09-29')).toBe('closed weekly');
    // Christmas 2026 is a Friday: open, and Saturday too.
    expect(on(GYEONGBOKGUNG, '2026-12-26')).toBe('open 09:00-17:00');
  });
});

describe('restaurants and museums', () => {
  it('has a break between two intervals of a day', () => {
    expect(on(BALWOO, '2026-12-01')).toBe('open 11:30-15:00,18:00-21:30');
    expect(isOpenAt(BALWOO, '2026-12-01', hm(15, 30))).toBe(false);
    expect(isOpenAt(BALWOO, '2026-12-01', hm(12))).toBe(true);
    expect(isOpenAt(BALWOO, '2026-12-01', hm(21, 30))).toBe(false);
    expect(on(BALWOO, '2026-12-06')).toBe('closed weekly');
  });

  it('closes on the holidays its hours name, and stays open on the others', () => {
    expect(on(BALWOO, '2026-09-25')).toBe('closed holiday');
    expect(on(BALWOO, '2027-01-01')).toBe('closed holiday');
    expect(on(BALWOO, '2026-12-25')).toBe('open 11:30-15:00,18:00-21:30');
    expect(on(MUSEUM, '2026-02-16')).toBe('open 10:00-18:00');
    expect(on(MUSEUM, '2026-02-17')).toBe('closed holiday');
    expect(on(MUSEUM, '2026-12-02')).toBe('open 10:00-21:00');
  });

  it('says unknown where the list of holidays or the written dates end', () => {
    // The museum's Seollal dates are written for 2026–2027 only; 2028 is not guessed.
    expect(on(MUSEUM, '2028-01-26')).toBe('unknown');
    expect(on(GYEONGBOKGUNG, '2028-03-01')).toBe('unknown');
    // Hours that name no holiday and no date read the same any year.
    expect(on(spec('Mo-Fr 09:00-18:00'), '2028-03-01')).toBe('open 09:00-18:00');
    expect(on(spec(null), '2026-12-01')).toBe('unknown');
  });

  it('keeps "unknown" rules apart from open ones', () => {
    const s = spec('Mo-Fr 09:00-18:00; Sa 10:00-14:00 unknown');
    expect(on(s, '2026-12-05')).toBe('unknown');
    expect(on(s, '2026-12-06')).toBe('closed weekly');
  });
});

describe('midnight, month and year ends', () => {
  const bar = spec('Mo-Su 18:00-02:00');
  it('carries an interval past midnight into the next day', () => {
    expect(on(bar, '2026-03-08')).toBe('open 00:00-02:00,18:00-24:00');
    // 02:30 on 8 March does not exist in New York; in Seoul it does, and the bar is closed then.
    expect(isOpenAt(bar, '2026-03-08', hm(1, 30))).toBe(true);
    expect(isOpenAt(bar, '2026-03-08', hm(2, 30))).toBe(false);
    expect(isOpenAt(bar, '2026-11-01', hm(1, 30))).toBe(true);
    expect(isOpenAt(bar, '2026-04-05', hm(2, 30))).toBe(false);
    expect(isOpenAt(bar, '2026-09-27', hm(2, 0))).toBe(false);
  });

  it('crosses month and year ends', () => {
    const friday = spec('Fr 22:00-03:00');
    expect(on(friday, '2026-07-31')).toBe('open 22:00-24:00');
    expect(on(friday, '2026-08-01')).toBe('open 00:00-03:00');
    const tuesday = spec('Tu 20:00-26:00');
    expect(on(tuesday, '2026-03-31')).toBe('open 20:00-24:00');
    expect(on(tuesday, '2026-04-01')).toBe('open 00:00-02:00');
    expect(on(spec('Th 23:00-01:00'), '2027-01-01')).toBe('open 00:00-01:00');
    expect(on(spec('Mo-Su 00:00-24:00'), '2026-12-31')).toBe('open 00:00-24:00');
  });
});

describe('PH stands for Korea’s holidays in every form of the syntax', () => {
  it('union, intersection and the day before or after', () => {
    // Thu 24 Sep 2026 is 추석 전날.
    expect(on(spec('Sa,Su,PH 10:00-16:00'), '2026-09-24')).toBe('open 10:00-16:00');
    expect(on(spec('Sa,Su,PH 10:00-16:00'), '2026-09-23')).toBe('closed weekly');
    // A holiday that is a Sunday: 2026-03-01 (3·1절) is one, 2026-09-25 (Chuseok, Friday) is not.
    expect(on(spec('PH Su 10:00-12:00'), '2026-03-01')).toBe('open 10:00-12:00');
    expect(on(spec('PH Su 10:00-12:00'), '2026-09-25')).toMatch(/^closed/);
    // The day after a holiday: 2026-10-10 follows 한글날.
    expect(on(spec('Mo-Su 09:00-18:00; PH +1 day off'), '2026-10-10')).toBe('closed other');
    expect(on(spec('Mo-Su 09:00-18:00; PH +1 day off'), '2026-10-09')).toBe('open 09:00-18:00');
    expect(on(spec('Mo-Su 09:00-18:00; PH -1 day 09:00-12:00'), '2026-10-08')).toBe('open 09:00-12:00');
    // A holiday's night runs past midnight into an ordinary day.
    expect(on(spec('PH 20:00-02:00'), '2026-10-10')).toBe('open 00:00-02:00');
  });

  it('leaves comments alone', () => {
    expect(resolveHolidays('Mo-Fr 09:00-18:00; PH off "PH is closed"', '2026-10-09', () => true)).toBe(
      'Mo-Fr 09:00-18:00; Th,Fr off "PH is closed"',
    );
  });
});

describe('checking and normalising a value', () => {
  it('keeps the library’s canonical form', () => {
    expect(canonicalOpeningHours('daily 9-18')).toBe('Mo-Su 09:00-18:00');
    expect(canonicalOpeningHours('Mo-Fr 09:00-18:00; PH off')).toBe('Mo-Fr 09:00-18:00; PH off');
  });

  it('names the problem and where it is', () => {
    const error = (value: string) => {
      try {
        canonicalOpeningHours(value);
      } catch (err) {
        return err as OpeningHoursSyntaxError;
      }
      throw new Error(`accepted: ${value}`);
    };
    expect(error('Mo-Fx 09:00-18:00')).toMatchObject({
      position: 4,
      problem: expect.stringMatching(/Unexpected/),
    });
    expect(error('Mo 25:00-26:00').position).toBeGreaterThan(0);
    expect(error('Mo-Fr sunrise-sunset').problem).toMatch(/sun/);
    expect(error('SH Mo 10:00-12:00').problem).toMatch(/School holidays/);
    expect(error('Mo-Fr 09:00-18:00; PH +2 days off')).toBeInstanceOf(OpeningHoursSyntaxError);
  });
});
