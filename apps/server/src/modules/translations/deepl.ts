import type { Language } from '@ktravel/contract';
import { z } from 'zod';
import { fetchJson } from '../../lib/place-providers/http.ts';

/** Our languages as DeepL's target codes (its API v2: `POST /v2/translate`). */
const TARGET: Record<Language, string> = {
  en: 'EN-US',
  ko: 'KO',
  zh: 'ZH-HANS',
  ja: 'JA',
  'zh-Hant': 'ZH-HANT',
};
/** DeepL's source codes of our languages (it reports Chinese as `ZH`, either script). */
const SOURCE: Record<string, Language> = { EN: 'en', KO: 'ko', ZH: 'zh', JA: 'ja' };

const DeeplAnswer = z.object({
  translations: z
    .array(z.object({ text: z.string(), detected_source_language: z.string().optional() }))
    .length(1),
});

export interface MachineTranslation {
  text: string;
  sourceLanguage: Language | null;
}

/** The largest translation answer read: one text of at most a post's length, in JSON, is far below it. */
const DEEPL_ANSWER_MAX_BYTES = 512 * 1024;

/**
 * DeepL's translate call (https://developers.deepl.com/docs/api-reference/translate): the key only in the
 * `Authorization` header, a time limit, and an answer checked before use; any failure is a ProviderError.
 */
export async function deeplTranslate(
  options: { apiKey: string; baseUrl: string; timeoutMs: number },
  text: string,
  target: Language,
): Promise<MachineTranslation> {
  const json = await fetchJson(
    'deepl',
    `${options.baseUrl}/v2/translate`,
    {
      method: 'POST',
      headers: { authorization: `DeepL-Auth-Key ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: [text], target_lang: TARGET[target] }),
    },
    options.timeoutMs,
    DEEPL_ANSWER_MAX_BYTES,
  );
  const parsed = DeeplAnswer.safeParse(json);
  if (!parsed.success) throw new Error('deepl: the answer is not a translation');
  const [first] = parsed.data.translations;
  const detected = first!.detected_source_language?.toUpperCase() ?? '';
  return { text: first!.text, sourceLanguage: SOURCE[detected] ?? null };
}
