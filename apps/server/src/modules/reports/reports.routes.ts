import {
  AdminReportPageDto,
  AdminReportsQuery,
  dataOf,
  MyReportsDto,
  ReportBody,
  ReportDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { ReportsService } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new ReportsService(db);

  app.post(
    '/reports',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reports'],
        summary:
          'Report a post, a post comment or a course comment to admins: once per member per target (409), never your own (403)',
        body: ReportBody,
        response: { 201: dataOf(ReportDto) },
      },
      config: { ...perMember(20), answers: [404, 409] },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(currentUser(request), request.body) }),
  );

  app.get(
    '/reports/mine',
    {
      preHandler: [requireUser],
      schema: {
        tags: ['reports'],
        summary:
          'What the signed-in member reported (type and id, newest first, at most 1,000): their Report buttons show "Reported"',
        response: { 200: dataOf(MyReportsDto) },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request)) }),
  );

  app.get(
    '/admin/reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['reports', 'admin'],
        summary:
          "Members' reports with their reasons, newest first: open (default), closed or all; one item's with targetType and targetId (admins)",
        querystring: AdminReportsQuery,
        response: { 200: dataOf(AdminReportPageDto) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );
};
