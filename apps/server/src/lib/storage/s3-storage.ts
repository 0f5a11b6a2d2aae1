import { createRequire } from 'node:module';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config.ts';
import type { ImageContentType } from './image-type.ts';
import { APP_FILES_PATH, assertSafeKey, keyOfPublicUrl, publicUrlOf } from './keys.ts';
import type { PresignedPut, StorageDriver } from './storage.ts';

type S3Config = NonNullable<AppConfig['s3']>;

const require = createRequire(import.meta.url);
let loaded:
  | (typeof import('@aws-sdk/client-s3') &
      Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>)
  | undefined;
/**
 * The AWS SDK, loaded with the first S3 driver (S3_BUCKET set), not by every start: it cost about a sixth of a
 * PGlite start (issue 16). Required synchronously, so the driver is built as before.
 */
function aws() {
  loaded ??= {
    ...(require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3')),
    getSignedUrl: (require('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner'))
      .getSignedUrl,
  };
  return loaded;
}

/**
 * The headers a presigned PUT is bound to besides `host`: the presigner leaves `content-type` unsigned unless
 * asked, and neither is hoisted into the query (only `x-amz-*` headers are), so both land in
 * `X-Amz-SignedHeaders` and S3 refuses a PUT with another type or length.
 */
export const SIGNED_PUT_HEADERS = new Set(['content-type', 'content-length']);

/** Re-encoded images never change under their key (a new image gets a new key). */
const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Any S3-compatible store (`S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT` with path-style addressing, keys). Browsers PUT
 * straight to it with a presigned URL; the server reads objects back to re-encode them.
 */
export class S3Storage implements StorageDriver {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}/` : APP_FILES_PATH;
    this.client = new (aws().S3Client)({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Without this the SDK adds a CRC32 checksum of an empty body to presigned PUTs, which browsers cannot match.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignPut(key: string, type: ImageContentType, size: number, until: Date): Promise<PresignedPut> {
    assertSafeKey(key);
    const expiresIn = Math.max(1, Math.round((until.getTime() - Date.now()) / 1000));
    const { PutObjectCommand, getSignedUrl } = aws();
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: type,
      ContentLength: size,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn, signableHeaders: SIGNED_PUT_HEADERS });
    return { url, expiresAt: until };
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    const { GetObjectCommand, NoSuchKey, S3ServiceException } = aws();
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return undefined;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async size(key: string): Promise<number | undefined> {
    assertSafeKey(key);
    const { HeadObjectCommand, NotFound, S3ServiceException } = aws();
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.ContentLength;
    } catch (err) {
      if (err instanceof NotFound) return undefined;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async put(key: string, bytes: Buffer, contentType: ImageContentType): Promise<void> {
    assertSafeKey(key);
    const { PutObjectCommand } = aws();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: STORED_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { DeleteObjectCommand } = aws();
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBase, key);
  }

  keyOfPublicUrl(url: string): string | undefined {
    return keyOfPublicUrl(this.publicBase, url);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
