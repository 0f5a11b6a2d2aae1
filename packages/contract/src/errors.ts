import { z } from 'zod';
import { ERROR_CODES } from './constants.ts';

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
