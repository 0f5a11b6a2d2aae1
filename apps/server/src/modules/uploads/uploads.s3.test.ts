import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { communityUploadKey, IMAGE_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '@ktravel/contract';
import { SignatureV4 } from '@smithy/signature-v4';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { uploads } from '../../db/schema.ts';
import { type S3Storage, SIGNED_PUT_HEADERS } from '../../lib/storage/s3-storage.ts';
import { createStorage } from '../../lib/storage/storage.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/helpers.ts';
import { insertPost, phonePhoto, signedUpload, signInMember } from './uploads.test-support.ts';

/**
 * The S3 driver against a real S3-protocol server (s3rver, started here on a free port, files in a temporary
 * folder). s3rver stores and serves objects but does not verify SigV4 signatures, so the binding of a presigned
 * PUT to its type and length is proven with the SDK's own signer instead (last test).
 */
const BUCKET = 'ktravel-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

let server: S3rver;
let dir: string;
let endpoint: string;
let t: TestApp;
let member: string;
let memberId: number;
let photo: Buffer;
let serial = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  ({ cookie: member, id: memberId } = await signInMember(t.app, 'member@example.com'));
  photo = await phonePhoto();
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const storage = () => t.app.uploads.storage as S3Storage;
const db = () => t.database.db;
const newKey = (name = 'IMG-2001.jpg') => communityUploadKey(memberId, name, Date.now() + ++serial);
const sign = (key = newKey(), bytes = photo) =>
  signedUpload(t.app, member, { key, contentType: 'image/jpeg', size: bytes.length });

/** PUT as a browser does: straight to the store, with the signed type and length. */
const browserPut = (url: string, bytes: Buffer, contentType = 'image/jpeg') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });

async function uploaded(key = newKey()) {
  const signed = await sign(key);
  const res = await browserPut(signed.url, photo);
  if (res.status !== 200) throw new Error(`PUT ${res.status}: ${await res.text()}`);
  return signed;
}
const headObject = (key: string) => storage().client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));

