import { z } from 'zod';

/** Stable error codes; the web app maps each to a translated message. */
export const ERROR_CODES = [
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
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path → message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
