import * as gazette from '@hyunbinseo/holidays-kr/all';
import type { Language } from '@ktravel/contract';

/**
 * Korea's public holidays, from the official list shipped with the app (`@hyunbinseo/holidays-kr`: the calendar
 * the Korea AeroSpace Administration publishes each year from the Regulations on Holidays of Government Offices,
 * substitute holidays and election days included). Nothing is fetched at run time. A year the list does not
 * have is unknown, never guessed: see docs/decisions/014-korean-opening-hours.md.
 */

type YearList = Readonly<Record<string, readonly string[]>>;

const BY_DATE = new Map<string, readonly string[]>();
const YEARS = new Set<number>();
for (const list of Object.values(gazette) as YearList[]) {
  for (const [date, names] of Object.entries(list)) {
    BY_DATE.set(date, names);
    YEARS.add(Number(date.slice(0, 4)));
  }
}

/** The first and last year the list covers. */
export const HOLIDAY_YEARS = { first: Math.min(...YEARS), last: Math.max(...YEARS) } as const;

/** Whether the list says which days of `date`'s year are holidays. */
export function holidaysKnown(date: string): boolean {
  return YEARS.has(Number(date.slice(0, 4)));
}

/**
 * The holiday's Korean names on `date` (YYYY-MM-DD, a Seoul date), null on an ordinary day, undefined when the
 * list does not cover that year.
 */
export function holidayNames(date: string): readonly string[] | null | undefined {
  if (!holidaysKnown(date)) return undefined;
  return BY_DATE.get(date) ?? null;
}

export function isHoliday(date: string): boolean | undefined {
  const names = holidayNames(date);
  return names === undefined ? undefined : names !== null;
}

/** The list's names in English and Simplified Chinese (the Korean name stays where one is missing). */
const NAMES: Record<string, { en: string; zh: string }> = {
  '1월 1일': { en: "New Year's Day", zh: '元旦' },
  '설날 전날': { en: 'Seollal (eve)', zh: '春节前一天' },
  설날: { en: 'Seollal (Lunar New Year)', zh: '春节' },
  '설날 다음 날': { en: 'Seollal (day after)', zh: '春节后一天' },
  '3ㆍ1절': { en: 'Independence Movement Day', zh: '三一节' },
  노동절: { en: 'Labour Day', zh: '劳动节' },
  어린이날: { en: "Children's Day", zh: '儿童节' },
  '부처님 오신 날': { en: "Buddha's Birthday", zh: '佛诞日' },
  현충일: { en: 'Memorial Day', zh: '显忠日' },
  제헌절: { en: 'Constitution Day', zh: '制宪节' },
  광복절: { en: 'Liberation Day', zh: '光复节' },
  '추석 전날': { en: 'Chuseok (eve)', zh: '中秋节前一天' },
  추석: { en: 'Chuseok', zh: '中秋节' },
  '추석 다음 날': { en: 'Chuseok (day after)', zh: '中秋节后一天' },
  개천절: { en: 'National Foundation Day', zh: '开天节' },
  한글날: { en: 'Hangeul Day', zh: '韩文节' },
  기독탄신일: { en: 'Christmas Day', zh: '圣诞节' },
  전국동시지방선거: { en: 'Local elections', zh: '地方选举日' },
  대통령선거: { en: 'Presidential election', zh: '总统选举日' },
  임시공휴일: { en: 'Temporary public holiday', zh: '临时公休日' },
};

const SUBSTITUTE = /^대체공휴일\((.+)\)$/;
const TEMPORARY = /^임시공휴일\((.+)\)$/;
const ASSEMBLY_ELECTION = /^제\s*(\d+)\s*대\s*국회의원\s*선거$/;

/** One of the list's names in `language`. */
export function holidayName(name: string, language: Language): string {
  if (language === 'ko') return name;
  const known = NAMES[name];
  if (known) return known[language];
  const substitute = SUBSTITUTE.exec(name);
  if (substitute) {
    const of = holidayName(substitute[1]!, language);
    return language === 'en' ? `Substitute holiday (${of})` : `补休日（${of}）`;
  }
  const temporary = TEMPORARY.exec(name);
  if (temporary) {
    const of = holidayName(temporary[1]!, language);
    return language === 'en' ? `Temporary public holiday (${of})` : `临时公休日（${of}）`;
  }
  if (ASSEMBLY_ELECTION.test(name))
    return language === 'en' ? 'National Assembly election' : '国会议员选举日';
  return name;
}

/** The names of a day's holidays in `language`, joined (two holidays can fall on one day). */
export function holidayLabel(names: readonly string[], language: Language): string {
  return names.map((n) => holidayName(n, language)).join(language === 'en' ? ', ' : '、');
}
