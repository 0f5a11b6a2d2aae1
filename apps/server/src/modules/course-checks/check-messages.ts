import type { Language } from '@ktravel/contract';

/**
 * What a course check says, in the request's language (DESIGN §8.1). Each message names the place, the day and
 * the hours that matter; a fix's label says what the button does. Times are `HH:mm`, dates `YYYY-MM-DD` (Seoul).
 */

export interface CheckWords {
  weekday: readonly string[];
  weekdays: readonly string[];
  closedWeekly(place: string, weekdays: string): string;
  closedHoliday(place: string, date: string, holiday: string): string;
  closedMoved(place: string, date: string, weekday: string): string;
  closedOther(place: string, date: string, weekday: string): string;
  breakTime(place: string, from: string, to: string, arrival: string): string;
  beforeOpening(place: string, opens: string, arrival: string): string;
  afterClosing(place: string, closes: string, arrival: string): string;
  afterLastEntry(place: string, lastEntry: string, arrival: string): string;
  closesForBreak(place: string, at: string, until: string): string;
  closesDuring(place: string, at: string, until: string): string;
  moveToDay(weekday: string, day: number): string;
  arriveAfter(time: string): string;
  arriveBy(time: string): string;
}

const en: CheckWords = {
  weekday: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdays: ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
  closedWeekly: (place, weekdays) => `${place} is closed on ${weekdays}.`,
  closedHoliday: (place, date, holiday) => `${place} is closed on ${date}, a public holiday (${holiday}).`,
  closedMoved: (place, date, weekday) =>
    `${place} is closed on ${weekday} ${date}: its weekly closing day fell on a public holiday and moved to this day.`,
  closedOther: (place, date, weekday) => `${place} is closed on ${weekday} ${date}.`,
  breakTime: (place, from, to, arrival) =>
    `${place} has a break from ${from} to ${to}; you arrive at ${arrival}.`,
  beforeOpening: (place, opens, arrival) => `${place} opens at ${opens}; you arrive at ${arrival}.`,
  afterClosing: (place, closes, arrival) => `${place} closes at ${closes}; you arrive at ${arrival}.`,
  afterLastEntry: (place, lastEntry, arrival) =>
    `The last entry at ${place} is ${lastEntry}; you arrive at ${arrival}.`,
  closesForBreak: (place, at, until) =>
    `${place} closes for a break at ${at}, before your visit ends at ${until}.`,
  closesDuring: (place, at, until) => `${place} closes at ${at}, before your visit ends at ${until}.`,
  moveToDay: (weekday, day) => `Move to ${weekday} (day ${day})`,
  arriveAfter: (time) => `Arrive after ${time}`,
  arriveBy: (time) => `Arrive by ${time}`,
};

/** 은 after a Hangul syllable with a final consonant, 는 after one without; 은(는) after anything else. */
export function topicParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return `${word}은(는)`;
  return `${word}${code % 28 === 0 ? '는' : '은'}`;
}

const ko: CheckWords = {
  weekday: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
  weekdays: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
  closedWeekly: (place, weekdays) => `${topicParticle(place)} 매주 ${weekdays} 휴무입니다.`,
  closedHoliday: (place, date, holiday) =>
    `${topicParticle(place)} 공휴일(${holiday})인 ${date}에 휴무입니다.`,
  closedMoved: (place, date, weekday) =>
    `${topicParticle(place)} 정기 휴무일이 공휴일과 겹쳐 ${date}(${weekday})에 휴무입니다.`,
  closedOther: (place, date, weekday) => `${topicParticle(place)} ${date}(${weekday})에 휴무입니다.`,
  breakTime: (place, from, to, arrival) =>
    `${topicParticle(place)} ${from}–${to} 브레이크 타임입니다. 도착 예정은 ${arrival}입니다.`,
  beforeOpening: (place, opens, arrival) =>
    `${topicParticle(place)} ${opens}에 문을 엽니다. 도착 예정은 ${arrival}입니다.`,
  afterClosing: (place, closes, arrival) =>
    `${topicParticle(place)} ${closes}에 문을 닫습니다. 도착 예정은 ${arrival}입니다.`,
  afterLastEntry: (place, lastEntry, arrival) =>
    `${place}의 입장 마감은 ${lastEntry}입니다. 도착 예정은 ${arrival}입니다.`,
  closesForBreak: (place, at, until) =>
    `${topicParticle(place)} ${at}부터 브레이크 타임이라 방문이 끝나는 ${until}보다 먼저 문을 닫습니다.`,
  closesDuring: (place, at, until) =>
    `${topicParticle(place)} ${at}에 문을 닫아 방문이 끝나는 ${until}보다 이릅니다.`,
  moveToDay: (weekday, day) => `${weekday}(${day}일차)로 옮기기`,
  arriveAfter: (time) => `${time} 이후에 도착하기`,
  arriveBy: (time) => `${time}까지 도착하기`,
};

