import type { MyPageStatsDto } from '@ktravel/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { NotifiedCache } from '../../lib/notified-cache.ts';

/** A safety net only: entries are forgotten as soon as anything they count changes. */
const MEMBER_COUNTS_TTL_MS = 10 * 60_000;

/**
 * My Page's seven counts per member (and role: admins count what only they may open) as their response, join date
 * formatted, kept in memory until anything they count changes (docs/decisions/011): a successful write through this instance forgets them before
 * its answer is sent, and every instance forgets them when the database notifies `ktravel_member_counts`
 * (migration 0016: bookmarks, saves, courses, comments, scraps and likes, posts, and the visibility of places,
 * courses and posts).
 */
export type MemberCounts = NotifiedCache<string, MyPageStatsDto>;

export const memberCountsKey = (userId: number, isAdmin: boolean) => `${userId}:${isAdmin ? 'a' : 'm'}`;

/** Made once per app, listening until it closes; the app forgets it on writes (`forgetOnWrites`). */
export async function createMemberCounts(app: FastifyInstance, database: Database): Promise<MemberCounts> {
  const cache: MemberCounts = new NotifiedCache(MEMBER_COUNTS_TTL_MS);
  await cache.attach(app, database, 'ktravel_member_counts');
  return cache;
}
