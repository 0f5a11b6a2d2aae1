import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@ktravel/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** One error handler for the whole API: stable codes, no internals in 5xx bodies. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).type('application/json').send(body);

    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
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

const RAW_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Node's own HTTP parser errors (header too large, timeouts, malformed requests), answered before Fastify sees a
 * request: written to the socket in our envelope instead of Fastify's default body. Fastify's
 * `clientErrorHandler` option.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = RAW_ERRORS[err.code ?? ''] ?? {
    status: 400,
    message: 'The request is not valid HTTP',
  };
  const body = JSON.stringify({ error: { code: 'VALIDATION_FAILED', message } } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Errors Fastify's router raises before any route or hook runs (a URL that does not decode, a path parameter
 * over the length limit): the same envelope as everything else. Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    error: {
      code: 'VALIDATION_FAILED',
      message: tooLong ? 'A part of the address is too long' : 'The address is not valid',
    },
  };
  reply
    .status(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(body);
}
