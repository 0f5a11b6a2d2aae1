/** The languages members write in, as far as the app tells them apart (those of its interface). */
export type ContentLanguage = 'ko' | 'zh' | 'en';

const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;

/**
 * The language a member wrote `text` in, guessed from its script: Hangul anywhere is Korean (Korean may carry
 * Hanja or Latin words, Chinese never carries Hangul), Han characters without Hangul are Chinese, anything else is
 * English. Emoji, digits and punctuation belong to no script and count for nothing. Japanese with kanji reads as
 * Chinese and kana alone as English: the app offers no Japanese to tell them apart from.
 */
export function contentLanguage(text: string): ContentLanguage {
  if (HANGUL.test(text)) return 'ko';
  if (HAN.test(text)) return 'zh';
  return 'en';
}