describe('S3 storage (against s3rver)', () => {
  it('presigns a PUT to the bucket bound to the key, type and length', async () => {
    const key = newKey();
    const signed = await sign(key);
    expect(t.app.uploads.storage.kind).toBe('s3');
    const url = new URL(signed.url);
    expect(url.origin).toBe(endpoint);
    // Path-style (S3_ENDPOINT set): /bucket/key.
    expect(url.pathname).toBe(`/${BUCKET}/${key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_SECONDS));
    expect(url.searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    // No checksum of an empty body a browser could not match (requestChecksumCalculation: WHEN_REQUIRED).
    expect([...url.searchParams.keys()].filter((k) => /checksum|x-amz-sdk/i.test(k))).toEqual([]);
    // No S3_PUBLIC_URL: the app serves the objects itself.
    expect(signed.publicUrl).toBe(`/api/uploads/files/${key}`);
  });

  it('takes the PUT and gives the same bytes back, through the driver and the app', async () => {
    const { key, publicUrl } = await uploaded();
    expect(await storage().get(key)).toEqual(photo);
    const object = await headObject(key);
    expect(object.ContentType).toBe('image/jpeg');
    expect(object.ContentLength).toBe(photo.length);
    const served = await t.app.inject({ method: 'GET', url: publicUrl, headers: { cookie: member } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(photo);
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });

  it('attaches: re-encodes into the bucket, deletes the original, serves the result to everybody', async () => {
    const { key, publicUrl } = await uploaded();
    const postId = await insertPost(t.app, memberId, 'community');
    const result = await t.app.uploads.attachImage(db(), {
      url: publicUrl,
      userId: memberId,
      owner: { kind: 'posts', id: postId },
      allowTrendPrefix: false,
    });
    expect(await storage().get(key)).toBeUndefined();
    const [image, thumbnail] = await Promise.all(result.keys.map((k) => headObject(k)));
    expect(image!.ContentType).toBe('image/webp');
    expect(image!.CacheControl).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await image!.Body!.transformToByteArray())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await thumbnail!.Body!.transformToByteArray())).metadata();
    expect(thumb.width).toBe(480);
    const served = await t.app.inject({ method: 'GET', url: result.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await db().select().from(uploads).where(eq(uploads.key, key))).toEqual([
      expect.objectContaining({ postId, attachedAt: expect.any(Date) }),
    ]);
  });

  it('refuses an oversized object already in the bucket from its HEAD, without downloading it (issue 33)', async () => {
    const { key, publicUrl } = await sign();
    // Put there by other means than the signed PUT (which is bound to the signed length): 6 MB.
    await storage().put(key, Buffer.alloc(IMAGE_MAX_BYTES + 1024 * 1024, 1), 'image/jpeg');
    const sent: string[] = [];
    const client = storage().client;
    const send = client.send.bind(client);
    client.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
      sent.push(command.constructor.name);
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send;
    try {
      const postId = await insertPost(t.app, memberId, 'community');
      const attaching = t.app.uploads.attachImage(db(), {
        url: publicUrl,
        userId: memberId,
        owner: { kind: 'posts', id: postId },
        allowTrendPrefix: false,
      });
      await expect(attaching).rejects.toMatchObject({ status: 400, code: 'UPLOAD_REFUSED' });
    } finally {
      client.send = send;
    }
    expect(sent).toContain('HeadObjectCommand');
    expect(sent).not.toContain('GetObjectCommand');
  });

  it('deletes the files of a replaced image', async () => {
    const postId = await insertPost(t.app, memberId, 'community');
    const attach = async () =>
      t.app.uploads.attachImage(db(), {
        url: (await uploaded()).publicUrl,
        userId: memberId,
        owner: { kind: 'posts', id: postId },
        allowTrendPrefix: false,
      });
    const first = await attach();
    const second = await attach();
    await t.app.uploads.deleteImages(t.app.uploads.storedImageKeysOf(first.imageUrl));
    for (const key of first.keys) expect(await storage().get(key)).toBeUndefined();
    for (const key of second.keys) expect(await storage().get(key)).toBeDefined();
  });

  it('deletes uploads never attached after 24 hours, object and row', async () => {
    const stale = await uploaded();
    const fresh = await uploaded();
    await db().execute(
      sql`update uploads set created_at = now() - interval '25 hours' where key = ${stale.key}`,
    );
    expect(await t.app.uploads.deleteUnattached()).toBe(1);
    expect(await storage().get(stale.key)).toBeUndefined();
    expect(await db().select().from(uploads).where(eq(uploads.key, stale.key))).toEqual([]);
    expect(await storage().get(fresh.key)).toEqual(photo);
  });

  it('S3_PUBLIC_URL: objects are read straight from the store, and the CSP allows that origin', async () => {
    const publicBase = `${endpoint}/${BUCKET}`;
    const config = testConfig({
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_URL: publicBase,
      ...credentialsEnv(),
    });
    const direct = createStorage(config);
    try {
      const { key } = await uploaded();
      const url = direct.publicUrl(key);
      expect(url).toBe(`${publicBase}/${key}`);
      expect(direct.keyOfPublicUrl(url)).toBe(key);
      expect(direct.keyOfPublicUrl(`/api/uploads/files/${key}`)).toBeUndefined();
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(photo);
    } finally {
      await direct.close();
    }
    // The same database: only the headers are looked at.
    const withPublic = await buildApp(config, { database: t.database });
    try {
      const csp = (await withPublic.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(String(csp)).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
    } finally {
      await withPublic.close();
    }
  });

  it('binds the signature to the content type and length (recomputed with the SDK signer)', async () => {
    const size = photo.length;
    const { url } = await sign(newKey(), photo);
    const signed = new URL(url);
    const amzDate = signed.searchParams.get('X-Amz-Date')!;
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const signer = new SignatureV4({
      credentials: CREDENTIALS,
      region: REGION,
      service: 's3',
      // The SDK's own SHA-256 (as the presigner used); S3 paths are not escaped twice.
      sha256: storage().client.config.sha256,
      uriEscapePath: false,
    });
    /** The signature of the same PUT with this Content-Type and Content-Length. */
    const signatureFor = async (contentType: string, contentLength: number) => {
      const query = Object.fromEntries(
        [...signed.searchParams].filter(([name]) => !name.startsWith('X-Amz-')),
      );
      const presigned = await signer.presign(
        {
          method: 'PUT',
          protocol: signed.protocol,
          hostname: signed.hostname,
          port: Number(signed.port),
          path: decodeURIComponent(signed.pathname),
          query,
          headers: {
            host: signed.host,
            'content-type': contentType,
            'content-length': String(contentLength),
            'X-Amz-Content-Sha256': signed.searchParams.get('X-Amz-Content-Sha256')!,
          },
        },
        {
          signingDate,
          expiresIn: Number(signed.searchParams.get('X-Amz-Expires')),
          signableHeaders: SIGNED_PUT_HEADERS,
        },
      );
      return presigned.query?.['X-Amz-Signature'];
    };
    const inUrl = signed.searchParams.get('X-Amz-Signature');
    // The recomputation is faithful: the same request gives the URL's own signature...
    expect(await signatureFor('image/jpeg', size)).toBe(inUrl);
    // ...and any other type or length gives another one, which S3 refuses (SignatureDoesNotMatch).
    expect(await signatureFor('text/html', size)).not.toBe(inUrl);
    expect(await signatureFor('image/png', size)).not.toBe(inUrl);
    expect(await signatureFor('image/jpeg', size + 1)).not.toBe(inUrl);
    expect(await signatureFor('image/jpeg', 50 * 1024 * 1024)).not.toBe(inUrl);
  });
});

function credentialsEnv() {
  return { S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey };
}
