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

/** The list's names in our other languages (the Korean name stays where one is missing). */
const NAMES: Record<string, Record<Exclude<Language, 'ko'>, string>> = {
  '1월 1일': { en: "New Year's Day", zh: '元旦', ja: '元日', 'zh-Hant': '元旦' },
  '설날 전날': {
    en: 'Seollal (eve)',
    zh: '春节前一天',
    ja: 'ソルラル（旧正月）前日',
    'zh-Hant': '春節前一天',
  },
  설날: { en: 'Seollal (Lunar New Year)', zh: '春节', ja: 'ソルラル（旧正月）', 'zh-Hant': '春節' },
  '설날 다음 날': {
    en: 'Seollal (day after)',
    zh: '春节后一天',
    ja: 'ソルラル（旧正月）翌日',
    'zh-Hant': '春節後一天',
  },
  '3ㆍ1절': { en: 'Independence Movement Day', zh: '三一节', ja: '三・一節', 'zh-Hant': '三一節' },
  노동절: { en: 'Labour Day', zh: '劳动节', ja: '労働節', 'zh-Hant': '勞動節' },
  어린이날: { en: "Children's Day", zh: '儿童节', ja: 'こどもの日', 'zh-Hant': '兒童節' },
  '부처님 오신 날': { en: "Buddha's Birthday", zh: '佛诞日', ja: '釈迦誕生日', 'zh-Hant': '佛誕日' },
  현충일: { en: 'Memorial Day', zh: '显忠日', ja: '顕忠日', 'zh-Hant': '顯忠日' },
  제헌절: { en: 'Constitution Day', zh: '制宪节', ja: '制憲節', 'zh-Hant': '制憲節' },
  광복절: { en: 'Liberation Day', zh: '光复节', ja: '光復節', 'zh-Hant': '光復節' },
  '추석 전날': { en: 'Chuseok (eve)', zh: '中秋节前一天', ja: '秋夕前日', 'zh-Hant': '中秋節前一天' },
  추석: { en: 'Chuseok', zh: '中秋节', ja: '秋夕', 'zh-Hant': '中秋節' },
  '추석 다음 날': {
    en: 'Chuseok (day after)',
    zh: '中秋节后一天',
    ja: '秋夕翌日',
    'zh-Hant': '中秋節後一天',
  },
  개천절: { en: 'National Foundation Day', zh: '开天节', ja: '開天節', 'zh-Hant': '開天節' },
  한글날: { en: 'Hangeul Day', zh: '韩文节', ja: 'ハングルの日', 'zh-Hant': '韓文節' },
  기독탄신일: { en: 'Christmas Day', zh: '圣诞节', ja: 'クリスマス', 'zh-Hant': '聖誕節' },
  전국동시지방선거: { en: 'Local elections', zh: '地方选举日', ja: '統一地方選挙', 'zh-Hant': '地方選舉日' },
  대통령선거: { en: 'Presidential election', zh: '总统选举日', ja: '大統領選挙', 'zh-Hant': '總統選舉日' },
  임시공휴일: { en: 'Temporary public holiday', zh: '临时公休日', ja: '臨時祝日', 'zh-Hant': '臨時公休日' },
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
    return {
      en: `Substitute holiday (${of})`,
      zh: `补休日（${of}）`,
      ja: `振替休日（${of}）`,
      'zh-Hant': `補假（${of}）`,
    }[language];
  }
  const temporary = TEMPORARY.exec(name);
  if (temporary) {
    const of = holidayName(temporary[1]!, language);
    return {
      en: `Temporary public holiday (${of})`,
      zh: `临时公休日（${of}）`,
      ja: `臨時祝日（${of}）`,
      'zh-Hant': `臨時公休日（${of}）`,
    }[language];
  }
  if (ASSEMBLY_ELECTION.test(name))
    return {
      en: 'National Assembly election',
      zh: '国会议员选举日',
      ja: '国会議員選挙',
      'zh-Hant': '國會議員選舉日',
    }[language];
  return name;
}

/** The names of a day's holidays in `language`, joined (two holidays can fall on one day). */
export function holidayLabel(names: readonly string[], language: Language): string {
  return names.map((n) => holidayName(n, language)).join(language === 'en' ? ', ' : '、');
}
