import { createHash, randomBytes } from 'node:crypto';
import {
  AdminCoursesQuery,
  AdminCoursesResponse,
  CourseAdvertisementBody,
  CourseBody,
  CourseCheckQuery,
  CourseDto,
  CoursePageDto,
  CourseSaveDto,
  CourseShareDto,
  CourseVisibilityBody,
  dataOf,
  IdParam,
  MonthlyBestCourseDto,
  MonthlyBestQuery,
  MyCoursesDto,
  MyCoursesQuery,
  OkDto,
  PublicCoursesQuery,
} from '@ktravel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { currentUser, isSecureRequest, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { PUBLIC_CACHE_SECONDS } from '../../plugins/compression.ts';
import { pathId } from '../../plugins/idempotency.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { CourseSavesService } from './course-saves.service.ts';
import type { CoursesService } from './courses.service.ts';

/** Signed, HttpOnly cookie naming an anonymous browser session, so its shares count once per course. */
export const ANON_COOKIE = 'ktravel_anon';
const ANON_ID = /^[A-Za-z0-9_-]{43}$/;

/** Sends text that is already the JSON of the route's response schema (Fastify sends a JSON-typed string as is). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

const CourseResponse = dataOf(CourseDto);
const CoursePageResponse = dataOf(CoursePageDto);
const MyCoursesResponse = dataOf(MyCoursesDto);
const MonthlyBestResponse = dataOf(z.array(MonthlyBestCourseDto));

/** `If-Match: "<version>"` (the course's `version`; quotes and a weak `W/` tolerated). */
const IfMatchHeaders = z.object({
  'if-match': z
    .string()
    .regex(/^(W\/)?"?\d{1,9}"?$/, 'If-Match is the course\'s version in quotes, e.g. "3"')
    .optional(),
});
const ifMatchVersion = (header: string | undefined) =>
  header === undefined ? undefined : Number(header.replace(/\D/g, ''));

