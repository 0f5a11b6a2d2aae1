// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMachineTranslation } from '@/lib/machine-translation.ts';
import { configBody, setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { TranslateToggle } from './translate-toggle.tsx';

function Comment({ text }: { text: string }) {
  const translation = useMachineTranslation([text]);
  return (
    <div>
      <p data-testid="text">{translation.texts[0]}</p>
      <TranslateToggle translation={translation} />
    </div>
  );
}

const withTranslate = (translate: boolean) => () =>
  jsonResponse(200, { data: { ...configBody({ google: true, devLogin: false }).data, translate } });

describe('"Translate" on a member’s text (DESIGN §8.5)', () => {
  beforeAll(initTestI18n);
  afterEach(() => vi.unstubAllGlobals());

  it('translates on a tap, says it is machine translated, and shows the original again', async () => {
    setSession(testUser(7, 'Mina'));
    const translate = recordingHandler(200, {
      data: {
        text: 'Closed on Tuesdays',
        target: 'en',
        sourceLanguage: 'ko',
        machineTranslated: true,
        provider: 'deepl',
      },
    });
    stubFetch({ 'GET /api/config': withTranslate(true), 'POST /api/translate': translate });
    const { queryClient } = renderRoute('/', <Comment text="화요일은 휴무예요" />);
    const translateButton = await screen.findByRole('button', { name: 'Translate' });
    // Nothing of the translation is made before the tap (no query, no observer: issue 33's first render).
    expect(queryClient.getQueryCache().findAll({ queryKey: ['translation'] })).toEqual([]);
    fireEvent.click(translateButton);
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Closed on Tuesdays'));
    expect(translate.sent).toEqual([{ text: '화요일은 휴무예요', target: 'en' }]);
    expect(screen.getByText('Machine translated from Korean')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByTestId('text').textContent).toBe('화요일은 휴무예요');
    // Again: from the cache, no second call.
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Closed on Tuesdays'));
    expect(translate.sent).toHaveLength(1);
  });

  it('without a provider links to Papago and Google Translate with the text; nothing for the reader’s own language', async () => {
    stubFetch({ 'GET /api/config': withTranslate(false) });
    const { unmount } = renderRoute('/', <Comment text="화요일은 휴무예요" />);
    const papago = await screen.findByRole('link', { name: /Papago/ });
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(papago.getAttribute('href')).toBe(
      `https://papago.naver.com/?sk=auto&tk=en&st=${encodeURIComponent('화요일은 휴무예요')}`,
    );
    expect(papago.getAttribute('target')).toBe('_blank');
    const google = new URL(screen.getByRole('link', { name: /Google Translate/ }).getAttribute('href')!);
    expect(google.searchParams.get('text')).toBe('화요일은 휴무예요');
    expect(google.searchParams.get('tl')).toBe('en');
    unmount();
    for (const translate of [true, false]) {
      stubFetch({ 'GET /api/config': withTranslate(translate) });
      const own = renderRoute('/', <Comment text="Closed on Tuesdays" />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      own.unmount();
    }
  });

  it('says so when the translation cannot be had, keeping the original', async () => {
    setSession(testUser(7, 'Mina'));
    stubFetch({
      'GET /api/config': withTranslate(true),
      'POST /api/translate': () =>
        jsonResponse(503, { error: { code: 'TRANSLATION_UNAVAILABLE', message: 'down' } }),
    });
    const { queryClient } = renderRoute('/', <Comment text="화요일은 휴무예요" />);
    const translateButton = await screen.findByRole('button', { name: 'Translate' });
    // Nothing of the translation is made before the tap (no query, no observer: issue 33's first render).
    expect(queryClient.getQueryCache().findAll({ queryKey: ['translation'] })).toEqual([]);
    fireEvent.click(translateButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Couldn't translate this now. Try again later.",
    );
    expect(screen.getByTestId('text').textContent).toBe('화요일은 휴무예요');
  });
});
