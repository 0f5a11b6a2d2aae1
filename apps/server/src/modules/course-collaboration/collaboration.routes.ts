import fastifySse from '@fastify/sse';
import {
  COURSE_EVENT_HEARTBEAT_MS,
  CollaboratorListDto,
  CollaboratorParams,
  CollaboratorRoleBody,
  CourseActivityListDto,
  CourseInviteBody,
  CourseInviteCreatedDto,
  CourseInviteListDto,
  CourseInviteParams,
  dataOf,
  IdParam,
  InviteAcceptedDto,
  InvitePreviewDto,
  InviteTokenParam,
  OkDto,
} from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { findCourseAccess } from '../courses/course-access.repository.ts';
import { courseNotFound } from '../courses/courses.service.ts';
import { CollaborationService } from './collaboration.service.ts';
import { CourseEventHub } from './course-events.ts';

const TAGS = ['planning together'];

/** Planning together (DESIGN §8.4): invite links, joining, collaborators. */
export const collaborationRoutes: FastifyPluginAsyncZod<{ database: Database; config: AppConfig }> = async (
  app,
  { database, config },
) => {
  const db = database.db;
  const service = new CollaborationService(db, config.sessionSecret);
  const hub = new CourseEventHub(database, config.streams);
  /** The course a stream's request may read, found by its preHandler. */
  const readable = new WeakMap<FastifyRequest, { id: number; revision: number }>();
  await hub.start();
  // Streams never end by themselves: they are ended before the server waits for its requests to finish.
  app.addHook('preClose', async () => hub.stop());
  await app.register(fastifySse, { heartbeatInterval: COURSE_EVENT_HEARTBEAT_MS });
  const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/courses/:id/invites',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Make an invite link for editors or viewers (the owner; the token is shown only here)',
        params: IdParam,
        body: CourseInviteBody,
        response: { 201: dataOf(CourseInviteCreatedDto) },
      },
      config: perMember(30),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service.createInvite(
          currentUser(request),
          request.params.id,
          request.body,
          originOf(request),
        ),
      }),
  );

  app.get(
    '/courses/:id/invites',
    {
      config: { answers: [403] },
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The invites still open, newest first (the owner)',
        params: IdParam,
        response: { 200: dataOf(CourseInviteListDto) },
      },
    },
    async (request) => ({ data: await service.listInvites(currentUser(request), request.params.id) }),
  );

  app.delete(
    '/courses/:id/invites/:token',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Withdraw an invite, by its token or its id (the owner)',
        params: CourseInviteParams,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.revokeInvite(currentUser(request), request.params.id, request.params.token);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'What an invite link is for: the course, the role, who invites (404 unknown, 410 expired)',
        params: InviteTokenParam,
        response: { 200: dataOf(InvitePreviewDto) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, answers: [410] },
    },
    async (request) => ({ data: await service.preview(request.params.token) }),
  );

  app.post(
    '/invites/:token/accept',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Join a course by its invite (410 INVITE_EXPIRED, 409 INVITE_OWN_COURSE)',
        params: InviteTokenParam,
        response: { 200: dataOf(InviteAcceptedDto) },
      },
      config: { ...perMember(30), answers: [409, 410] },
    },
    async (request) => ({ data: await service.accept(currentUser(request), request.params.token) }),
  );

  app.get(
    '/courses/:id/collaborators',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Who plans the course with its owner (the owner and collaborators)',
        params: IdParam,
        response: { 200: dataOf(CollaboratorListDto) },
      },
    },
    async (request) => ({ data: await service.collaborators(currentUser(request), request.params.id) }),
  );

  app.patch(
    '/courses/:id/collaborators/:userId',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: "Change a collaborator's role (the owner)",
        params: CollaboratorParams,
        body: CollaboratorRoleBody,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.setRole(
        currentUser(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      );
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    '/courses/:id/collaborators/:userId',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Remove a collaborator (the owner), or leave the course (a collaborator, their own id)',
        params: CollaboratorParams,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id, request.params.userId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/courses/:id/activity',
    {
      schema: {
        tags: TAGS,
        summary: 'Who changed what in the course, newest first (whoever may read it; at most 50)',
        params: IdParam,
        response: { 200: dataOf(CourseActivityListDto) },
      },
    },
    async (request) => ({ data: await service.activity(request.user, request.params.id) }),
  );

  app.get(
    '/courses/:id/events',
    {
      // An EventSource (Accept: text/event-stream) gets the stream; anything else the course's version as JSON.
      sse: { heartbeat: true },
      // Refusals are decided before the plugin turns the answer into a stream (it would send them as a 200).
      preHandler: async (request) => {
        const course = await findCourseAccess(db, request.params.id);
        if (!course || !canSeeCourse(course, request.user)) throw courseNotFound();
        const wantsStream = request.headers.accept?.includes('text/event-stream') ?? false;
        const refused = wantsStream ? hub.refusal(request.user, request.ip) : undefined;
        if (refused) throw refused;
        readable.set(request, course);
      },
      schema: {
        tags: TAGS,
        summary:
          'Server-Sent Events for whoever may read the course: `event: course` with { version, by } after each change, from any instance; `event: access` with { canRead, viewerRole } when who may read or edit it changed (the stream ends after canRead false); a comment line at least every 25 s (without Accept: text/event-stream, the current version as JSON). At most 5 open per member and SSE_STREAMS_PER_ADDRESS per address of anonymous readers (429), SSE_MAX_STREAMS on the instance (503), each with Retry-After.',
        params: IdParam,
        response: { 200: dataOf(z.object({ version: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const course = readable.get(request);
      if (!course) throw courseNotFound();
      if (!reply.sse) return { data: { version: course.revision } };
      const sse = reply.sse;
      const remove = hub.open({
        courseId: course.id,
        viewer: request.user,
        address: request.ip,
        sessionId: request.sessionId,
        send: (message) => {
          if (sse.isConnected) void sse.send(message).catch(() => {});
        },
        close: () => sse.close(),
      });
      // (Checked before: only a race between two requests for the last place ends here.)
      if (typeof remove !== 'function') {
        sse.close();
        return;
      }
      sse.keepAlive();
      sse.onClose(remove);
      // The headers and a first comment at once, so the reader knows it is connected.
      sse.sendHeaders();
      reply.raw.write(': connected\n\n');
    },
  );
};
