import {
  dataOf,
  ExternalPlaceParams,
  IdParam,
  PlaceDto,
  PlaceListDto,
  PlaceListQuery,
  PlaceMarkerPageDto,
  PlaceMarkersQuery,
  PlacePhotoQuery,
  PlaceSearchQuery,
  PlaceSearchResponse,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import type { ImageStore } from '../../lib/stored-image.ts';
import { PUBLIC_CACHE_SECONDS } from '../../plugins/compression.ts';
import { memberQuota } from '../../plugins/rate-limit.ts';
import type { HoursService } from '../hours/hours.service.ts';
import { PlacesService } from './places.service.ts';
import { adminPlaceRoutes } from './places-admin.routes.ts';
import { PlacesAdminService } from './places-admin.service.ts';

const _TypeParam = z.object({ id: z.string().trim().min(1).max(300) });

/**
 * /api/places. Fixed paths (search, photo, external, bookmarks/me, add, admin) are declared as their own routes;
 * find-my-way matches static segments before the `:id` parameter, so they are never taken for an id.
 */
export const placesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  images: ImageStore;
  hours: HoursService;
}> = async (app, { db, config, images, hours }) => {
  const service = new PlacesService(
    db,
    {
      googleMapsApiKey: config.googleMapsApiKey,
      kakaoRestApiKey: config.kakaoRestApiKey,
      googleBaseUrl: config.placeProviders.googleBaseUrl,
      kakaoBaseUrl: config.placeProviders.kakaoBaseUrl,
      timeoutMs: config.placeProviders.timeoutMs,
      allowPrivateImageHosts: config.placeProviders.allowPrivateImageHosts,
      dataDir: config.dataDir,
    },
    app.log,
    hours,
  );
  // Search and photos may trigger paid outside calls: limited per client when a provider is configured.
  /** Outside look-ups by id cost money: at most 20 per member a minute (stored rows are free). */
  const outsideLookups = memberQuota(app, 'place-lookup', 20);
  const outsideLimit = service.hasOutsideProviders ? { max: 60, timeWindow: '1 minute' } : false;

  const serializeList = compiledSerializer(dataOf(PlaceListDto));
  app.get(
    '/places',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      // The map's 100-place list is the hottest large body: a compiled serializer instead of the zod one.
      serializerCompiler: () => serializeList,
      schema: {
        tags: ['places'],
        summary: 'Active places; with lat, lng and radius: those within the radius, nearest first',
        querystring: PlaceListQuery,
        response: { 200: dataOf(PlaceListDto) },
      },
    },
    async (request, reply) => {
      const json = await service.listJson(request.query, (page) => serializeList({ data: page }));
      // Already JSON text of the response schema: Fastify sends a string typed as JSON as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  const serializeMarkers = compiledSerializer(dataOf(PlaceMarkerPageDto));
  app.get(
    '/places/markers',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      serializerCompiler: () => serializeMarkers,
      schema: {
        tags: ['places'],
        summary:
          "K-Map's places in slim form (id, name and address in the reader's language, type, position, flags): up to 100, nearest first with a radius",
        querystring: PlaceMarkersQuery,
        response: { 200: dataOf(PlaceMarkerPageDto) },
      },
    },
    async (request, reply) => {
      const json = await service.markersJson(request.query, (page) => serializeMarkers({ data: page }));
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        summary: 'Search the catalogue and the configured outside providers (biased towards Seoul)',
        querystring: PlaceSearchQuery,
        response: { 200: PlaceSearchResponse },
      },
      config: { rateLimit: outsideLimit },
    },
    async (request) => ({ success: true, data: await service.search(request.query) }),
  );

  app.get(
    '/places/photo',
    {
      schema: {
        tags: ['places'],
        summary: 'A place photo, streamed by the server (Google photo name or place/{id})',
        querystring: PlacePhotoQuery,
      },
      config: { rateLimit: outsideLimit, answers: [403, 404] },
    },
    async (request, reply) => {
      const { name, maxWidthPx, maxHeightPx } = request.query;
      const image = await service.photo(name, maxWidthPx, maxHeightPx);
      return (
        reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=86400')
          // A course's preview image (og:image): other origins may load it.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          .send(image.body)
      );
    },
  );

  app.get(
    '/places/external/:provider/:externalId',
    {
      config: { answers: [401] },
      schema: {
        tags: ['places'],
        summary: 'A place by outside id: the stored one, else a Google look-up (signed in, rate limited)',
        params: ExternalPlaceParams,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({
      data: await service.getExternal(request.params.provider, request.params.externalId, request.user, () =>
        outsideLookups.take(request),
      ),
    }),
  );

  app.get(
    '/places/:id',
    {
      config: { sharedCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['places'],
        summary: 'One place (inactive ones for admins only)',
        params: IdParam,
        response: { 200: dataOf(PlaceDto) },
      },
    },
    async (request) => ({ data: await service.get(request.params.id, request.user) }),
  );

  adminPlaceRoutes(app, new PlacesAdminService(db, service, images, app.log));
};
