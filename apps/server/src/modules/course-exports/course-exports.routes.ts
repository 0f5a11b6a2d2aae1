import { CourseCheckQuery, IdParam } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/gpx.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { courseCalendar } from './course-calendar.ts';

/** Courses as files for other tools (DESIGN §8.1, §8.3): the calendar (`.ics`). */
export const courseExportsRoutes: FastifyPluginAsyncZod<{
  courses: CoursesService;
  origin: () => string;
}> = async (app, { courses, origin }) => {
  app.get(
    '/courses/:id/export.ics',
    {
      schema: {
        tags: ['courses'],
        summary:
          'The course as an iCalendar file (RFC 5545): an event per stop on its day, in Asia/Seoul (409 COURSE_HAS_NO_DATE without a start date)',
        params: IdParam,
        querystring: CourseCheckQuery,
      },
    },
    async (request, reply) => {
      const course = await courses.get(request.params.id, request.user);
      const { startDate } = course;
      if (!startDate) {
        throw conflict('COURSE_HAS_NO_DATE', 'Set the course’s start date to add it to a calendar');
      }
      const site = origin();
      const body = courseCalendar(
        { ...course, startDate },
        {
          courseUrl: `${site}/kcourse/${course.id}`,
          host: new URL(site).host,
          language: requestLanguage(request, request.query.language),
        },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(course.title, 'ics'))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
