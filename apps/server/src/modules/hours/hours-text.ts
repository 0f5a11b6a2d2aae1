import { addDays, fromMinutes, type Language, seoulNow, weekdayOf } from '@ktravel/contract';
import { type DayInterval, evaluateDay, type PlaceHoursSpec, usesHolidays } from './place-hours.ts';

/**
 * A place's hours written out for people, per language, from the structured hours: the texts K-Map shows beside
 * the week (`openingHoursJson.weekdayDescriptions`, …Ko, …Zh). An admin's new `openingHours` gets these lines,
 * so the text and the data cannot disagree; the demo catalogue's hand-written lines are checked against the same
 * weekly pattern by a test.
 */

/** One weekday's ordinary hours in a month: its intervals and last entry. */
export interface WeekdayHours {
  intervals: DayInterval[];
  lastEntry: number | null;
}

/** Ordinary weeks (no holidays) month by month: `months[m][weekday]`, m 0 = January, weekday 0 = Sunday. */
export type WeeklyPattern = WeekdayHours[][];

/** The ordinary week of each month of the 12 from `from`'s month (a weekday's 2nd occurrence in the month). */
export function weeklyPattern(spec: PlaceHoursSpec, from = seoulNow().date): WeeklyPattern {
  const months: WeeklyPattern = [];
  const year = Number(from.slice(0, 4));
  const startMonth = Number(from.slice(5, 7)) - 1;
  for (let i = 0; i < 12; i += 1) {
    const month = (startMonth + i) % 12;
    const y = year + Math.floor((startMonth + i) / 12);
    const first = `${y}-${String(month + 1).padStart(2, '0')}-08`;
    const week: WeekdayHours[] = [];
    for (let n = 0; n < 7; n += 1) {
      const date = addDays(first, n);
      const day = evaluateDay(spec, date, false);
      week[weekdayOf(date)] = { intervals: day.intervals, lastEntry: day.lastEntry };
    }
    months[month] = week;
  }
  return months;
}

const sameHours = (a: WeekdayHours, b: WeekdayHours) =>
  a.lastEntry === b.lastEntry &&
  a.intervals.length === b.intervals.length &&
  a.intervals.every((x, i) => x.from === b.intervals[i]!.from && x.to === b.intervals[i]!.to);

const WORDS = {
  en: {
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    plural: ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    daily: 'Daily',
    list: ', ',
    closed: (days: string) => `Closed ${days}`,
    lastEntry: (time: string) => `last entry ${time}`,
    note: (text: string) => ` (${text})`,
    season: (line: string, months: string) => `${line} (${months})`,
    holidaysClosed: 'Closed on public holidays',
    holidaysOpen: 'Open on public holidays',
    holidaysHours: (hours: string) => `Public holidays ${hours}`,
    moves: 'When its closing day is a public holiday, it opens and closes the next day that is not one',
  },
  ko: {
    days: ['일', '월', '화', '수', '목', '금', '토'],
    plural: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
    months: ['1월', '2월', '3월', '4월', '5월', '6월', '7월', '8월', '9월', '10월', '11월', '12월'],
    daily: '매일',
    list: ', ',
    closed: (days: string) => `${days} 휴무`,
    lastEntry: (time: string) => `입장 마감 ${time}`,
    note: (text: string) => ` (${text})`,
    season: (line: string, months: string) => `${line} (${months})`,
    holidaysClosed: '공휴일 휴무',
    holidaysOpen: '공휴일 개방',
    holidaysHours: (hours: string) => `공휴일 ${hours}`,
    moves: '휴무일이 공휴일이면 개방하고 공휴일이 아닌 다음 날 휴무',
  },
  zh: {
    days: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    plural: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    daily: '每天',
    list: '、',
    closed: (days: string) => `${days}闭馆`,
    lastEntry: (time: string) => `${time}停止入场`,
    note: (text: string) => `（${text}）`,
    season: (line: string, months: string) => `${line}（${months}）`,
    holidaysClosed: '节假日闭馆',
    holidaysOpen: '节假日开放',
    holidaysHours: (hours: string) => `节假日 ${hours}`,
    moves: '闭馆日逢节假日时照常开放，改在其后第一个非节假日闭馆',
  },
  ja: {
    days: ['日', '月', '火', '水', '木', '金', '土'],
    plural: ['日曜', '月曜', '火曜', '水曜', '木曜', '金曜', '土曜'],
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    daily: '毎日',
    list: '・',
    closed: (days: string) => `${days}定休`,
    lastEntry: (time: string) => `最終入場 ${time}`,
    note: (text: string) => `（${text}）`,
    season: (line: string, months: string) => `${line}（${months}）`,
    holidaysClosed: '祝日休業',
    holidaysOpen: '祝日も営業',
    holidaysHours: (hours: string) => `祝日 ${hours}`,
    moves: '定休日が祝日の場合は開場し、その翌日（祝日でない日）が休業',
  },
  'zh-Hant': {
    days: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
    plural: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    daily: '每天',
    list: '、',
    closed: (days: string) => `${days}公休`,
    lastEntry: (time: string) => `${time}停止入場`,
    note: (text: string) => `（${text}）`,
    season: (line: string, months: string) => `${line}（${months}）`,
    holidaysClosed: '國定假日公休',
    holidaysOpen: '國定假日照常開放',
    holidaysHours: (hours: string) => `國定假日 ${hours}`,
    moves: '公休日遇國定假日時照常開放，改於其後第一個非假日公休',
  },
} satisfies Record<Language, unknown>;

/**
 * Consecutive runs of `items` (indices 0…size-1), written `a–b` or `a`; `cyclic`: a run may cross the end
 * (months: Nov–Feb).
 */
