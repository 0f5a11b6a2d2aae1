import {
  dataOf,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  OkDto,
  UploadUrlBody,
  UploadUrlDto,
} from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { receiveSignedPut } from './uploads.receive.ts';
import type { UploadsService } from './uploads.service.ts';

/** The parameters of a local signed PUT URL (made by the local storage driver, all covered by its signature). */
const SignedPutQuery = z.object({
  contentType: z.string().max(100),
  size: z.coerce.number().int().min(1).max(IMAGE_MAX_BYTES),
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().max(200),
});

const FILE_CACHE = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, no-cache',
};

/** The key in `/api/uploads/{put,files}/<key>` (the route's wildcard). */
const wildcard = (request: FastifyRequest) => (request.params as { '*': string })['*'];

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  // Image bodies are streamed by the PUT route itself (counted, checked, written): only inside this plugin, so
  // every other route keeps refusing them.
  app.addContentTypeParser([...IMAGE_CONTENT_TYPES], (_request, _payload, done) => done(null));

  app.post(
    '/s3/put-url',
    {
      onRequest: requireUser,
      config: { ...perMember(20), answers: [409] },
      schema: {
        tags: ['uploads'],
        summary: 'A short-lived URL to PUT one image to (own community folder, or a trend one may edit)',
        body: UploadUrlBody,
        response: { 200: dataOf(UploadUrlDto) },
      },
    },
    async (request) => ({ data: await uploads.createUploadUrl(currentUser(request), request.body) }),
  );

  app.put(
    '/uploads/put/*',
    {
      config: { answers: [413, 415] },
      schema: {
        tags: ['uploads'],
        summary: 'Local storage: the signed PUT of an upload URL (exact type and size, image bytes only)',
        querystring: SignedPutQuery,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request, reply) => {
      try {
        await receiveSignedPut(uploads, {
          key: wildcard(request),
          params: request.query,
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.raw,
        });
      } catch (err) {
        // The rest of a refused body is not read: close the connection instead of draining it.
        reply.header('connection', 'close');
        throw err;
      }
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/uploads/files/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (re-encoded images public; uploads their owner only)',
      },
    },
    async (request, reply) => {
      const file = await uploads.readFile(wildcard(request), request.user);
      // Public images are what shared links show (og:image): a chat app's or another site's page may load them.
      if (file.isPublic) reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply
        .type(file.contentType)
        .header('cache-control', FILE_CACHE[file.isPublic ? 'public' : 'private'])
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
};
