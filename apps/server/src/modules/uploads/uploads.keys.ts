import { IMAGE_THUMBNAIL_PX } from '@ktravel/contract';
import { parseDbId } from '../../lib/db-id.ts';
import { isSafeKey } from '../../lib/storage/keys.ts';
import type { ImageOwner } from '../../lib/stored-image.ts';

/** Whose folder an upload key is in: a member's own community folder, or a trend article's. */
export type UploadTarget = { kind: 'community'; userId: number } | { kind: 'trend'; postId: number };

/**
 * `community/{id}/{name}` or `trends/{id}/{name}`, the name optionally `{timestamp}_{name}` and already sanitised
 * (`sanitizeUploadName`: at most 100 letters, digits, dots and hyphens); nothing else.
 */
const UPLOAD_KEY = /^(community|trends)\/([1-9]\d{0,9})\/(?:\d{1,16}_)?[A-Za-z0-9.-]{1,100}$/;

/**
 * The folder of an upload key (spec §7), or undefined when the key is not one a browser may ask for: another
 * prefix, extra segments, `..`, a name starting with a dot, or characters a sanitised name does not have.
 */
export function parseUploadKey(key: string): UploadTarget | undefined {
  const match = UPLOAD_KEY.exec(key);
  if (!match || !isSafeKey(key)) return undefined;
  const id = parseDbId(match[2]!);
  if (id === undefined) return undefined;
  return match[1] === 'community' ? { kind: 'community', userId: id } : { kind: 'trend', postId: id };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const THUMBNAIL_SUFFIX = `-${IMAGE_THUMBNAIL_PX}`;
const STORED_IMAGE_KEY = new RegExp(
  `^(posts|courses|places|reviews)/[1-9]\\d{0,9}/${UUID}(${THUMBNAIL_SUFFIX})?\\.webp$`,
);

/**
 * The keys a re-encoded image is stored under, in its owner's folder: `{posts|courses|places|reviews}/{id}/{uuid}.webp`
 * and its `-480` thumbnail.
 */
export function storedImageKeys(owner: ImageOwner): { image: string; thumbnail: string } {
  const base = `${owner.kind}/${owner.id}/${crypto.randomUUID()}`;
  return { image: `${base}.webp`, thumbnail: `${base}${THUMBNAIL_SUFFIX}.webp` };
}

/** Whether the key is a re-encoded image (or its thumbnail): those are public, uploads are not. */
export const isStoredImageKey = (key: string) => STORED_IMAGE_KEY.test(key);

/** The image and thumbnail keys of a stored image or thumbnail key. */
export function storedImagePair(key: string): { image: string; thumbnail: string } {
  const base = key.replace(new RegExp(`(${THUMBNAIL_SUFFIX})?\\.webp$`), '');
  return { image: `${base}.webp`, thumbnail: `${base}${THUMBNAIL_SUFFIX}.webp` };
}
