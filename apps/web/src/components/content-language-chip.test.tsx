import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import ja from '../../public/locales/ja/common.json';
import ko from '../../public/locales/ko/common.json';
import zh from '../../public/locales/zh/common.json';
import zhHant from '../../public/locales/zh-Hant/common.json';
import { ContentLanguageChip } from './content-language-chip.tsx';

const KOREAN = '성수동 카페 투어 반나절 코스';
const CHINESE = '全州韩屋村吃逛一日游';
const ENGLISH = 'Busan Coast by Subway and Bus';
const JAPANESE = '景福宮で韓服を着て散策';
const TRADITIONAL = '東大門一帶美食路線';

/** The chip's visible name (its screen-reader-only sentence left out), or null when nothing is rendered. */
function shownName(text: string): string | null {
  const { container, unmount } = render(<ContentLanguageChip text={text} />);
  const chip = container.querySelector('[data-testid="content-language"]');
  const shown = chip?.querySelector('[aria-hidden="true"]')?.textContent ?? null;
  unmount();
  return shown;
}

describe('ContentLanguageChip', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('ko', 'common', ko, true, true);
    i18next.addResourceBundle('zh', 'common', zh, true, true);
    i18next.addResourceBundle('ja', 'common', ja, true, true);
    i18next.addResourceBundle('zh-Hant', 'common', zhHant, true, true);
  });
  afterEach(() => i18next.changeLanguage('en'));

  it.each([
    [
      'en',
      { [KOREAN]: 'Korean', [CHINESE]: 'Chinese (Simplified)', [ENGLISH]: null, [JAPANESE]: 'Japanese' },
    ],
    ['ko', { [KOREAN]: null, [CHINESE]: '중국어(간체)', [ENGLISH]: '영어', [TRADITIONAL]: '중국어(번체)' }],
    ['zh', { [KOREAN]: '韩语', [CHINESE]: null, [ENGLISH]: '英语', [TRADITIONAL]: '繁体中文' }],
    ['ja', { [KOREAN]: '韓国語', [JAPANESE]: null, [ENGLISH]: '英語', [TRADITIONAL]: '中国語（繁体字）' }],
    ['zh-Hant', { [KOREAN]: '韓文', [CHINESE]: '簡體中文', [TRADITIONAL]: null, [JAPANESE]: '日文' }],
  ] as const)(
    'a %s reader sees other languages named in theirs, and no chip on their own',
    async (language, expected) => {
      await i18next.changeLanguage(language);
      for (const [text, name] of Object.entries(expected)) expect(shownName(text), text).toBe(name);
    },
  );

  it('tells a screen reader what the chip means, holding the name it shows', async () => {
    render(<ContentLanguageChip text={CHINESE} />);
    const chip = screen.getByTestId('content-language');
    expect(chip.textContent).toBe('Chinese (Simplified)Written in Chinese (Simplified)');
    expect(chip.querySelector('.sr-only')?.textContent).toBe('Written in Chinese (Simplified)');
    expect(chip.getAttribute('title')).toBe('Written in Chinese (Simplified)');

    await i18next.changeLanguage('ko');
    const { container } = render(<ContentLanguageChip text={ENGLISH} />);
    expect(container.querySelector('.sr-only')?.textContent).toBe('영어로 작성됨');
  });

  it('renders nothing for a text in the reader’s language, with emoji and digits around it', () => {
    const { container } = render(<ContentLanguageChip text="🌸 Top 10 cafés 2026!" />);
    expect(container.innerHTML).toBe('');
  });
});
