import { describe, expect, it } from 'vitest';
import {
  clippedForLink,
  googleTranslateUrl,
  papagoUrl,
  TRANSLATE_LINK_MAX_CHARS,
} from './translate-links.ts';

describe('translator links', () => {
  it('open Papago and Google Translate with the text, into the reader’s language and script', () => {
    const papago = new URL(papagoUrl(' 아침 일찍 가면 한산해요. ', 'zh-Hant'));
    expect(papago.origin).toBe('https://papago.naver.com');
    expect(Object.fromEntries(papago.searchParams)).toEqual({
      sk: 'auto',
      tk: 'zh-TW',
      st: '아침 일찍 가면 한산해요.',
    });
    const google = new URL(googleTranslateUrl('景福宫很美', 'en'));
    expect(google.origin).toBe('https://translate.google.com');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      sl: 'auto',
      tl: 'en',
      text: '景福宫很美',
      op: 'translate',
    });
    expect(new URL(googleTranslateUrl('안녕', 'zh')).searchParams.get('tl')).toBe('zh-CN');
  });

  it('put a long text in at a line break, within what the translators take', () => {
    const paragraph = '가'.repeat(900);
    const long = `${paragraph}\n${paragraph}\n${paragraph}`;
    expect(clippedForLink(long)).toBe(paragraph);
    expect(clippedForLink('나'.repeat(4000))).toHaveLength(TRANSLATE_LINK_MAX_CHARS);
  });
});
