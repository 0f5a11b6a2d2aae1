import { dataOf, type Language, TRANSLATE_MAX_LENGTH, TranslationDto } from '@ktravel/contract';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { api } from './api-client.ts';
import { useRequireLogin } from './auth/use-require-login.ts';
import { useConfig } from './config-query.ts';
import { isReadersLanguage } from './content-language.ts';
import { normalizeStoredLanguage } from './language.ts';

const TranslationResponse = import.meta.env.DEV ? dataOf(TranslationDto) : undefined;

/** POST /api/translate: a member's text in `target`, machine translated (kept by the server per text and language). */
export async function translateText(text: string, target: Language): Promise<TranslationDto> {
  const body = await api.post('/translate', { text, target }, { schema: TranslationResponse });
  return body.data;
}

/**
 * A text of any length in `target`: a long post is sent in parts of whole paragraphs (lines when one is too long),
 * each within what the API takes, and put back together.
 */
async function translateWhole(text: string, target: Language): Promise<TranslationDto> {
  if (text.length <= TRANSLATE_MAX_LENGTH) return translateText(text, target);
  const parts: string[] = [];
  for (const piece of text.split(/(?<=\n)/)) {
    const last = parts.at(-1);
    if (last !== undefined && last.length + piece.length <= TRANSLATE_MAX_LENGTH)
      parts[parts.length - 1] = last + piece;
    else
      for (let i = 0; i < piece.length; i += TRANSLATE_MAX_LENGTH)
        parts.push(piece.slice(i, i + TRANSLATE_MAX_LENGTH));
  }
  const answers = await Promise.all(
    parts.filter((part) => part.trim()).map((part) => translateText(part.trim(), target)),
  );
  return { ...answers[0]!, text: answers.map((answer) => answer.text).join('\n') };
}

export interface MachineTranslation {
  /** Whether "Translate" is offered: a provider is configured and some text is not in the reader's language. */
  isOffered: boolean;
  isShown: boolean;
  isLoading: boolean;
  isError: boolean;
  /** The texts to show: translated while shown, else the originals. */
  texts: string[];
  /** The language the provider found the first text in, when it is one of ours. */
  sourceLanguage: Language | null;
  /**
   * Without a provider: the foreign texts together, for links to translators a traveller knows (Papago, Google
   * Translate); null where a provider translates here, while the configuration loads, or where all is readable.
   */
  linkText: string | null;
  /** The reader's language: what the texts are translated into. */
  target: Language;
  show(): void;
  showOriginal(): void;
}

/**
 * "Translate" for members' texts (DESIGN §8.5): off until asked (a member's tap; a visitor is asked to log in),
 * then each text is translated into the reader's language and kept in the query cache, so showing the original
 * and the translation again costs nothing. Offered only where the server has a provider; without one, the texts
 * not in the reader's language go to links to Papago and Google Translate instead (`linkText`).
 */
export function useMachineTranslation(originals: string[]): MachineTranslation {
  const { i18n, t } = useTranslation();
  const config = useConfig();
  const requireLogin = useRequireLogin();
  const [isShown, setIsShown] = useState(false);
  const target = normalizeStoredLanguage(i18n.language);
  const hasProvider = config.data?.translate === true;
  // Which texts are foreign is asked only where a provider is set up; the queries exist only while shown (a page's
  // first render made one cache entry and observer per text otherwise, for a button most readers never press).
  const isForeign = originals.map(
    (text) => hasProvider && text.trim() !== '' && !isReadersLanguage(text, target),
  );
  const isOffered = isForeign.includes(true);
  const foreignWithoutProvider =
    config.data && !hasProvider
      ? originals.filter((text) => text.trim() !== '' && !isReadersLanguage(text, target))
      : [];
  const results = useQueries({
    queries:
      isShown && isOffered
        ? originals.map((text, i) => ({
            queryKey: ['translation', target, text] as const,
            queryFn: () => translateWhole(text.trim(), target),
            enabled: isForeign[i] === true,
            staleTime: Number.POSITIVE_INFINITY,
            retry: false,
          }))
        : [],
  });
  const isLoading = isShown && results.some((result) => result.isLoading);
  const isError = isShown && results.some((result) => result.isError);
  const isReady = isShown && !isLoading && !isError;
  return {
    isOffered,
    isShown: isReady,
    isLoading,
    isError,
    texts: originals.map((text, i) => (isReady ? (results[i]?.data?.text ?? text) : text)),
    sourceLanguage: results.find((result) => result.data)?.data?.sourceLanguage ?? null,
    linkText: foreignWithoutProvider.length > 0 ? foreignWithoutProvider.join('\n\n') : null,
    target,
    show: () => {
      if (requireLogin(t('translate.login'))) setIsShown(true);
    },
    showOriginal: () => setIsShown(false),
  };
}
