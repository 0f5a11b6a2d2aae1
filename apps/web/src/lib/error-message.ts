import type common from '../../public/locales/en/common.json';
import { isApiError } from './api-client.ts';

type ErrorCodeWithMessage = Exclude<keyof (typeof common)['errors'], 'default'>;
export type ErrorMessageKey = `errors.${ErrorCodeWithMessage}` | 'errors.default';

// Kept in step with the locale files by error-message.test.ts.
const CODES_WITH_MESSAGES = new Set<string>([
  'NETWORK_ERROR',
  'BAD_RESPONSE',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'USER_NOT_FOUND',
  'PLACE_NOT_FOUND',
  'COURSE_NOT_FOUND',
  'POST_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'CONFLICT',
  'ALREADY_BOOKMARKED',
  'ALREADY_SAVED',
  'RATE_LIMITED',
  'DEV_LOGIN_DISABLED',
  'LAST_ADMIN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] satisfies ErrorCodeWithMessage[]);

export const ERROR_CODES_WITH_MESSAGES: ReadonlySet<string> = CODES_WITH_MESSAGES;

/** The translation key for an error: its API code's message if we have one, else the generic message. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error) && CODES_WITH_MESSAGES.has(error.code)) {
    return `errors.${error.code as ErrorCodeWithMessage}`;
  }
  return 'errors.default';
}
