import { COURSE_IMPORT_MAX_BYTES, CourseImportBody, CourseImportPreviewDto, dataOf } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { NaverListProvider } from '../../lib/place-providers/naver-list.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { CourseImportsService } from './course-imports.service.ts';
import { ImportParserPool } from './import-pool.ts';

/** Plans brought in from other tools (DESIGN §8.3): a preview the planner opens, nothing saved. */
export const courseImportsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const files = new ImportParserPool(config.imports);
  app.addHook('onClose', async () => files.close());
  const service = new CourseImportsService(
    db,
    files,
    config.naverList && new NaverListProvider(config.naverList),
  );
  app.post(
    '/courses/import',
    {
      onRequest: requireUser,
      // DESIGN §8.3: a body over 1 MB is a 413 (the app's usual limit is smaller).
      bodyLimit: COURSE_IMPORT_MAX_BYTES,
      schema: {
        tags: ['courses'],
        summary:
          "Read a GPX, KML/KMZ, GeoJSON, Google Takeout or ktravel-course file, or a shared Naver Map list, as a course preview (points matched to our places; nothing saved; 400 IMPORT_INVALID, 413 over 1 MB, 503 IMPORT_SOURCE_UNAVAILABLE when Naver cannot be read). Files are read off the event loop within bounds: 5,000 points, XML 64 deep and 500,000 elements, a KMZ expanding to 10 MB, a time limit; 429 while two of the member's files are being read, 503 with Retry-After while the readers are full",
        body: CourseImportBody,
        response: { 200: dataOf(CourseImportPreviewDto) },
      },
      config: perMember(20),
    },
    async (request) => ({
      data: await service.preview(currentUser(request), request.body, requestLanguage(request)),
    }),
  );
};
