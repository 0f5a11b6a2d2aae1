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
 * The language a member wrote `text` in, guessed from its script: Hangul anywhere is Korean (Korean may carry
 * Hanja or Latin words, neither Chinese nor Japanese carries Hangul), kana is Japanese (Japanese mixes kanji and
 * kana; Chinese has no kana), Han characters alone are Chinese, Traditional when more of its characters are only
 * Traditional (else Simplified), anything else is English. Emoji, digits and punctuation belong to no script and
 * count for nothing.
 */
export function contentLanguage(text: string): ContentLanguage {
  if (HANGUL.test(text)) return 'ko';
  if (KANA.test(text)) return 'ja';
  if (HAN.test(text)) return chineseScript(text) ?? 'zh';
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
