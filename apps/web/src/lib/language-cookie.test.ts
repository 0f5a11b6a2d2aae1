// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, rememberLanguageForServer } from './language-cookie.ts';

describe('the language cookie the server preloads translations by', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing the one cookie under test.
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('names the interface language, and follows a change', () => {
    rememberLanguageForServer('zh');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=zh`);
    rememberLanguageForServer('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=zh`);
  });
});
