import type { ErrorBody } from '@ktravel/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** One error handler for the whole API: stable codes, no internals in 5xx bodies. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).type('application/json').send(body);

    if (err instanceof AppError) {
      return send(err.status, {
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const where =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
        fields[where] ??= issue.message ?? 'Invalid value';
      }
      return send(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid', fields },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return send(500, { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, { error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' } });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { error: { code: 'VALIDATION_FAILED', message: 'Unsupported content type' } });
    }
    if (err.statusCode === 429) {
      return send(429, {
        error: { code: 'RATE_LIMITED', message: 'Too many requests; please wait and try again' },
      });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, { error: { code: 'VALIDATION_FAILED', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } });
  });
});
