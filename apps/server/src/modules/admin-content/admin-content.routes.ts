import {
  AdminContentItemDto,
  AdminContentListDto,
  AdminContentParams,
  AdminContentQuery,
  AdminDashboardDto,
  AdminFactProposalDto,
  ContentStatusBody,
  dataOf,
  OkDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/stored-image.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { AdminContentService } from './admin-content.service.ts';
import { AdminDashboardService } from './admin-dashboard.service.ts';

/** Content moderation and the dashboard's counts (admins only; every change audited by the service). */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  images: Pick<ImageStore, 'deleteImages'>;
}> = async (app, { db, images }) => {
  const service = new AdminContentService(db, images, app.log);
  const dashboard = new AdminDashboardService(db);
  const admin = { onRequest: requireAdmin };

  app.get(
    '/admin/dashboard',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Live counts for the dashboard cards: places, courses, users, open reports, unhandled inquiries',
        response: { 200: dataOf(AdminDashboardDto) },
      },
    },
    async () => ({ data: await dashboard.counts() }),
  );

  app.get(
    '/admin/content',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Posts, post comments, course comments and place reviews, newest first, by type (comment: both kinds) and moderation status, with counters; type=fact lists the fact proposals by their status',
        querystring: AdminContentQuery,
        response: { 200: dataOf(AdminContentListDto) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.patch(
    '/admin/content/:type/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Set the moderation status (active and hidden close the open reports), or approve or reject a fact proposal (approving writes its facts onto the place); audited',
        params: AdminContentParams,
        body: ContentStatusBody,
        response: { 200: dataOf(z.union([AdminContentItemDto, AdminFactProposalDto])) },
      },
    },
    async (request) => ({
      data: await service.setStatus(
        currentUser(request),
        request.params.type,
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.delete(
    '/admin/content/:type/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a post, comment, review or fact proposal for good (its reports go with it); audited',
        params: AdminContentParams,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.type, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
