import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImageContentType } from './image-type.ts';
import { APP_FILES_PATH, assertSafeKey, isSafeKey, keyOfPublicUrl, publicUrlOf } from './keys.ts';
import type { PresignedPut, StorageDriver } from './storage.ts';

/** Where the local driver's signed PUT URLs point (the uploads module serves it). */
export const LOCAL_PUT_PATH = '/api/uploads/put/';

/** What a local PUT URL carries besides the key, all covered by its signature. */
export interface SignedPutParams {
  contentType: string;
  size: number;
  /** Seconds since the epoch. */
  expires: number;
  sig: string;
}

export type PutSignatureCheck = 'valid' | 'expired' | 'invalid';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Files under `DATA_DIR/uploads` (a temporary folder, removed on close, when the database is in memory). PUT
 * URLs are signed with an HMAC of key, type, size and expiry under a key derived from SESSION_SECRET, and
 * answered by the app itself (modules/uploads), which checks them with `checkPut`.
 */
export class LocalStorage implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly root: string;
  private readonly temporary: boolean;
  private readonly signingKey: Buffer;

  constructor(dataDir: string, sessionSecret: string) {
    this.temporary = dataDir.startsWith('memory:') || path.basename(dataDir) === 'memory:';
    this.root = this.temporary
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-uploads-'))
      : path.join(dataDir, 'uploads');
    // Its own key: a signature made for uploads is never valid anywhere else SESSION_SECRET signs.
    this.signingKey = createHmac('sha256', sessionSecret).update('ktravel upload urls v1').digest();
  }

  private sign(key: string, contentType: string, size: number, expires: number): Buffer {
    return createHmac('sha256', this.signingKey)
      .update(`${key}\n${contentType}\n${size}\n${expires}`)
      .digest();
  }

  /** The file of a key, never outside the root (the key is checked, and the resolved path too). */
  private fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  }

  async presignPut(key: string, type: ImageContentType, size: number, until: Date): Promise<PresignedPut> {
    this.fileOf(key);
    const expires = Math.floor(until.getTime() / 1000);
    const sig = this.sign(key, type, size, expires).toString('base64url');
    const query = new URLSearchParams({
      contentType: type,
      size: String(size),
      expires: String(expires),
      sig,
    });
    return { url: `${LOCAL_PUT_PATH}${key}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** Whether a PUT URL's parameters are the ones we signed for this key, and still valid at `now`. */
  checkPut(key: string, params: SignedPutParams, now = new Date()): PutSignatureCheck {
    if (!isSafeKey(key)) return 'invalid';
    const expected = this.sign(key, params.contentType, params.size, params.expires);
    const given = Buffer.from(params.sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return params.expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }

  /** Writes the stream to the key's file: into a partial file first, moved into place only when complete. */
  async putStream(key: string, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
    const file = this.fileOf(key);
    // A folder no key can name (segments start with a letter or digit).
    const partial = path.join(this.root, '.partial', randomUUID());
    await fs.promises.mkdir(path.dirname(partial), { recursive: true });
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(Readable.from(source), fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, file);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.putStream(key, [bytes]);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.fileOf(key));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await fs.promises.stat(this.fileOf(key))).size;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return publicUrlOf(APP_FILES_PATH, key);
  }

  keyOfPublicUrl(url: string): string | undefined {
    return keyOfPublicUrl(APP_FILES_PATH, url);
  }

  async close(): Promise<void> {
    if (this.temporary) await fs.promises.rm(this.root, { recursive: true, force: true });
  }
}
