import type { AppConfig } from '../../config.ts';
import type { ImageContentType } from './image-type.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** A signed PUT the browser sends the file with. */
export interface PresignedPut {
  url: string;
  expiresAt: Date;
}

/**
 * Where uploaded and re-encoded images live (DESIGN §2): the local disk (default) or an S3-compatible store.
 * Keys are checked by `isSafeKey` in every driver, whatever the caller checked before.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** A URL to PUT exactly `size` bytes of `contentType` to `key`, valid until `expiresAt`. */
  presignPut(
    key: string,
    contentType: ImageContentType,
    size: number,
    expiresAt: Date,
  ): Promise<PresignedPut>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object's size in bytes without reading it (S3: a HEAD), or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  put(key: string, bytes: Buffer, contentType: ImageContentType): Promise<void>;
  /** Deletes the object; deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Where browsers read the object (S3_PUBLIC_URL, else the app's own files route). */
  publicUrl(key: string): string;
  /** The key of one of our public URLs, or undefined. */
  keyOfPublicUrl(url: string): string | undefined;
  close(): Promise<void>;
}

/** The driver the configuration asks for: S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(config: AppConfig): StorageDriver {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(config.dataDir, config.sessionSecret);
}
