import type { Language } from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import { weeklyPattern } from '../../modules/hours/hours-text.ts';
import { canonicalOpeningHours } from '../../modules/hours/opening-hours-engine.ts';
import { SEED_PLACES } from './data/places.ts';
import { placeTexts } from './seed.ts';

/**
 * The demo catalogue's hours (issue 26): every place whose hours are known has them as data too, with a source,
 * and its hand-written lines in each of our languages say the same weekdays as the data: which days it
 * opens and which it closes on.
 */

const EN = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const KO = ['일', '월', '화', '수', '목', '금', '토'];
const ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const JA = ['日', '月', '火', '水', '木', '金', '土'];

/** Traditional Chinese lines in the Simplified words the zh reading below knows (週二休館 → 周二闭馆). */
const asSimplified = (line: string) =>
  line
    .replace(/週/g, '周')
    .replace(/休館|公休|閉館/g, '闭馆')
    .replace(/^每日/, '每天');

/** Weekdays from `from` to `to` (a range across the week's end wraps: Wed–Mon). */
function range(from: number, to: number): number[] {
  const days = [from];
  for (let d = from; d !== to; d = (d + 1) % 7) days.push((d + 1) % 7);
  return days;
}

/** What the lines say: the weekdays they open and the weekdays they close. */
function claims(lines: string[], language: Language): { open: Set<number>; closed: Set<number> } {
  const open = new Set<number>();
  const closed = new Set<number>();
  if (language === 'zh-Hant') return claims(lines.map(asSimplified), 'zh');
  for (const line of lines) {
    if (language === 'ja') {
      // "火曜定休", "日曜、1月1日…は休み": every weekday (X曜) the line names; "水〜月 9:00〜18:00" opens.
      if (/定休|休館|休み|休業/.test(line))
        for (const m of line.matchAll(/([日月火水木金土])曜/g)) closed.add(JA.indexOf(m[1]!));
      if (/^毎日/.test(line))
        range(0, 6).forEach((d) => {
          open.add(d);
        });
      for (const m of line.matchAll(/^([日月火水木金土])〜([日月火水木金土]) /g)) {
        range(JA.indexOf(m[1]!), JA.indexOf(m[2]!)).forEach((d) => {
          open.add(d);
        });
      }
    } else if (language === 'en') {
      // "Closed Tuesdays", "Closed Sundays, 1 January and …": every weekday the line names.
      if (/^Closed\b/.test(line)) {
        for (const m of line.matchAll(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*day/gi))
          closed.add(EN.indexOf(m[1]!.toLowerCase()));
      }
      if (/^Daily\b/.test(line))
        range(0, 6).forEach((d) => {
          open.add(d);
        });
      for (const m of line.matchAll(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)–(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/g)) {
        range(EN.indexOf(m[1]!.toLowerCase()), EN.indexOf(m[2]!.toLowerCase())).forEach((d) => {
          open.add(d);
        });
      }
    } else if (language === 'ko') {
      if (/휴무|휴관/.test(line))
        for (const m of line.matchAll(/([일월화수목금토])요일/g)) closed.add(KO.indexOf(m[1]!));
      if (/^매일/.test(line))
        range(0, 6).forEach((d) => {
          open.add(d);
        });
      for (const m of line.matchAll(/^([일월화수목금토])–([일월화수목금토]) /g)) {
        range(KO.indexOf(m[1]!), KO.indexOf(m[2]!)).forEach((d) => {
          open.add(d);
        });
      }
    } else {
      if (/闭馆|休息$/.test(line) && !/^周[一二三四五六日]至/.test(line)) {
        for (const m of line.matchAll(/(周[一二三四五六日])/g)) closed.add(ZH.indexOf(m[1]!));
      }
      if (/^每天/.test(line))
        range(0, 6).forEach((d) => {
          open.add(d);
        });
      for (const m of line.matchAll(/^(周[一二三四五六日])至(周[一二三四五六日])/g)) {
        range(ZH.indexOf(m[1]!), ZH.indexOf(m[2]!)).forEach((d) => {
          open.add(d);
        });
      }
    }
  }
  return { open, closed };
}

const sorted = (s: Set<number>) => [...s].sort();

const withHours = SEED_PLACES.filter((p) => p.openingHours || p.hours);

describe('the demo catalogue’s hours', () => {
  it('gives every place with known hours its hours as data, with a source', () => {
    expect(withHours.length).toBeGreaterThanOrEqual(7);
    for (const place of withHours) {
      expect(place.hours, place.key).toBeDefined();
      expect(place.openingHours, place.key).toBeDefined();
      expect(place.hours!.source.length, place.key).toBeGreaterThan(10);
      expect(() => canonicalOpeningHours(place.hours!.osm), place.key).not.toThrow();
    }
  });

  for (const place of withHours) {
    it(`${place.key}: the text and the data agree on the weekdays it opens and closes`, () => {
      const spec = {
        openingHours: canonicalOpeningHours(place.hours!.osm),
        closingDayMovesOnHoliday: place.hours!.closingDayMovesOnHoliday ?? false,
      };
      const months = weeklyPattern(spec, '2026-12-01');
      const data = {
        // Open on a weekday in some month; closed on it in every month.
        open: new Set(range(0, 6).filter((d) => months.some((week) => week[d]!.intervals.length > 0))),
        closed: new Set(range(0, 6).filter((d) => months.every((week) => week[d]!.intervals.length === 0))),
      };
      const texts = placeTexts(place.key);
      const languages = [
        ['en', place.openingHours!],
        ['ko', texts.openingHoursKo ?? []],
        ['zh', texts.openingHoursZh ?? []],
        ['ja', texts.openingHoursJa ?? []],
        ['zh-Hant', texts.openingHoursZhHant ?? []],
      ] as const;
      for (const [language, lines] of languages) {
        const said = claims([...lines], language);
        expect(lines.length, `${place.key} ${language}`).toBeGreaterThan(0);
        expect(sorted(said.open), `${place.key} ${language} opens`).toEqual(sorted(data.open));
        expect(sorted(said.closed), `${place.key} ${language} closes`).toEqual(sorted(data.closed));
      }
    });
  }

  it('would notice a text that disagrees', () => {
    expect(sorted(claims(['Wed–Mon 09:00–18:00', 'Closed Tuesdays'], 'en').closed)).toEqual([2]);
    expect(sorted(claims(['Tue–Sun 09:00–18:00'], 'en').open)).toEqual([0, 2, 3, 4, 5, 6]);
    expect(sorted(claims(['수–월 09:00–18:00', '화요일 휴무'], 'ko').open)).toEqual([0, 1, 3, 4, 5, 6]);
    expect(sorted(claims(['周二至周日 09:00–21:00', '周一闭馆'], 'zh').closed)).toEqual([1]);
    expect(sorted(claims(['水〜月 9:00〜18:00', '火曜定休'], 'ja').open)).toEqual([0, 1, 3, 4, 5, 6]);
    expect(sorted(claims(['水〜月 9:00〜18:00', '火曜定休'], 'ja').closed)).toEqual([2]);
    expect(sorted(claims(['週二至週日 09:00–21:00', '週一休館'], 'zh-Hant').closed)).toEqual([1]);
  });
});
