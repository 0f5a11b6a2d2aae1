import { createHash } from 'node:crypto';
import type { Language, TranslationDto } from '@ktravel/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deeplTranslate } from './deepl.ts';

const unavailable = (message: string) => new AppError(503, 'TRANSLATION_UNAVAILABLE', message);

/**
 * Machine translation of members' texts (DESIGN §8.5) through the configured provider, kept per text and target
 * language in the database: a text is sent once, whoever asks again. Without a provider every call is a 503 (and
 * the web app shows no "Translate"); a provider that fails or times out is a 503 too, nothing kept.
 */
export class TranslationsService {
  constructor(
    private readonly db: Db,
    private readonly options: AppConfig['translate'],
    private readonly log: FastifyBaseLogger,
  ) {}

  async translate(text: string, target: Language): Promise<TranslationDto> {
    const options = this.options;
    if (!options) throw unavailable('Translation is not available on this server');
    const sourceHash = createHash('sha256').update(text).digest('hex');
    const kept = await this.db
      .select()
      .from(translations)
      .where(and(eq(translations.sourceHash, sourceHash), eq(translations.target, target)));
    if (kept[0]) return toDto(kept[0], target);
    let answer: Awaited<ReturnType<typeof deeplTranslate>>;
    try {
      answer = await deeplTranslate(options, text, target);
    } catch (err) {
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'translation provider failed');
      throw unavailable('The translation service cannot answer right now');
    }
    const row = {
      sourceHash,
      target,
      text: answer.text,
      sourceLanguage: answer.sourceLanguage,
      provider: 'deepl',
    };
    // Two members asking at once: the first answer kept is the one everybody gets.
    await this.db.insert(translations).values(row).onConflictDoNothing();
    return toDto(row, target);
  }
}

function toDto(
  row: { text: string; sourceLanguage: string | null; provider: string },
  target: Language,
): TranslationDto {
  return {
    text: row.text,
    target,
    sourceLanguage: (row.sourceLanguage as Language | null) ?? null,
    machineTranslated: true,
    provider: row.provider,
  };
}