function runs(
  items: number[],
  size: number,
  name: (i: number) => string,
  separator: string,
  cyclic = false,
): string {
  const set = new Set(items);
  if (set.size === size) return '';
  // A cyclic run across the end stays one run when counting starts after a missing item.
  let start = size - 1;
  if (cyclic) {
    start = 0;
    while (set.has(start)) start += 1;
  }
  const parts: string[] = [];
  let run: number[] = [];
  for (let k = 1; k <= size; k += 1) {
    const i = (start + k) % size;
    if (set.has(i)) run.push(i);
    if ((!set.has(i) || k === size) && run.length > 0) {
      parts.push(run.length === 1 ? name(run[0]!) : `${name(run[0]!)}–${name(run[run.length - 1]!)}`);
      run = [];
    }
  }
  return parts.join(separator);
}

/** Monday first, as people read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function dayRuns(days: number[], language: Language): string {
  const words = WORDS[language];
  // Runs over the week as read, Monday to Sunday.
  const positions = days.map((d) => WEEK_ORDER.indexOf(d));
  return runs(positions, 7, (p) => words.days[WEEK_ORDER[p]!]!, words.list);
}

function intervalsText(hours: WeekdayHours, language: Language): string {
  const text = hours.intervals.map((i) => `${fromMinutes(i.from)}–${fromMinutes(i.to)}`).join(', ');
  const words = WORDS[language];
  return hours.lastEntry === null ? text : text + words.note(words.lastEntry(fromMinutes(hours.lastEntry)));
}

function weekLines(week: WeekdayHours[], language: Language): { open: string[]; closed: string | undefined } {
  const words = WORDS[language];
  const groups: { hours: WeekdayHours; days: number[] }[] = [];
  for (const day of WEEK_ORDER) {
    const hours = week[day]!;
    if (hours.intervals.length === 0) continue;
    const group = groups.find((g) => sameHours(g.hours, hours));
    if (group) group.days.push(day);
    else groups.push({ hours, days: [day] });
  }
  const lines = groups.map(({ hours, days }) => {
    const when = days.length === 7 ? words.daily : dayRuns(days, language);
    return `${when} ${intervalsText(hours, language)}`;
  });
  const closedDays = WEEK_ORDER.filter((d) => week[d]!.intervals.length === 0);
  let closed: string | undefined;
  if (closedDays.length > 0 && closedDays.length < 7) {
    closed = words.closed(
      closedDays.length === 1 ? words.plural[closedDays[0]!]! : dayRuns(closedDays, language),
    );
  }
  return { open: lines, closed };
}

/** How holidays change the hours, read from the value (one line, or none). */
function holidayLine(spec: PlaceHoursSpec, language: Language, from: string): string | undefined {
  if (!spec.openingHours || !usesHolidays(spec.openingHours)) return undefined;
  const words = WORDS[language];
  const week = Array.from({ length: 7 }, (_, n) => addDays(from, n));
  const onHoliday = week.map((d) => evaluateDay(spec, d, true));
  const ordinary = week.map((d) => evaluateDay(spec, d, false));
  if (onHoliday.every((d) => d.intervals.length === 0)) return words.holidaysClosed;
  const opensClosedDay = ordinary.some(
    (d, i) => d.intervals.length === 0 && onHoliday[i]!.intervals.length > 0,
  );
  const first = onHoliday.find((d) => d.intervals.length > 0)!;
  const allSame = onHoliday.every((d) => sameHours(d, first));
  if (opensClosedDay && allSame && ordinary.every((d) => d.intervals.length === 0 || sameHours(d, first))) {
    return words.holidaysOpen;
  }
  return allSame ? words.holidaysHours(intervalsText(first, language)) : undefined;
}

/** The place's hours in `language`, one line per rule a reader needs. */
export function describeHours(spec: PlaceHoursSpec, language: Language, from = seoulNow().date): string[] {
  if (!spec.openingHours) return [];
  const words = WORDS[language];
  const pattern = weeklyPattern(spec, from);
  const seasons: { week: WeekdayHours[]; months: number[] }[] = [];
  for (let month = 0; month < 12; month += 1) {
    const week = pattern[month]!;
    const season = seasons.find((s) => s.week.every((h, d) => sameHours(h, week[d]!)));
    if (season) season.months.push(month);
    else seasons.push({ week, months: [month] });
  }
  const lines: string[] = [];
  const written = seasons.map((season) => ({
    ...weekLines(season.week, language),
    suffix: seasons.length > 1 ? runs(season.months, 12, (m) => words.months[m]!, words.list, true) : '',
  }));
  // A closing day every season shares is written once, after the seasons' hours.
  const sharedClosed = written.every((w) => w.closed === written[0]!.closed) ? written[0]!.closed : undefined;
  for (const { open, closed, suffix } of written) {
    const seasonLines = sharedClosed === undefined && closed ? [...open, closed] : open;
    lines.push(...seasonLines.map((line) => (suffix ? words.season(line, suffix) : line)));
  }
  if (sharedClosed) lines.push(sharedClosed);
  const holiday = holidayLine(spec, language, from);
  if (holiday) lines.push(holiday);
  if (spec.closingDayMovesOnHoliday) lines.push(words.moves);
  return [...new Set(lines)];
}

/** `openingHoursJson`'s texts for a value: each language's lines (null when the hours are not known). */
export function hoursTexts(spec: PlaceHoursSpec, from?: string) {
  if (!spec.openingHours) return null;
  return {
    weekdayDescriptions: describeHours(spec, 'en', from),
    weekdayDescriptionsKo: describeHours(spec, 'ko', from),
    weekdayDescriptionsZh: describeHours(spec, 'zh', from),
    weekdayDescriptionsJa: describeHours(spec, 'ja', from),
    weekdayDescriptionsZhHant: describeHours(spec, 'zh-Hant', from),
  };
}
