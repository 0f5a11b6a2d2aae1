import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** What a stored image belongs to: its re-encoded files go to `{kind}/{id}/` (DESIGN §3 Uploads). */
export interface ImageOwner {
  kind: 'posts' | 'courses' | 'places' | 'reviews';
  id: number;
}

/**
 * What posts, courses, places and reviews need of the uploads module (`UploadsService`): attach an upload (checks it is
 * the caller's, re-encodes it, stores the image and its thumbnail under the owner's folder), recognise the URLs it
 * serves, and delete stored files.
 */
export interface ImageStore {
  attachImage(
    tx: DbOrTx,
    input: { url: string; userId: number; owner: ImageOwner; allowTrendPrefix?: boolean },
  ): Promise<{ imageUrl: string; thumbnailUrl: string; keys: string[] }>;
  deleteImages(keys: string[]): Promise<void>;
  /** One of our re-encoded images or thumbnails (which belongs to something already). */
  isStoredImageUrl(url: string): boolean;
  /** One of our upload URLs (`POST /api/s3/put-url`'s publicUrl), waiting to be attached. */
  isUploadUrl(url: string): boolean;
  /** The keys (image and thumbnail) behind a stored image's URL; [] for any other URL. */
  storedImageKeysOf(url: string | null | undefined): string[];
}

/** An image as its owner's row keeps it: the re-encoded image, its thumbnail and their storage keys. */
export interface StoredImage {
  imageUrl: string | null;
  thumbnailUrl: string | null;
  imageKeys: string[];
}

export const NO_IMAGE: StoredImage = { imageUrl: null, thumbnailUrl: null, imageKeys: [] };

/** An image change inside the owner's transaction: the new columns (if any) and the files to delete. */
export interface ImageChange {
  image?: StoredImage;
  /** Files the transaction stored: deleted again when it fails. */
  added: string[];
  /** Files the owner no longer shows: deleted once the transaction has committed. */
  removed: string[];
}

export interface ChangeImageOptions {
  userId: number;
  owner: ImageOwner;
  /** Trend articles: an upload in `trends/{postId}/` may be attached by any of the article's editors. */
  allowTrendPrefix?: boolean;
  /** Places: an outside http(s) URL an admin typed is kept as it is (fetched through the photo proxy). */
  allowOutsideUrl?: boolean;
}

/**
 * Applies `requested` (a body's image field) to its owner: undefined keeps the image, null or '' removes it, the
 * current URL (or its thumbnail's) keeps it, an upload's URL is attached (replacing the old image); the URL of an
 * image this server stores for something else is refused, and so is any other URL unless outside URLs are allowed.
 */
export async function changeImage(
  store: ImageStore,
  tx: DbOrTx,
  current: StoredImage,
  requested: string | null | undefined,
  options: ChangeImageOptions,
): Promise<ImageChange> {
  if (requested === undefined) return { added: [], removed: [] };
  if (requested === null || requested === '') {
    return current.imageUrl === null
      ? { added: [], removed: [] }
      : { image: NO_IMAGE, added: [], removed: current.imageKeys };
  }
  if (requested === current.imageUrl || requested === current.thumbnailUrl) return { added: [], removed: [] };
  if (store.isStoredImageUrl(requested)) {
    throw new AppError(400, 'UPLOAD_REFUSED', 'This image belongs to something else', {
      imageUrl: 'not an upload of yours',
    });
  }
  if (options.allowOutsideUrl && !store.isUploadUrl(requested)) {
    return {
      image: { imageUrl: requested, thumbnailUrl: null, imageKeys: [] },
      added: [],
      removed: current.imageKeys,
    };
  }
  const attached = await store.attachImage(tx, {
    url: requested,
    userId: options.userId,
    owner: options.owner,
    allowTrendPrefix: options.allowTrendPrefix,
  });
  return {
    image: { imageUrl: attached.imageUrl, thumbnailUrl: attached.thumbnailUrl, imageKeys: attached.keys },
    added: attached.keys,
    removed: current.imageKeys,
  };
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Deletes stored files of something saved or deleted already: a failure is logged, never the request's (the
 * write itself is done).
 */
export async function dropImageFiles(
  store: Pick<ImageStore, 'deleteImages'>,
  log: WarnLogger,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await store.deleteImages(keys);
  } catch (err) {
    log.warn({ err, keys }, 'could not delete image files');
  }
}

/**
 * Runs `write` (a transaction with image changes in it, reported through `track`): files it stored are deleted
 * again if it fails, files no longer shown once it has succeeded.
 */
export async function withImageChanges<T>(
  store: Pick<ImageStore, 'deleteImages'>,
  log: WarnLogger,
  write: (track: (change: ImageChange) => void) => Promise<T>,
): Promise<T> {
  const changes: ImageChange[] = [];
  let result: T;
  try {
    result = await write((change) => changes.push(change));
  } catch (err) {
    await dropImageFiles(
      store,
      log,
      changes.flatMap((c) => c.added),
    );
    throw err;
  }
  await dropImageFiles(
    store,
    log,
    changes.flatMap((c) => c.removed),
  );
  return result;
}
