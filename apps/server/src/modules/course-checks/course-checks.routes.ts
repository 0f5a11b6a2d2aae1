import { CourseBody, CourseCheckDto, CourseCheckQuery, dataOf, IdParam } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import type { CourseChecksService } from './course-checks.service.ts';

const CheckResponse = dataOf(CourseCheckDto);

/** A course's days and times against its places' hours (DESIGN §8.1): saved ones, and the planner's as it changes. */
export const courseChecksRoutes: FastifyPluginAsyncZod<{ checks: CourseChecksService }> = async (
  app,
  { checks },
) => {
  app.get(
    '/courses/:id/check',
    {
      schema: {
        tags: ['courses'],
        summary:
          "A course's warnings (closed that day, break time, outside the hours, closes during the visit), in the request's language, for whoever may read the course",
        params: IdParam,
        querystring: CourseCheckQuery,
        response: { 200: CheckResponse },
      },
    },
    async (request) => ({
      data: await checks.checkCourse(
        request.params.id,
        request.user,
        requestLanguage(request, request.query.language),
      ),
    }),
  );

  app.post(
    '/courses/check',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: "The warnings of a plan before it is saved (a member's planner; nothing is saved)",
        querystring: CourseCheckQuery,
        body: CourseBody,
        response: { 200: CheckResponse },
      },
      // The planner asks again as a plan changes: generous, but bounded per member.
      config: perMember(300),
    },
    async (request) => ({
      data: await checks.checkBody(request.body, requestLanguage(request, request.query.language)),
    }),
  );
};
