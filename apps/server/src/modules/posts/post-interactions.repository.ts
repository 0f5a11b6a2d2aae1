import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postInteractions } from '../../db/schema.ts';
import type { ViewerInteractions } from './posts.presenter.ts';

export type InteractionType = 'like' | 'scrap';

/**
 * Toggles the member's like or scrap of a post: inserts the row, or deletes it when it was there (the unique
 * (post, user, type) index decides, also between concurrent toggles). Answers whether it is there now. Run it in
 * a transaction: the counter triggers move `like_count`/`scrap_count` by the change.
 */
export async function toggleInteraction(
  tx: DbOrTx,
  postId: number,
  userId: number,
  type: InteractionType,
): Promise<boolean> {
  // A concurrent toggle of the same row can delete it between our two statements: then insert again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await tx
      .insert(postInteractions)
      .values({ postId, userId, type })
      .onConflictDoNothing()
      .returning({ id: postInteractions.id });
    if (inserted.length > 0) return true;
    const deleted = await tx
      .delete(postInteractions)
      .where(
        and(
          eq(postInteractions.postId, postId),
          eq(postInteractions.userId, userId),
          eq(postInteractions.type, type),
        ),
      )
      .returning({ id: postInteractions.id });
    if (deleted.length > 0) return false;
  }
  throw new Error(`like/scrap toggle of post ${postId} did not settle`);
}

/** The member's likes and scraps among `postIds`: one query for a page. */
export async function findInteractionsAmong(
  db: DbOrTx,
  userId: number,
  postIds: number[],
): Promise<ViewerInteractions> {
  const liked = new Set<number>();
  const scrapped = new Set<number>();
  if (postIds.length > 0) {
    const rows = await db
      .select({ postId: postInteractions.postId, type: postInteractions.type })
      .from(postInteractions)
      .where(and(eq(postInteractions.userId, userId), inArray(postInteractions.postId, postIds)));
    for (const row of rows) (row.type === 'like' ? liked : scrapped).add(row.postId);
  }
  return { liked, scrapped };
}
