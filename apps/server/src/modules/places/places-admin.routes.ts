import {
  AddPlaceBody,
  AdminPlacesQuery,
  AdvertisementBody,
  dataOf,
  IdParam,
  MultilingualMenuBody,
  OkDto,
  PlaceDto,
  PlaceTypeBody,
  pageOf,
  UpdatePlaceBody,
} from '@ktravel/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { PlacesAdminService } from './places-admin.service.ts';

const TypeParam = z.object({ id: z.string().trim().min(1).max(300) });

/** Admins' place routes (K-Map markers): every change audited by the service. */
export function adminPlaceRoutes(app: FastifyInstance, service: PlacesAdminService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin };

  api.get(
    '/admin/places',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Every place, inactive ones too; search by name or address in en/ko/zh (admins)',
        querystring: AdminPlacesQuery,
        response: { 200: dataOf(pageOf(PlaceDto)) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  api.post(
    '/places/add',
    {
      config: { answers: [404, 409] },
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Add a searched place to the map (admins)',
        body: AddPlaceBody,
        response: { 201: dataOf(PlaceDto) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.add(currentUser(request), request.body) }),
  );

  api.put(
    '/places/:id/multilingual-menu',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Set the multilingual-menu flag (admins)',
        params: IdParam,
        body: MultilingualMenuBody,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({
      data: await service.setMultilingualMenu(
        currentUser(request),
        request.params.id,
        request.body.hasMultilingualMenu,
      ),
    }),
  );

  api.put(
    '/places/:id/advertisement',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Set the advertisement flag (admins)',
        params: IdParam,
        body: AdvertisementBody,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({
      data: await service.setAdvertisement(
        currentUser(request),
        request.params.id,
        request.body.isAdvertisement,
      ),
    }),
  );

  api.put(
    '/places/:id/type',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Set the type of a place by our id or Google place id (admins)',
        params: TypeParam,
        body: PlaceTypeBody,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({
      data: await service.setType(currentUser(request), request.params.id, request.body.type),
    }),
  );

  api.put(
    '/places/:id',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Edit name, description, image, type and status (admins)',
        params: IdParam,
        body: UpdatePlaceBody,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({
      data: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );

  api.delete(
    '/places/admin/:id',
    {
      ...admin,
      schema: {
        tags: ['places', 'admin'],
        summary: 'Delete a place for good (admins); bookmarks go with it, course stops keep their copy',
        params: IdParam,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
}