export const coursesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  service: CoursesService;
}> = async (app, { db, config, service }) => {
  const saves = new CourseSavesService(db, service);

  /**
   * 's:{sha256 of the session id}' for an anonymous caller whose browser session already existed (its signed
   * cookie came back); undefined for a request without it, which gets the cookie now but does not count, so
   * `shareCount` cannot be driven up by dropping cookies (docs/decisions/007).
   */
  function anonymousSharer(request: FastifyRequest, reply: FastifyReply): string | undefined {
    const raw = request.cookies[ANON_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    const id = unsigned?.valid && unsigned.value && ANON_ID.test(unsigned.value) ? unsigned.value : undefined;
    if (id) return `s:${createHash('sha256').update(id).digest('hex')}`;
    // No expiry: a browser session, as the share rule says.
    reply.setCookie(ANON_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(config, request),
      signed: true,
    });
    return undefined;
  }

  // The lists and the detail are the hot reads: compiled serializers instead of the generic zod one.
  const serializeCourse = compiledSerializer(CourseResponse);
  const serializePage = compiledSerializer(CoursePageResponse);
  const serializeAdmin = compiledSerializer(AdminCoursesResponse);
  const serializeMine = compiledSerializer(MyCoursesResponse);
  const serializeBest = compiledSerializer(MonthlyBestResponse);

  app.get(
    '/courses',
    {
      onRequest: requireUser,
      serializerCompiler: () => serializeMine,
      schema: {
        tags: ['courses'],
        summary: "The signed-in member's created courses and saved courses (saved ones with savedAt)",
        querystring: MyCoursesQuery,
        response: { 200: MyCoursesResponse },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request)) }),
  );

  app.get(
    '/courses/public',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializePage,
      schema: {
        tags: ['courses'],
        summary: 'Public courses, newest first',
        querystring: PublicCoursesQuery,
        response: { 200: CoursePageResponse },
      },
    },
    async (request, reply) => {
      return sendJson(
        reply,
        await service.listPublicJson(request.query, request.user, requestLanguage(request), serializePage),
      );
    },
  );

  app.get(
    '/courses/admin/all',
    {
      onRequest: requireAdmin,
      serializerCompiler: () => serializeAdmin,
      schema: {
        tags: ['courses', 'admin'],
        summary: 'Every course, private ones included, newest first (admins)',
        querystring: AdminCoursesQuery,
        response: { 200: AdminCoursesResponse },
      },
    },
    async (request) => service.listAll(request.query, currentUser(request)),
  );

  app.get(
    '/courses/monthly-best',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializeBest,
      schema: {
        tags: ['courses'],
        summary:
          'Public courses: advertisements first, then by saves + shares made this month (Asia/Seoul), then all-time saves, then newest',
        querystring: MonthlyBestQuery,
        response: { 200: MonthlyBestResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await saves.monthlyBestJson(
          request.query.limit,
          request.user,
          requestLanguage(request),
          serializeBest,
        ),
      ),
  );

  app.get(
    '/courses/:id',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializeCourse,
      schema: {
        tags: ['courses'],
        summary: 'One course with its stops (a private one only for its author and admins; 404 for others)',
        params: IdParam,
        response: { 200: CourseResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.getJson(request.params.id, request.user, requestLanguage(request), serializeCourse),
      ),
  );

  app.get(
    '/courses/:id/export.gpx',
    {
      config: {
        file: { mediaType: 'application/gpx+xml', description: 'The GPX 1.1 file', download: true },
      },
      schema: {
        tags: ['courses'],
        summary:
          'The course as GPX 1.1: a waypoint per stop, named in the request’s language, and a route through them per trip day',
        params: IdParam,
        querystring: CourseCheckQuery,
      },
    },
    async (request, reply) => {
      const { body, disposition } = await service.gpx(
        request.params.id,
        request.user,
        requestLanguage(request, request.query.language),
      );
      return reply
        .type('application/gpx+xml; charset=utf-8')
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/courses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Create a course (signed in); stops are linked to our places when known',
        body: CourseBody,
        response: { 201: CourseResponse },
      },
      config: {
        ...perMember(30),
        idempotent: {
          replay: async (request, courseId) => ({
            status: 201,
            payload: { data: await service.get(Number(courseId), currentUser(request)) },
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(currentUser(request), request.body) }),
  );

  app.put(
    '/courses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary:
          'Replace a course and its stops (its author and editors; If-Match: "<version>" makes a stale save a 409 COURSE_CHANGED)',
        params: IdParam,
        headers: IfMatchHeaders,
        body: CourseBody,
        response: { 200: CourseResponse },
      },
      config: {
        answers: [409],
        idempotent: {
          replay: async (request) => ({
            status: 200,
            payload: { data: await service.get(pathId(request), currentUser(request)) },
          }),
        },
      },
    },
    async (request) => ({
      data: await service.update(
        currentUser(request),
        request.params.id,
        request.body,
        ifMatchVersion(request.headers['if-match']),
      ),
    }),
  );

  app.delete(
    '/courses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course with its stops, saves, shares and comments (its author or an admin)',
        params: IdParam,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/courses/:id/save',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: "Save someone else's course (409 ALREADY_SAVED, 403 CANNOT_SAVE_OWN_COURSE)",
        params: IdParam,
        response: { 201: dataOf(CourseSaveDto) },
      },
      config: {
        ...perMember(60),
        answers: [409],
        idempotent: {
          replay: async (request) => ({
            status: 201,
            payload: { data: await saves.saveState(currentUser(request), pathId(request)) },
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saves.save(currentUser(request), request.params.id) }),
  );

  app.delete(
    '/courses/:id/save',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Remove a saved course (404 NOT_SAVED when it was not saved)',
        params: IdParam,
        response: { 200: dataOf(CourseSaveDto) },
      },
      config: {
        idempotent: {
          replay: async (request) => ({
            status: 200,
            payload: { data: await saves.saveState(currentUser(request), pathId(request)) },
          }),
        },
      },
    },
    async (request) => ({ data: await saves.unsave(currentUser(request), request.params.id) }),
  );

  app.post(
    '/courses/:id/share',
    {
      schema: {
        tags: ['courses'],
        summary:
          'Count a share: once per signed-in member, or per anonymous browser session that already existed (its ktravel_anon cookie came back); a first anonymous request gets the cookie and counted: false',
        params: IdParam,
        response: { 200: dataOf(CourseShareDto) },
      },
      config: perMember(30),
    },
    async (request, reply) => {
      const sharer = request.user ? `u:${request.user.id}` : anonymousSharer(request, reply);
      return { data: await saves.share(request.user, request.params.id, sharer) };
    },
  );

  app.put(
    '/courses/:id/advertisement',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['courses', 'admin'],
        summary: 'Mark or unmark a course as an advertisement (admins)',
        params: IdParam,
        body: CourseAdvertisementBody,
        response: { 200: CourseResponse },
      },
    },
    async (request) => ({
      data: await service.setAdvertisement(
        currentUser(request),
        request.params.id,
        request.body.isAdvertisement,
      ),
    }),
  );

  app.put(
    '/courses/:id/visibility',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Make a course public or private (admins, or the author for their own course)',
        params: IdParam,
        body: CourseVisibilityBody,
        response: { 200: CourseResponse },
      },
    },
    async (request) => ({
      data: await service.setVisibility(currentUser(request), request.params.id, request.body.visibility),
    }),
  );
};
