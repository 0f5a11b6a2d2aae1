import {
  CourseCheckQuery,
  type CourseDto,
  IdParam,
  KtravelCourseDocument,
  type Language,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/download-name.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { courseCalendar } from './course-calendar.ts';
import { courseDocument, courseGeoJson, courseKml } from './course-files.ts';

/** The published JSON Schema of the `ktravel-course` file (DESIGN §8.3), computed once. */
const COURSE_FILE_SCHEMA = JSON.stringify(
  {
    $id: '/api/schemas/ktravel-course.json',
    title: 'K-Travel course file (ktravel-course, version 1)',
    ...z.toJSONSchema(KtravelCourseDocument, { target: 'draft-2020-12', io: 'output' }),
  },
  null,
  2,
);

/**
 * Courses as files for other tools (DESIGN §8.1, §8.3): the calendar (`.ics`), our lossless JSON, GeoJSON and KML
 * (GPX is the course module's). Same visibility as the course: a private one is the same 404 as a missing one.
 */
export const courseExportsRoutes: FastifyPluginAsyncZod<{
  courses: CoursesService;
  origin: () => string;
}> = async (app, { courses, origin }) => {
  app.get(
    '/courses/:id/export.ics',
    {
      config: {
        answers: [409],
        file: { mediaType: 'text/calendar', description: 'The iCalendar file', download: true },
      },
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

  /** Each file: its extension, type, summary and how it is written from the course in the reader's language. */
  const files: {
    extension: string;
    type: string;
    summary: string;
    /** What the file is, for the API document's 200. */
    holds: string;
    write: (course: CourseDto, language: Language) => string;
  }[] = [
    {
      extension: 'json',
      type: 'application/json; charset=utf-8',
      holds: 'The ktravel-course file (its schema: /api/schemas/ktravel-course.json)',
      summary:
        'The course as a ktravel-course file (version 1; its JSON Schema at /api/schemas/ktravel-course.json)',
      write: (course, language) => JSON.stringify(courseDocument(course, language), null, 2),
    },
    {
      extension: 'geojson',
      type: 'application/geo+json; charset=utf-8',
      holds: 'A GeoJSON FeatureCollection (RFC 7946)',
      summary:
        "The course as GeoJSON: a Point feature per stop with the JSON file's stop fields as properties",
      write: (course, language) => JSON.stringify(courseGeoJson(course, language), null, 2),
    },
    {
      extension: 'kml',
      type: 'application/vnd.google-earth.kml+xml; charset=utf-8',
      holds: 'The KML 2.2 file',
      summary: 'The course as KML 2.2: a folder per day, a placemark per stop with its Korean name',
      write: (course, language) => courseKml(course, language, `${origin()}/kcourse/${course.id}`),
    },
  ];

  for (const file of files) {
    app.get(
      `/courses/:id/export.${file.extension}`,
      {
        config: {
          file: { mediaType: file.type.split(';')[0]!, description: file.holds, download: true },
        },
        schema: { tags: ['courses'], summary: file.summary, params: IdParam, querystring: CourseCheckQuery },
      },
      async (request, reply) => {
        const course = await courses.get(request.params.id, request.user);
        const body = file.write(course, requestLanguage(request, request.query.language));
        return reply
          .type(file.type)
          .header('content-disposition', attachmentDisposition(course.title, file.extension))
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  }

  app.get(
    '/schemas/ktravel-course.json',
    {
      schema: {
        tags: ['courses'],
        summary: 'The JSON Schema of the ktravel-course file that export.json writes and the import reads',
      },
      config: {
        sharedCacheSeconds: 3600,
        file: { mediaType: 'application/schema+json', description: 'A JSON Schema (draft 2020-12)' },
      },
    },
    async (_request, reply) => reply.type('application/schema+json; charset=utf-8').send(COURSE_FILE_SCHEMA),
  );
};
