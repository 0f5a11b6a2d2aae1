import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorTypeOf } from './error-type.ts';

describe('errorTypeOf', () => {
  it.each([
    [new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new ApiError(401, 'NOT_SIGNED_IN', 'Sign in'), 'unauthorized'],
    [new ApiError(403, 'FORBIDDEN', 'No'), 'unauthorized'],
    [new ApiError(404, 'COURSE_NOT_FOUND', 'Missing'), 'notFound'],
    [new ApiError(400, 'VALIDATION_FAILED', 'Bad', { email: 'Invalid' }), 'validation'],
    [new ApiError(500, 'INTERNAL_ERROR', 'Oops'), 'server'],
    [new ApiError(503, 'SERVICE_UNAVAILABLE', 'Later'), 'server'],
    [new ApiError(502, 'BAD_RESPONSE', '502 Bad Gateway'), 'server'],
    [new ApiError(429, 'RATE_LIMITED', 'Slow down'), 'default'],
    [new Error('boom'), 'default'],
    ['a string', 'default'],
  ])('%o → %s', (error, expected) => {
    expect(errorTypeOf(error)).toBe(expected);
  });
});
