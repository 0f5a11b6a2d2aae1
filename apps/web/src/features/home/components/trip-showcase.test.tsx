import { existsSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import ja from '../../../../public/locales/ja/common.json';
import ko from '../../../../public/locales/ko/common.json';
import zh from '../../../../public/locales/zh/common.json';
import zhHant from '../../../../public/locales/zh-Hant/common.json';
import { SHOWCASE_ITEMS, TripShowcase } from './trip-showcase.tsx';

/** The web app's public folder (the tests run from apps/web). */
const PUBLIC_DIR = `${process.cwd()}/public`;

describe('the home page’s showcase (issue 44: the product as it is now, real screens)', () => {
  beforeAll(initTestI18n);
  afterEach(() => i18next.changeLanguage('en'));

  it.each([
    ['en', null],
    ['ko', ko],
    ['zh', zh],
    ['ja', ja],
    ['zh-Hant', zhHant],
  ] as const)(
    'in %s, shows each screen taken in that language, described in it',
    async (language, messages) => {
      if (messages) i18next.addResourceBundle(language, 'common', messages, true, true);
      await i18next.changeLanguage(language);
      render(<TripShowcase />);
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(SHOWCASE_ITEMS.length);
      const alts = new Set<string>();
      for (const [index, id] of SHOWCASE_ITEMS.entries()) {
        const picture = within(items[index] as HTMLElement).getByRole('img');
        const src = picture.getAttribute('src') ?? '';
        expect(src).toBe(`/home/${language}/${id}.webp`);
        // The picture is in the repository (npm run shots:home writes it), so the page never shows a broken image.
        expect(existsSync(`${PUBLIC_DIR}${src}`), src).toBe(true);
        const alt = picture.getAttribute('alt') ?? '';
        expect(alt.length).toBeGreaterThan(8);
        alts.add(alt);
        expect(picture.getAttribute('loading')).toBe('lazy');
      }
      // Every picture says what it shows (no shared, generic description), and none is the English text in another language.
      expect(alts.size).toBe(SHOWCASE_ITEMS.length);
      if (language !== 'en') {
        for (const id of SHOWCASE_ITEMS) {
          expect(i18next.t(`home.showcase.items.${id}.alt`)).not.toBe(
            i18next.t(`home.showcase.items.${id}.alt`, { lng: 'en' }),
          );
        }
      }
    },
  );
});
