import {
  BookmarkDto,
  dataOf,
  IdParam,
  MYPAGE_GRID_PAGE_SIZE,
  OkDto,
  pageOf,
  pageQuery,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { BookmarksService } from './bookmarks.service.ts';

export const bookmarksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new BookmarksService(db);

  app.get(
    '/places/bookmarks/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: "The signed-in member's bookmarks, newest first",
        querystring: pageQuery(MYPAGE_GRID_PAGE_SIZE),
        response: { 200: dataOf(pageOf(BookmarkDto)) },
      },
    },
    async (request) => ({
      data: await service.listMine(currentUser(request).id, request.query),
    }),
  );

  app.post(
    '/places/:id/bookmark',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark a place (409 ALREADY_BOOKMARKED when it is already bookmarked)',
        params: IdParam,
        response: { 201: dataOf(BookmarkDto) },
      },
      config: {
        answers: [409],
        idempotent: {
          replay: async (_request, bookmarkId) => ({
            status: 201,
            payload: { data: await service.created(Number(bookmarkId)) },
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.add(currentUser(request).id, request.params.id) }),
  );

  app.delete(
    '/places/:id/bookmark',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark',
        params: IdParam,
        response: { 200: dataOf(OkDto) },
      },
      config: { idempotent: { replay: async () => ({ status: 200, payload: { data: { ok: true } } }) } },
    },
    async (request) => {
      await service.remove(currentUser(request).id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
