import { CLIENT_ERROR_CODES, isApiError } from './api-client.ts';

/** The kinds of failure the error display distinguishes (spec §2 "Error display"). */
export const ERROR_TYPES = [
  'network',
  'notFound',
  'unauthorized',
  'server',
  'validation',
  'default',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Which error display fits a failed call: an `ApiError`, a fetch `TypeError`, or anything else thrown. */
export function errorTypeOf(error: unknown): ErrorType {
  if (isApiError(error)) {
    if (error.status === 0 || error.code === CLIENT_ERROR_CODES.network) return 'network';
    if (error.status === 401 || error.status === 403) return 'unauthorized';
    if (error.status === 404 || error.code.endsWith('NOT_FOUND')) return 'notFound';
    if (error.status === 400 || error.status === 422 || error.code === 'VALIDATION_FAILED')
      return 'validation';
    if (error.status >= 500 || error.code === CLIENT_ERROR_CODES.badResponse) return 'server';
    return 'default';
  }
  // fetch() itself rejects with a TypeError when the network is down.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'network';
  return 'default';
}
