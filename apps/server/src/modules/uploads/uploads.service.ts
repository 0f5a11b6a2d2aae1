import {
  IMAGE_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadUrlBody,
  type UploadUrlDto,
} from '@ktravel/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isOwner } from '../../lib/ownership.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import type { SessionUser, Viewer } from '../../lib/session-user.ts';
import { detectImageType, type ImageContentType } from '../../lib/storage/image-type.ts';
import { isSafeKey } from '../../lib/storage/keys.ts';
import { reencodeImage } from '../../lib/storage/reencode.ts';
import type { StorageDriver } from '../../lib/storage/storage.ts';
import type { ImageOwner, ImageStore } from '../../lib/stored-image.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { isStoredImageKey, parseUploadKey, storedImageKeys, storedImagePair } from './uploads.keys.ts';
import * as repo from './uploads.repository.ts';

/** An upload never attached to a post is deleted after this long (DESIGN §3). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** The first clean-up runs a minute after start, out of the way of start-up work. */
const CLEANUP_FIRST_DELAY_MS = 60 * 1000;
const CLEANUP_BATCH = 200;

export interface UploadsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface AttachImageInput {
  /** The `publicUrl` the upload got from POST /api/s3/put-url. */
  url: string;
  /** Who saves: the upload must be theirs (or, with allowTrendPrefix, in this trend's folder). */
  userId: number;
  /** The post, course or place the image is for: its files go to that folder. */
  owner: ImageOwner;
  /** Trend articles: an upload in `trends/{postId}/` may be attached by any of the article's editors. */
  allowTrendPrefix?: boolean;
}

export interface AttachedImage {
  /** The re-encoded image (WebP, longest side ≤ 1600 px) and its 480 px thumbnail, to store with its owner. */
  imageUrl: string;
  thumbnailUrl: string;
  /** Their storage keys, for `deleteImages` when the image is replaced or removed. */
  keys: string[];
}

export interface StoredFile {
  bytes: Buffer;
  contentType: ImageContentType;
  /** Re-encoded images are public and immutable; an upload is only its uploader's to see. */
  isPublic: boolean;
}

const refused = (message: string, status = 400) => new AppError(status, 'UPLOAD_REFUSED', message);
const uploadNotFound = (message = 'This upload was not found; please upload the image again') =>
  notFound('UPLOAD_NOT_FOUND', message);

/**
 * Image uploads (DESIGN §3 Uploads): signs upload URLs for the caller's own folders, records them, makes an
 * upload safe and light when a post, a course (its cover) or a place (its photo) takes it (re-encoded by sharp,
 * the original deleted), serves stored files and deletes what was never attached. Other modules use it as their
 * `ImageStore` (lib/stored-image.ts).
 */
