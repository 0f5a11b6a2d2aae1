import { z } from 'zod';

export const HealthDto = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthDto = z.infer<typeof HealthDto>;

/** Public settings the web app reads at start (GET /api/config). */
export const ClientConfigDto = z.object({
  auth: z.object({
    google: z.boolean(),
    devLogin: z.boolean(),
  }),
  map: z.object({
    tileUrl: z.string(),
    attribution: z.string(),
  }),
  placeSearch: z.object({
    google: z.boolean(),
    kakao: z.boolean(),
  }),
  version: z.string(),
});
export type ClientConfigDto = z.infer<typeof ClientConfigDto>;
