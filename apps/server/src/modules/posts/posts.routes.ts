import {
  CreatePostBody,
  dataOf,
  IdParam,
  OkDto,
  PostDto,
  PostListQuery,
  PostPageDto,
  TrendOrderBody,
  UpdatePostBody,
} from '@ktravel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { PUBLIC_CACHE_SECONDS } from '../../plugins/compression.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import type { PostsService } from './posts.service.ts';

/** Sends text that is already the JSON of the route's response schema (Fastify sends a JSON-typed string as is). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

const PostResponse = dataOf(PostDto);
const PostPageResponse = dataOf(PostPageDto);

/** `service`: one per app, shared with the likes (`postInteractionsRoutes`), which move its cached details. */
export const postsRoutes: FastifyPluginAsyncZod<{ service: PostsService }> = async (app, { service }) => {
  // The list and the detail are the hot reads: compiled serializers instead of the generic zod one.
  const serializePost = compiledSerializer(PostResponse);
  const serializePage = compiledSerializer(PostPageResponse);

  app.get(
    '/posts',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializePage,
      schema: {
        tags: ['posts'],
        summary:
          'Posts: published and not hidden by default (trends in their order, community posts newest first); other statuses list every such post for admins, a member their own',
        querystring: PostListQuery,
        response: { 200: PostPageResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.listJson(request.query, request.user, requestLanguage(request), serializePage),
      ),
  );

  app.get(
    '/posts/:id',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializePost,
      schema: {
        tags: ['posts'],
        summary: 'One post (drafts and hidden posts only for their author and admins; 404 for others)',
        params: IdParam,
        response: { 200: PostResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.getJson(request.params.id, request.user, requestLanguage(request), serializePost),
      ),
  );

  app.post(
    '/posts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['posts'],
        summary:
          'Write a post (community: members; trend articles: admins), with an uploaded image to attach',
        body: CreatePostBody,
        response: { 201: PostResponse },
      },
      config: perMember(20),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(currentUser(request), request.body) }),
  );

  app.put(
    '/posts/trends/order',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['posts', 'admin'],
        summary: 'Set the order of the trend articles: every trend id once, first shown first (admins)',
        body: TrendOrderBody,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.reorderTrends(request.body.ids);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    '/posts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['posts'],
        summary:
          'Edit a post (its author; trend articles also admins); imageUrl null removes the image, absent keeps it',
        params: IdParam,
        body: UpdatePostBody,
        response: { 200: PostResponse },
      },
    },
    async (request) => ({
      data: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/posts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['posts'],
        summary: 'Delete a post with its likes, scraps, comments, reports and image (its author or an admin)',
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