export class UploadsService implements ImageStore {
  private stopCleanup: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    readonly storage: StorageDriver,
    private readonly log: UploadsLogger,
  ) {}

  /** POST /api/s3/put-url: checks the key's folder is the caller's, records the upload, signs the PUT. */
  async createUploadUrl(user: SessionUser, body: UploadUrlBody): Promise<UploadUrlDto> {
    const target = parseUploadKey(body.key);
    if (!target) {
      throw refused(
        'The key must be community/{your id}/{name} or trends/{post id}/{name}, the name made of letters, digits, dots and hyphens',
      );
    }
    if (target.kind === 'community' && target.userId !== user.id) {
      throw forbidden('You can only upload into your own folder');
    }
    if (target.kind === 'trend') {
      const authorId = await repo.findTrendAuthor(this.db, target.postId);
      if (authorId === undefined || !isOwner(user, authorId, { allowAdmin: true })) {
        throw forbidden('You cannot change the image of this trend article');
      }
    }
    const id = await repo.upsertUpload(this.db, {
      key: body.key,
      userId: user.id,
      contentType: body.contentType,
      size: body.size,
    });
    if (id === undefined) throw conflict('CONFLICT', 'This file name is already taken; please upload again');
    const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
    const signed = await this.storage.presignPut(body.key, body.contentType, body.size, expiresAt);
    return {
      url: signed.url,
      key: body.key,
      publicUrl: this.storage.publicUrl(body.key),
      expiresAt: signed.expiresAt.toISOString(),
    };
  }

  /** The recorded upload a signed local PUT may write: unattached, with the type and size that were signed. */
  async assertPutExpected(key: string, contentType: string, size: number): Promise<void> {
    const row = await repo.findUploadByKey(this.db, key);
    if (!row || row.attachedAt !== null || row.contentType !== contentType || row.size !== size) {
      throw uploadNotFound('This upload link is no longer valid; ask for a new one');
    }
  }

  /**
   * A stored file for GET /api/uploads/files/*: re-encoded images for everyone; an upload (not yet re-encoded,
   * so still carrying its metadata, e.g. a phone photo's GPS position) only for its uploader. Only bytes that
   * really are an image are ever served, typed by what they are.
   */
  async readFile(key: string, viewer: Viewer): Promise<StoredFile> {
    if (!isSafeKey(key)) throw uploadNotFound();
    const isPublic = isStoredImageKey(key);
    if (!isPublic) {
      if (!viewer || !parseUploadKey(key)) throw uploadNotFound();
      const row = await repo.findUploadByKey(this.db, key);
      if (!row || row.userId !== viewer.id) throw uploadNotFound();
    }
    const bytes = await this.storage.get(key);
    const contentType = bytes && detectImageType(bytes);
    if (!bytes || !contentType) throw uploadNotFound();
    return { bytes, contentType, isPublic };
  }

  /**
   * Attaches an upload to its owner inside the caller's transaction: reads it, checks it is an image, re-encodes it
   * (upright, no metadata, ≤ 1600 px WebP, plus a 480 px thumbnail), stores both, marks the upload attached and
   * deletes the original. 404 UPLOAD_NOT_FOUND for an unknown or already used upload, 400 UPLOAD_REFUSED for
   * someone else's or for bytes that are not a readable JPEG, PNG or WebP. When the caller's transaction fails
   * afterwards, it should `deleteImages(keys)`.
   */
  async attachImage(tx: DbOrTx, input: AttachImageInput): Promise<AttachedImage> {
    const key = this.storage.keyOfPublicUrl(input.url);
    const row = key === undefined ? undefined : await repo.findUploadByKey(tx, key);
    if (!key || !row || row.attachedAt !== null) throw uploadNotFound();
    const { owner } = input;
    const inTrendFolder =
      input.allowTrendPrefix === true && owner.kind === 'posts' && key.startsWith(`trends/${owner.id}/`);
    if (row.userId !== input.userId && !inTrendFolder)
      throw refused('This image was uploaded by someone else');

    // The size first (S3: a HEAD), so an oversized object put in the bucket by other means is refused without
    // being downloaded (issue 33); the bytes are checked again once read.
    const size = await this.storage.size(key);
    if (size === undefined) throw uploadNotFound();
    if (size > IMAGE_MAX_BYTES) throw refused('The uploaded file is larger than an image may be');
    const bytes = await this.storage.get(key);
    if (!bytes) throw uploadNotFound();
    if (bytes.length > IMAGE_MAX_BYTES || !detectImageType(bytes)) {
      throw refused('The uploaded file is not a JPEG, PNG or WebP image');
    }
    const encoded = await reencodeImage(bytes).catch((err: unknown) => {
      this.log.info({ err, key }, 'uploads: an image could not be decoded');
      throw refused('The uploaded image could not be read');
    });

    const keys = storedImageKeys(owner);
    await this.storage.put(keys.image, encoded.image, 'image/webp');
    await this.storage.put(keys.thumbnail, encoded.thumbnail, 'image/webp');
    const stored = [keys.image, keys.thumbnail];
    if (!(await repo.markAttached(tx, row.id, owner.kind === 'posts' ? owner.id : null))) {
      // Another save took this upload between our read and now.
      await this.deleteImages(stored);
      throw uploadNotFound();
    }
    await this.deleteQuietly(key, 'the original of an attached upload');
    return {
      imageUrl: this.storage.publicUrl(keys.image),
      thumbnailUrl: this.storage.publicUrl(keys.thumbnail),
      keys: stored,
    };
  }

  /** Deletes stored images (a replaced or removed image); best effort, failures are logged. */
  async deleteImages(keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteQuietly(key, 'a replaced or removed image');
  }

  /** Sizes of stored images, by key: a key names one set of bytes for good (a new image gets a new key). */
  private readonly imageSizes = new TtlCache<string, { width: number; height: number } | null>(
    24 * 60 * 60 * 1000,
    2000,
  );

  /**
   * The pixel size of one of our re-encoded images (a link preview's `og:image:width`/`height`), read from its
   * header once and kept; undefined for any other URL or a file that cannot be read.
   */
  async storedImageSize(url: string): Promise<{ width: number; height: number } | undefined> {
    const key = this.storage.keyOfPublicUrl(url);
    if (key === undefined || !isStoredImageKey(key) || !isSafeKey(key)) return undefined;
    let size = this.imageSizes.get(key);
    if (size === undefined) {
      const bytes = await this.storage.get(key);
      const { default: sharp } = await import('sharp');
      const meta = bytes
        ? await sharp(bytes)
            .metadata()
            .catch(() => undefined)
        : undefined;
      size = meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
      this.imageSizes.set(key, size);
    }
    return size ?? undefined;
  }

  /** Whether the URL is one of our re-encoded images (or thumbnails), as `attachImage` answers them. */
  isStoredImageUrl(url: string): boolean {
    const key = this.storage.keyOfPublicUrl(url);
    return key !== undefined && isStoredImageKey(key);
  }

  /** One of our upload URLs (a member's or a trend's folder), not re-encoded yet. */
  isUploadUrl(url: string): boolean {
    const key = this.storage.keyOfPublicUrl(url);
    return key !== undefined && parseUploadKey(key) !== undefined;
  }

  /** The keys (image and thumbnail) behind a stored image URL, for `deleteImages`; [] for any other URL. */
  storedImageKeysOf(url: string | null | undefined): string[] {
    const key = url ? this.storage.keyOfPublicUrl(url) : undefined;
    if (key === undefined || !isStoredImageKey(key)) return [];
    const pair = storedImagePair(key);
    return [pair.image, pair.thumbnail];
  }

  /** The thumbnail URL of a stored image URL, or null for any other URL. */
  thumbnailUrlOf(url: string | null | undefined): string | null {
    const [, thumbnail] = this.storedImageKeysOf(url);
    return thumbnail === undefined ? null : this.storage.publicUrl(thumbnail);
  }

  /**
   * Deletes uploads never attached and older than 24 hours: the file, then the row. A file that cannot be deleted
   * keeps its row, so the next run tries again. Answers how many were deleted.
   */
  async deleteUnattached(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
    let deleted = 0;
    for (;;) {
      const rows = await repo.listStaleUploads(this.db, cutoff, CLEANUP_BATCH);
      const gone: number[] = [];
      for (const row of rows) {
        if (await this.deleteQuietly(row.key, 'an upload never attached')) gone.push(row.id);
      }
      deleted += await repo.deleteStaleUploads(this.db, gone);
      if (rows.length < CLEANUP_BATCH || gone.length === 0) return deleted;
    }
  }

  /** Runs `deleteUnattached` a minute after start, then hourly (`runPeriodically`). */
  startCleanup(): void {
    this.stopCleanup = runPeriodically(
      () =>
        this.deleteUnattached()
          .then((n) => {
            if (n > 0) this.log.info({ deleted: n }, 'uploads: deleted uploads never attached');
          })
          .catch((err: unknown) => this.log.error({ err }, 'uploads: clean-up failed')),
      CLEANUP_FIRST_DELAY_MS,
      CLEANUP_INTERVAL_MS,
    );
  }

  async close(): Promise<void> {
    await this.stopCleanup?.();
    this.stopCleanup = undefined;
    await this.storage.close();
  }

  /** Deletes one object; answers false (and logs) when the store failed. */
  private async deleteQuietly(key: string, what: string): Promise<boolean> {
    try {
      await this.storage.delete(key);
      return true;
    } catch (err) {
      this.log.warn({ err, key }, `uploads: could not delete ${what}`);
      return false;
    }
  }
}
