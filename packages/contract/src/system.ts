import { z } from 'zod';

export const HealthDto = z.object({
  /** `overloaded`: the server sheds load (503 with Retry-After) until its event loop or heap recovers. */
  status: z.enum(['ok', 'degraded', 'overloaded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
  /**
   * Measured by the overload guard: mean event-loop delay (ms) of the last sample, or null when the loop was
   * stalled for the whole sample (no measurement; counted as overloaded), and heap in use (bytes).
   */
  load: z
    .object({ eventLoopDelayMs: z.number().nullable(), heapUsedBytes: z.number(), overloaded: z.boolean() })
    .optional(),
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
    /**
     * Whether the app prefetches a course's area (zoom 12–16) into the offline tile cache (DESIGN §8.2):
     * `MAP_TILE_PREFETCH=true` with a tile server other than OpenStreetMap's public one, never with it.
     */
    prefetch: z.boolean(),
  }),
  placeSearch: z.object({
    google: z.boolean(),
    kakao: z.boolean(),
  }),
  /** What the course import can read besides files: Naver Map shared lists when NAVER_LIST_BASE_URL is set. */
  imports: z.object({ naverList: z.boolean() }),
  /** Whether members' texts can be machine translated here (TRANSLATE_PROVIDER set): "Translate" shows only then. */
  translate: z.boolean(),
  /**
   * Who sees the spec's `/demo/error` page: everyone in development and tests, only admins in production (others
   * get the not-found page, issue 33).
   */
  errorDemo: z.enum(['everyone', 'admins']),
  version: z.string(),
});
export type ClientConfigDto = z.infer<typeof ClientConfigDto>;
