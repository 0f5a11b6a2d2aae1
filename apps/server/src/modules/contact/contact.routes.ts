import {
  ContactBody,
  ContactCreatedDto,
  ContactInquiryDto,
  dataOf,
  IdParam,
  InquiryHandledBody,
  pageOf,
  pageQuery,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { ContactService } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new ContactService(db);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send an inquiry from the contact dialog',
        body: ContactBody,
        response: { 201: dataOf(ContactCreatedDto) },
      },
      // Anyone may write to us, but not flood the table.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const created = await service.submit(request.body, request.user?.id ?? null);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/admin/contact-inquiries',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        summary: 'Inquiries sent through the contact dialog (admins)',
        querystring: pageQuery(20),
        response: { 200: dataOf(pageOf(ContactInquiryDto)) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.patch(
    '/admin/contact-inquiries/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin', 'contact'],
        summary: 'Mark an inquiry handled, or open again (admins)',
        params: IdParam,
        body: InquiryHandledBody,
        response: { 200: dataOf(ContactInquiryDto) },
      },
    },
    async (request) => ({
      data: await service.setHandled(currentUser(request), request.params.id, request.body.handled),
    }),
  );
};