const zh: CheckWords = {
  weekday: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  closedWeekly: (place, weekdays) => `${place}每${weekdays}闭馆。`,
  closedHoliday: (place, date, holiday) => `${place}在${date}（节假日：${holiday}）闭馆。`,
  closedMoved: (place, date, weekday) => `${place}的固定闭馆日逢节假日，改在${date}（${weekday}）闭馆。`,
  closedOther: (place, date, weekday) => `${place}在${date}（${weekday}）闭馆。`,
  breakTime: (place, from, to, arrival) => `${place}在${from}–${to}为休息时间，而您预计${arrival}到达。`,
  beforeOpening: (place, opens, arrival) => `${place}${opens}开门，而您预计${arrival}到达。`,
  afterClosing: (place, closes, arrival) => `${place}${closes}关门，而您预计${arrival}到达。`,
  afterLastEntry: (place, lastEntry, arrival) => `${place}${lastEntry}停止入场，而您预计${arrival}到达。`,
  closesForBreak: (place, at, until) => `${place}${at}开始休息，早于您${until}结束参观。`,
  closesDuring: (place, at, until) => `${place}${at}关门，早于您${until}结束参观。`,
  moveToDay: (weekday, day) => `移到${weekday}（第${day}天）`,
  arriveAfter: (time) => `${time}以后到达`,
  arriveBy: (time) => `${time}之前到达`,
};

const ja: CheckWords = {
  weekday: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  weekdays: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  closedWeekly: (place, weekdays) => `${place}は毎週${weekdays}が定休日です。`,
  closedHoliday: (place, date, holiday) => `${place}は祝日（${holiday}）の${date}は休業です。`,
  closedMoved: (place, date, weekday) =>
    `${place}は定休日が祝日と重なったため、${date}（${weekday}）が休業です。`,
  closedOther: (place, date, weekday) => `${place}は${date}（${weekday}）は休業です。`,
  breakTime: (place, from, to, arrival) =>
    `${place}は${from}〜${to}が休憩時間（ブレイクタイム）です。到着予定は${arrival}です。`,
  beforeOpening: (place, opens, arrival) => `${place}の開店は${opens}です。到着予定は${arrival}です。`,
  afterClosing: (place, closes, arrival) => `${place}は${closes}に閉まります。到着予定は${arrival}です。`,
  afterLastEntry: (place, lastEntry, arrival) =>
    `${place}の最終入場は${lastEntry}です。到着予定は${arrival}です。`,
  closesForBreak: (place, at, until) =>
    `${place}は${at}から休憩時間に入るため、見学が終わる${until}より前に閉まります。`,
  closesDuring: (place, at, until) => `${place}は${at}に閉まり、見学が終わる${until}より前です。`,
  moveToDay: (weekday, day) => `${weekday}（${day}日目）に移す`,
  arriveAfter: (time) => `${time}以降に到着する`,
  arriveBy: (time) => `${time}までに到着する`,
};

const zhHant: CheckWords = {
  weekday: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  weekdays: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  closedWeekly: (place, weekdays) => `${place}每${weekdays}公休。`,
  closedHoliday: (place, date, holiday) => `${place}於${date}（國定假日：${holiday}）公休。`,
  closedMoved: (place, date, weekday) => `${place}的固定公休日遇國定假日，改於${date}（${weekday}）公休。`,
  closedOther: (place, date, weekday) => `${place}於${date}（${weekday}）公休。`,
  breakTime: (place, from, to, arrival) => `${place}在${from}–${to}為休息時間，而您預計${arrival}抵達。`,
  beforeOpening: (place, opens, arrival) => `${place}${opens}開門，而您預計${arrival}抵達。`,
  afterClosing: (place, closes, arrival) => `${place}${closes}打烊，而您預計${arrival}抵達。`,
  afterLastEntry: (place, lastEntry, arrival) => `${place}${lastEntry}停止入場，而您預計${arrival}抵達。`,
  closesForBreak: (place, at, until) => `${place}${at}開始休息，早於您${until}結束參觀。`,
  closesDuring: (place, at, until) => `${place}${at}打烊，早於您${until}結束參觀。`,
  moveToDay: (weekday, day) => `移到${weekday}（第${day}天）`,
  arriveAfter: (time) => `${time}以後抵達`,
  arriveBy: (time) => `${time}之前抵達`,
};

const WORDS: Record<Language, CheckWords> = { en, ko, zh, ja, 'zh-Hant': zhHant };

export function checkWords(language: Language): CheckWords {
  return WORDS[language];
}
