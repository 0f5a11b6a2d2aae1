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
  /** Arrives before a stop listed earlier that day. */
  timeOrder(place: string, time: string, previous: string, previousTime: string): string;
  /** Arrives while the previous visit (from–to) still runs. */
  overlaps(place: string, time: string, previous: string, from: string, to: string): string;
  /** Two stops planned for the same time (the first one's length not known). */
  sameTime(place: string, previous: string, time: string): string;
  sortDay(day: number): string;
  /**
   * A stop whose hours are not known, on a public holiday; `isMajor`: Seollal or Chuseok, when many small
   * restaurants, shops and traditional markets close (decision 029).
   */
  holidayUnknown(place: string, date: string, holiday: string, isMajor: boolean): string;
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
  timeOrder: (place, time, previous, previousTime) =>
    `You arrive at ${place} at ${time}, before ${previous} (${previousTime}), which is listed earlier that day.`,
  overlaps: (place, time, previous, from, to) =>
    `You arrive at ${place} at ${time}, while your visit to ${previous} (${from}–${to}) still runs.`,
  sameTime: (place, previous, time) => `${previous} and ${place} are both planned for ${time}.`,
  sortDay: (day) => `Put day ${day} in time order`,
  holidayUnknown: (place, date, holiday, isMajor) =>
    isMajor
      ? `${place}'s hours on ${holiday}, ${date}, are not known, and many places close that day: check before going.`
      : `${place}'s hours on ${holiday}, ${date}, a public holiday, are not known: check before going.`,
};

/** 은 after a Hangul syllable with a final consonant, 는 after one without; 은(는) after anything else. */
export function topicParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return `${word}은(는)`;
  return `${word}${code % 28 === 0 ? '는' : '은'}`;
}

/** 과 after a Hangul syllable with a final consonant, 와 after one without; 와(과) after anything else. */
export function andParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return `${word}와(과)`;
  return `${word}${code % 28 === 0 ? '와' : '과'}`;
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
  timeOrder: (place, time, previous, previousTime) =>
    `${place} 도착(${time})이 같은 날 앞선 일정인 ${previous}(${previousTime})보다 이릅니다.`,
  overlaps: (place, time, previous, from, to) =>
    `${place}에 ${time}에 도착하지만 ${previous} 방문(${from}–${to})이 아직 끝나지 않았습니다.`,
  sameTime: (place, previous, time) => `${andParticle(previous)} ${place}의 도착 시각이 모두 ${time}입니다.`,
  sortDay: (day) => `${day}일차를 시간순으로 정렬하기`,
  holidayUnknown: (place, date, holiday, isMajor) =>
    isMajor
      ? `${holiday}(${date})의 ${place} 영업시간은 알 수 없고, 이날은 쉬는 곳이 많으니 미리 확인하세요.`
      : `공휴일(${holiday})인 ${date}의 ${place} 영업시간은 알 수 없으니 미리 확인하세요.`,
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
  timeOrder: (place, time, previous, previousTime) =>
    `${place}的到达时间（${time}）早于当天排在前面的${previous}（${previousTime}）。`,
  overlaps: (place, time, previous, from, to) =>
    `您${time}到达${place}，但${previous}的参观（${from}–${to}）尚未结束。`,
  sameTime: (place, previous, time) => `${previous}和${place}的到达时间都是${time}。`,
  sortDay: (day) => `按时间排列第${day}天`,
  holidayUnknown: (place, date, holiday, isMajor) =>
    isMajor
      ? `${place}在${holiday}（${date}）的营业时间未知，且当天许多地方休息，请出发前确认。`
      : `${place}在公休日（${holiday}，${date}）的营业时间未知，请出发前确认。`,
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
  timeOrder: (place, time, previous, previousTime) =>
    `${place}への到着（${time}）が、同じ日の先の予定の${previous}（${previousTime}）より早くなっています。`,
  overlaps: (place, time, previous, from, to) =>
    `${place}に${time}に到着しますが、${previous}の見学（${from}〜${to}）がまだ終わっていません。`,
  sameTime: (place, previous, time) => `${previous}と${place}の到着時刻がどちらも${time}です。`,
  sortDay: (day) => `${day}日目を時刻順に並べ替える`,
  holidayUnknown: (place, date, holiday, isMajor) =>
    isMajor
      ? `${holiday}（${date}）の${place}の営業時間は不明で、この日は休む店が多いので、事前に確認してください。`
      : `祝日（${holiday}、${date}）の${place}の営業時間は不明なので、事前に確認してください。`,
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
  timeOrder: (place, time, previous, previousTime) =>
    `${place}的抵達時間（${time}）早於當天排在前面的${previous}（${previousTime}）。`,
  overlaps: (place, time, previous, from, to) =>
    `您${time}抵達${place}，但${previous}的參觀（${from}–${to}）尚未結束。`,
  sameTime: (place, previous, time) => `${previous}和${place}的抵達時間都是${time}。`,
  sortDay: (day) => `依時間排列第${day}天`,
  holidayUnknown: (place, date, holiday, isMajor) =>
    isMajor
      ? `${place}在${holiday}（${date}）的營業時間不明，且當天許多地方休息，請出發前確認。`
      : `${place}在國定假日（${holiday}，${date}）的營業時間不明，請出發前確認。`,
};

const WORDS: Record<Language, CheckWords> = { en, ko, zh, ja, 'zh-Hant': zhHant };

export function checkWords(language: Language): CheckWords {
  return WORDS[language];
}
