import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits.ts';

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

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof IdParam>;

export const pageQuery = (defaultLimit: number, maxLimit = MAX_PAGE_SIZE) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

/** ISO-8601 UTC timestamp as sent over the wire. */
export const Timestamp = z.string();

export const OkDto = z.object({ ok: z.literal(true) });
