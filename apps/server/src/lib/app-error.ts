import type { ErrorCode } from '@ktravel/contract';

/** Thrown by services; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds the caller is told to wait before trying again (`Retry-After`), for 429 and 503 refusals. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', message = 'Not found') =>
  new AppError(404, code, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notSignedIn = (message = 'Please sign in first') => new AppError(401, 'NOT_SIGNED_IN', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
