import {
  dataOf,
  IdParam,
  OkDto,
  PostCommentBody,
  PostCommentDto,
  PostCommentPageDto,
  PostCommentsQuery,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { PUBLIC_CACHE_SECONDS } from '../../plugins/compression.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { PostCommentsService } from './post-comments.service.ts';

export const postCommentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new PostCommentsService(db);

  app.get(
    '/comments/post/:id',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['post comments'],
        summary: "A post's comments, oldest first, at most 50 a page (404 for a post the caller may not see)",
        params: IdParam,
        querystring: PostCommentsQuery,
        response: { 200: dataOf(PostCommentPageDto) },
      },
    },
    async (request) => ({ data: await service.list(request.params.id, request.query, request.user) }),
  );

  app.post(
    '/comments/post/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['post comments'],
        summary: 'Comment on a post (signed in)',
        params: IdParam,
        body: PostCommentBody,
        response: { 201: dataOf(PostCommentDto) },
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
    '/comments/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['post comments'],
        summary: 'Edit a post comment (its author only)',
        params: IdParam,
        body: PostCommentBody,
        response: { 200: dataOf(PostCommentDto) },
      },
    },
    async (request) => ({
      data: await service.update(currentUser(request), request.params.id, request.body.content),
    }),
  );

  app.delete(
    '/comments/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['post comments'],
        summary: 'Delete a post comment (its author or an admin)',
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
