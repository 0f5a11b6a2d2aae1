import {
  AddAdminBody,
  AddAdminResultDto,
  AdminUserDto,
  AdminUserPageDto,
  AdminUsersQuery,
  dataOf,
  IdParam,
  OkDto,
  UpdateRoleBody,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { AdminUsersService } from './admin-users.service.ts';

/** /api/admin/users (spec §7 Admin): admins only, every change audited. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new AdminUsersService(db);
  const admin = { onRequest: requireAdmin };

  app.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first; search by name or email, filter by role',
        querystring: AdminUsersQuery,
        response: { 200: dataOf(AdminUserPageDto) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.post(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Add an admin by email: a member is promoted; a new email becomes admin at first sign-in',
        body: AddAdminBody,
        response: { 200: dataOf(AddAdminResultDto) },
      },
    },
    async (request) => ({ data: await service.addAdmin(currentUser(request), request.body.email) }),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { answers: [409] },
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Change a role (409 LAST_ADMIN for the last admin)',
        params: IdParam,
        body: UpdateRoleBody,
        response: { 200: dataOf(AdminUserDto) },
      },
    },
    async (request) => ({
      data: await service.setRole(currentUser(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { answers: [409] },
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user and what they made (409 LAST_ADMIN for the last admin)',
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
