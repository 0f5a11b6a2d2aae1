import { AdminActionPageDto, AdminAuditQuery, dataOf } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { AuditService } from './audit.service.ts';

/** The audit trail for admins: who changed what, newest first (each admin screen shows its rows' recent changes). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new AuditService(db);

  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin changes, newest first; filter by target type (and id)',
        querystring: AdminAuditQuery,
        response: { 200: dataOf(AdminActionPageDto) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );
};
