import { z } from 'zod';
import { Language } from './enums.ts';
import { TRANSLATE_MAX_LENGTH } from './limits.ts';

/**
 * POST /api/translate (DESIGN §8.5): a member's text (a post, a comment, a course's title or description) into the
 * reader's language, through the configured translation provider; answers are kept per text and language.
 */
export const TranslateBody = z.object({
  text: z.string().trim().min(1, 'text is required').max(TRANSLATE_MAX_LENGTH),
  target: Language,
});
export type TranslateBody = z.infer<typeof TranslateBody>;

export const TranslationDto = z.object({
  text: z.string(),
  target: Language,
  /** The language the provider found the original in (one of ours), or null when it is another or unknown. */
  sourceLanguage: Language.nullable(),
  /** Always true: the app marks the text as machine translated, the original one tap away. */
  machineTranslated: z.literal(true),
  /** Which provider translated it (`deepl`). */
  provider: z.string(),
});
export type TranslationDto = z.infer<typeof TranslationDto>;
