import { ERROR_CODES } from '@ktravel/contract';
import type common from '../../public/locales/en/common.json';
import { isApiError } from './api-client.ts';

type ErrorCodeWithMessage = Exclude<keyof (typeof common)['errors'], 'default'>;
export type ErrorMessageKey = `errors.${ErrorCodeWithMessage}` | 'errors.default';

/** Client-side codes (no server involved) beside every server code of the contract. */
const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'BAD_RESPONSE', 'QUEUED_OFFLINE'] as const;

// Every code must have a message in the locale files: the `satisfies` fails to compile when one is missing.
const CODES_WITH_MESSAGES = new Set<string>([
  ...CLIENT_ERROR_CODES,
  ...ERROR_CODES,
] satisfies ErrorCodeWithMessage[]);

export const ERROR_CODES_WITH_MESSAGES: ReadonlySet<string> = CODES_WITH_MESSAGES;

/** The translation key for an error: its API code's message if we have one, else the generic message. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error) && CODES_WITH_MESSAGES.has(error.code)) {
    return `errors.${error.code as ErrorCodeWithMessage}`;
  }
  return 'errors.default';
}
