import { COURSE_IMPORT_MAX_BYTES, CourseImportBody, CourseImportPreviewDto, dataOf } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { CourseImportsService } from './course-imports.service.ts';

/** Plans brought in from other tools (DESIGN §8.3): a preview the planner opens, nothing saved. */
export const courseImportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new CourseImportsService(db);
  app.post(
    '/courses/import',
    {
      preHandler: [requireUser],
      // DESIGN §8.3: a body over 1 MB is a 413 (the app's usual limit is smaller).
      bodyLimit: COURSE_IMPORT_MAX_BYTES,
      schema: {
        tags: ['courses'],
        summary:
          'Read a GPX, KML, GeoJSON, Google Takeout or ktravel-course file as a course preview (points matched to our places; nothing saved; 400 IMPORT_INVALID, 413 over 1 MB)',
        body: CourseImportBody,
        response: { 200: dataOf(CourseImportPreviewDto) },
      },
      config: perMember(20),
    },
    async (request) => ({ data: await service.preview(request.body) }),
  );
};
