import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PostAccess, PostImage } from './posts.repository.ts';

/**
 * What posts need of the uploads module (`UploadsService`, modules/uploads): attach an upload to a post (checks it
 * is the caller's, re-encodes it, stores the image and its thumbnail), recognise a URL it already serves, and
 * delete stored files.
 */
export interface PostImageStore {
  attachImage(
    tx: DbOrTx,
    input: { url: string; userId: number; postId: number; allowTrendPrefix: boolean },
  ): Promise<{ imageUrl: string; thumbnailUrl: string; keys: string[] }>;
  deleteImages(keys: string[]): Promise<void>;
  isStoredImageUrl(url: string): boolean;
}

/** An image change inside a post's transaction: the new columns (if any) and the files to delete after commit. */
export interface ImageChange {
  image?: PostImage;
  /** Files the transaction stored: deleted again when it fails. */
  added: string[];
  /** Files the post no longer shows: deleted once the transaction has committed. */
  removed: string[];
}

export const NO_IMAGE: PostImage = { imageUrl: null, thumbnailUrl: null, imageKeys: [] };

/**
 * Applies `requested` (the body's `imageUrl`) to the post: undefined keeps the image, null removes it, the post's
 * current URL (or its thumbnail's) keeps it, an upload's URL is attached (replacing the old image); the URL of an
 * image this server stores for another post is refused.
 */
export async function changeImage(
  store: PostImageStore,
  tx: DbOrTx,
  post: Pick<PostAccess, 'id' | 'postType' | 'imageUrl' | 'thumbnailUrl' | 'imageKeys'>,
  requested: string | null | undefined,
  userId: number,
): Promise<ImageChange> {
  if (requested === undefined || requested === post.imageUrl || requested === post.thumbnailUrl) {
    return { added: [], removed: [] };
  }
  if (requested === null) return { image: NO_IMAGE, added: [], removed: post.imageKeys };
  if (store.isStoredImageUrl(requested)) {
    throw new AppError(400, 'UPLOAD_REFUSED', 'This image belongs to another post', {
      imageUrl: 'not an upload of yours',
    });
  }
  const attached = await store.attachImage(tx, {
    url: requested,
    userId,
    postId: post.id,
    allowTrendPrefix: post.postType === 'trend',
  });
  return {
    image: { imageUrl: attached.imageUrl, thumbnailUrl: attached.thumbnailUrl, imageKeys: attached.keys },
    added: attached.keys,
    removed: post.imageKeys,
  };
}
