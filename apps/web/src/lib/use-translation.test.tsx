import { act, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import en from '../../public/locales/en/common.json';
import { useTranslation } from './use-translation.ts';

const seen: TFunction[] = [];

function AppName() {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return <p>{`${t('app.skipToContent')} (${i18n.language})`}</p>;
}

describe('useTranslation', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('ko', 'common', { app: { skipToContent: '본문으로 건너뛰기' } });
  });
  afterAll(() => i18next.changeLanguage('en'));

  it('translates in the current language, again after a change, with one t per language', async () => {
    const { rerender } = render(<AppName />);
    expect(screen.getByText('Skip to main content (en)')).toBeTruthy();
    rerender(<AppName />);
    expect(seen[1]).toBe(seen[0]);

    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByText('본문으로 건너뛰기 (ko)')).toBeTruthy();
    const korean = seen.at(-1);
    expect(korean).not.toBe(seen[0]);

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Skip to main content (en)')).toBeTruthy();
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it("answers every key as i18next's own t does, with and without values to fill in", () => {
    const { result } = renderHookT();
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([name, value]) =>
        typeof value === 'string' ? [`${prefix}${name}`] : keys(value as object, `${prefix}${name}.`),
      );
    const all = keys(en);
    expect(all.length).toBeGreaterThan(500);
    for (const key of all) expect(result(key), key).toBe(i18nextT(key, { lng: 'en' }));
    // Values, plurals, a missing key and a whole branch go through i18next.
    expect(result('kcourse.card.saves', { count: 2 })).toBe(
      i18nextT('kcourse.card.saves', { lng: 'en', count: 2 }),
    );
    expect(result('no.such.key')).toBe('no.such.key');
    expect(result('app')).toBe(i18nextT('app', { lng: 'en' }));
  });
});

/** i18next's own `t`, for any key (the app's keys are typed; these are read from the catalogue). */
const i18nextT = (key: string, options: object) =>
  (i18next.t as unknown as (key: string, options: object) => unknown)(key, options);

/** The hook's `t` in English, to call outside a render. */
function renderHookT(): { result: (key: string, options?: object) => unknown } {
  let t: TFunction | undefined;
  function Probe() {
    t = useTranslation().t;
    return null;
  }
  render(<Probe />);
  return {
    result: (key, options) =>
      options ? (t as (k: string, o: object) => unknown)(key, options) : (t as (k: string) => unknown)(key),
  };
}
