import {
  dataOf,
  IdParam,
  InteractionStatsDto,
  InteractionToggleBody,
  InteractionToggleDto,
  LikeResultDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { PostInteractionsService } from './post-interactions.service.ts';
import type { PostsService } from './posts.service.ts';

/** `posts`: the posts routes' service, whose cached details a like moves to its new counters. */
export const postInteractionsRoutes: FastifyPluginAsyncZod<{ db: Db; posts: PostsService }> = async (
  app,
  { db, posts },
) => {
  const service = new PostInteractionsService(db, posts);

  app.post(
    '/posts/buzz/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags: ['posts'],
        summary: "Like or unlike a post (toggles the session's like)",
        params: IdParam,
        response: { 200: dataOf(LikeResultDto) },
      },
      config: perMember(120),
    },
    async (request) => ({ data: await service.like(currentUser(request), request.params.id) }),
  );

  app.post(
    '/interactions/toggle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['posts'],
        summary: "Toggle the session's scrap (or like) of a post",
        body: InteractionToggleBody,
        response: { 200: dataOf(InteractionToggleDto) },
      },
      config: { ...perMember(120), answers: [404] },
    },
    async (request) => ({
      data: await service.toggle(currentUser(request), request.body.postId, request.body.interactionType),
    }),
  );

  app.get(
    '/interactions/stats/post/:id',
    {
      schema: {
        tags: ['posts'],
        summary:
          "A post's like and scrap counts and the session's own like and scrap (anonymous: neither; a userId parameter is ignored)",
        params: IdParam,
        response: { 200: dataOf(InteractionStatsDto) },
      },
    },
    async (request) => ({ data: await service.stats(request.user, request.params.id) }),
  );
};
