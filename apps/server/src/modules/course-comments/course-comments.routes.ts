import {
  CommentBody,
  CourseCommentDto,
  CourseCommentPageDto,
  CourseCommentsQuery,
  dataOf,
  IdParam,
  OkDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { PUBLIC_CACHE_SECONDS } from '../../plugins/compression.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { CourseCommentsService } from './course-comments.service.ts';

export const courseCommentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new CourseCommentsService(db);

  app.get(
    '/comments/course/:id',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['course comments'],
        summary: "A course's comments, oldest first (404 for a private course the caller may not see)",
        params: IdParam,
        querystring: CourseCommentsQuery,
        response: { 200: dataOf(CourseCommentPageDto) },
      },
    },
    async (request) => ({
      data: await service.list(request.params.id, request.query, request.user),
    }),
  );

  app.post(
    '/comments/course/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['course comments'],
        summary: 'Comment on a course (signed in)',
        params: IdParam,
        body: CommentBody,
        response: { 201: dataOf(CourseCommentDto) },
      },
      config: {
        ...perMember(20),
        idempotent: {
          replay: async (_request, commentId) => ({
            status: 201,
            payload: { data: await service.created(Number(commentId)) },
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service.create(currentUser(request), request.params.id, request.body.content),
      }),
  );

  app.put(
    '/comments/course-comment/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['course comments'],
        summary: 'Edit a course comment (its author only)',
        params: IdParam,
        body: CommentBody,
        response: { 200: dataOf(CourseCommentDto) },
      },
    },
    async (request) => ({
      data: await service.update(currentUser(request), request.params.id, request.body.content),
    }),
  );

  app.delete(
    '/comments/course-comment/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['course comments'],
        summary: 'Delete a course comment (its author or an admin)',
        params: IdParam,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
