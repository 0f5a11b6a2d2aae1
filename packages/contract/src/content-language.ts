import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './chinese-script-chars.ts';

/** The languages members write in, as far as the app tells them apart (those of its interface). */
export type ContentLanguage = 'ko' | 'zh' | 'zh-Hant' | 'ja' | 'en';

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const SIMPLIFIED = new Set(SIMPLIFIED_ONLY);
const TRADITIONAL = new Set(TRADITIONAL_ONLY);

/**
 * Which Chinese script `text` is written in, by the characters only one of them uses; null when it holds none of
 * them (most short texts are the same in both).
 */
export function chineseScript(text: string): 'zh' | 'zh-Hant' | null {
  let simplified = 0;
  let traditional = 0;
  for (const char of text) {
    if (SIMPLIFIED.has(char)) simplified += 1;
    else if (TRADITIONAL.has(char)) traditional += 1;
  }
  if (simplified === traditional) return null;
  return simplified > traditional ? 'zh' : 'zh-Hant';
}

/**
 * The language a member wrote `text` in, guessed from its script: Korean when Hangul is at least as common as Han
 * characters and kana together (Korean may carry Hanja or Latin words; an English text asking for a Korean phrase
 * is for Korean readers too), else Japanese when it has kana (Japanese mixes kanji and kana; Chinese has none),
 * else Chinese when it has Han characters (a Chinese article quoting a Korean word stays Chinese), Traditional when
 * more of its characters are only Traditional (else Simplified), else English. Emoji, digits and punctuation belong
 * to no script and count for nothing.
 */
export function contentLanguage(text: string): ContentLanguage {
  let hangul = 0;
  let kana = 0;
  let han = 0;
  for (const char of text) {
    if (HANGUL.test(char)) hangul += 1;
    else if (KANA.test(char)) kana += 1;
    else if (HAN.test(char)) han += 1;
  }
  if (hangul > 0 && hangul >= kana + han) return 'ko';
  if (kana > 0) return 'ja';
  if (han > 0) return chineseScript(text) ?? 'zh';
  return 'en';
}

/** Whether a reader of `reader` reads `text` as their own language (Chinese in either script when it tells none). */
export function isReadersLanguage(text: string, reader: string): boolean {
  const language = contentLanguage(text);
  if (language === reader) return true;
  const bothChinese =
    (language === 'zh' || language === 'zh-Hant') && (reader === 'zh' || reader === 'zh-Hant');
  return bothChinese && chineseScript(text) === null;
}
