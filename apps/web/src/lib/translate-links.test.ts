import { describe, expect, it } from 'vitest';
import {
  clippedForLink,
  googleTranslateUrl,
  papagoUrl,
  TRANSLATE_LINK_MAX_CHARS,
} from './translate-links.ts';

describe('translator links', () => {
  it.each([
    {
      name: 'Papago',
      url: papagoUrl(' 아침 일찍 가면 한산해요. ', 'zh-Hant'),
      origin: 'https://papago.naver.com',
      params: { sk: 'auto', tk: 'zh-TW', st: '아침 일찍 가면 한산해요.' },
    },
    {
      name: 'Google Translate',
      url: googleTranslateUrl('景福宫很美', 'en'),
      origin: 'https://translate.google.com',
      params: { sl: 'auto', tl: 'en', text: '景福宫很美', op: 'translate' },
    },
  ])('open $name with the text, into the reader’s language and script', ({ url, origin, params }) => {
    const link = new URL(url);
    expect(link.origin).toBe(origin);
    expect(Object.fromEntries(link.searchParams)).toEqual(params);
  });

  it('ask Google Translate for Simplified Chinese by its own code', () => {
    expect(new URL(googleTranslateUrl('안녕', 'zh')).searchParams.get('tl')).toBe('zh-CN');
  });

  it('put a long text in at a line break, within what the translators take', () => {
    const paragraph = '가'.repeat(900);
    const long = `${paragraph}\n${paragraph}\n${paragraph}`;
    expect(clippedForLink(long)).toBe(paragraph);
    expect(clippedForLink('나'.repeat(4000))).toHaveLength(TRANSLATE_LINK_MAX_CHARS);
  });
});
