import { COURSE_IMPORT_MAX_BYTES, CourseImportBody, CourseImportPreviewDto, dataOf } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { NaverListProvider } from '../../lib/place-providers/naver-list.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { CourseImportsService } from './course-imports.service.ts';

/** Plans brought in from other tools (DESIGN §8.3): a preview the planner opens, nothing saved. */
export const courseImportsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const service = new CourseImportsService(db, config.naverList && new NaverListProvider(config.naverList));
  app.post(
    '/courses/import',
    {
      onRequest: requireUser,
      // DESIGN §8.3: a body over 1 MB is a 413 (the app's usual limit is smaller).
      bodyLimit: COURSE_IMPORT_MAX_BYTES,
      schema: {
        tags: ['courses'],
        summary:
          'Read a GPX, KML/KMZ, GeoJSON, Google Takeout or ktravel-course file, or a shared Naver Map list, as a course preview (points matched to our places; nothing saved; 400 IMPORT_INVALID, 413 over 1 MB, 503 IMPORT_SOURCE_UNAVAILABLE when Naver cannot be read)',
        body: CourseImportBody,
        response: { 200: dataOf(CourseImportPreviewDto) },
      },
      config: perMember(20),
    },
    async (request) => ({ data: await service.preview(request.body) }),
  );
};
