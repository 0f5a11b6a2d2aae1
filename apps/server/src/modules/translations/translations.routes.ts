import { dataOf, TranslateBody, TranslationDto } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import type { TranslationsService } from './translations.service.ts';

/** Members' translations per minute: reading a thread in another language, not a translation service. */
const TRANSLATIONS_PER_MINUTE = 30;

export const translationsRoutes: FastifyPluginAsyncZod<{ service: TranslationsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/translate',
    {
      onRequest: requireUser,
      config: perMember(TRANSLATIONS_PER_MINUTE),
      schema: {
        tags: ['translations'],
        summary:
          "Machine-translate a member's text into one of our languages (members; kept per text and language; 503 TRANSLATION_UNAVAILABLE without a provider or when it fails; 429 past 30 a minute)",
        body: TranslateBody,
        response: { 200: dataOf(TranslationDto) },
      },
    },
    async (request) => ({ data: await service.translate(request.body.text, request.body.target) }),
  );
};
