import { z } from 'zod';
import { normalizeLongitude } from './geo.ts';
import { DB_ID_MAX, MAX_PAGE, MAX_PAGE_SIZE } from './limits.ts';

/** `{ data: T }`: every success body. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A paged list: `{ items, total, page, limit, totalPages }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  });

/** A database id in a body: a positive integer the database's integer keys can hold. */
export const dbId = () => z.number().int().positive().max(DB_ID_MAX);

/**
 * `:id` in a path: decimal digits only (no `0x10`, `1e3` or spaces read as numbers), a positive integer up to
 * 2^31 − 1 (larger ones are a 400, never a database error).
 */
export const IdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(DB_ID_MAX)),
});
export type IdParam = z.infer<typeof IdParam>;

export const pageQuery = (defaultLimit: number, maxLimit = MAX_PAGE_SIZE) =>
  z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

/** A latitude in degrees, −90 to 90. */
export const Latitude = z.number().min(-90).max(90);
/**
 * A longitude as a client may send it, −180 to 180, kept as −180 ≤ lng < 180 (180 is stored and answered as −180:
 * the range GPX 1.1 allows, so every export and every answer agree with the files we write).
 */
export const Longitude = z.number().min(-180).max(180).transform(normalizeLongitude);

/** ISO-8601 UTC timestamp as sent over the wire. */
export const Timestamp = z.string();

/**
 * An image given with a post, a course (its cover) or a place (its photo): the `publicUrl` of an upload
 * (`POST /api/s3/put-url`) to attach, the current image URL to keep it, or null to remove it.
 */
export const ImageUrlInput = z.string().trim().min(1).max(2000).nullable();

export const OkDto = z.object({ ok: z.literal(true) });
