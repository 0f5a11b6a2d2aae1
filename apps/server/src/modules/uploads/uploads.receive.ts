import { AppError, notFound } from '../../lib/app-error.ts';
import { detectImageType, IMAGE_SIGNATURE_BYTES } from '../../lib/storage/image-type.ts';
import { LocalStorage, type SignedPutParams } from '../../lib/storage/local-storage.ts';
import type { UploadsService } from './uploads.service.ts';

export interface SignedPut {
  key: string;
  params: SignedPutParams;
  /** The request's Content-Type and Content-Length headers, as sent. */
  contentType: string | undefined;
  contentLength: string | undefined;
  body: AsyncIterable<Uint8Array>;
}

const refused = (status: number, message: string) => new AppError(status, 'UPLOAD_REFUSED', message);
const tooLarge = (size: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `More bytes arrived than the ${size} declared`);

/** The media type of a Content-Type header, without parameters, in lower case. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

/**
 * The body as it arrives, passed on only while it stays an image of the signed type within the signed size:
 * refused at the first byte too many, or as soon as the first bytes are not that type's magic number.
 */
async function* checkedImage(body: AsyncIterable<Uint8Array>, contentType: string, size: number) {
  let received = 0;
  let head: Buffer | undefined = Buffer.alloc(0);
  const assertType = (bytes: Buffer) => {
    if (detectImageType(bytes) !== contentType) throw refused(400, `The file is not a ${contentType} image`);
  };
  for await (const chunk of body) {
    received += chunk.length;
    if (received > size) throw tooLarge(size);
    if (head === undefined) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length >= IMAGE_SIGNATURE_BYTES) {
      assertType(head);
      yield head;
      head = undefined;
    }
  }
  if (head !== undefined) {
    assertType(head);
    yield head;
  }
  if (received < size) throw refused(400, `Fewer bytes arrived than the ${size} declared`);
}

/**
 * The local driver's signed PUT (the browser sends the file to the app): refused when the signature is wrong or
 * expired, the Content-Type is not the signed one, the upload was not recorded (or is already used), more or
 * fewer bytes arrive than signed, or the bytes are not an image of that type. Written to its place only when
 * all of it arrived and passed.
 */
export async function receiveSignedPut(uploads: UploadsService, put: SignedPut): Promise<void> {
  const storage = uploads.storage;
  if (!(storage instanceof LocalStorage)) {
    throw notFound('UPLOAD_NOT_FOUND', 'Uploads go straight to the file store');
  }
  const { key, params } = put;
  const check = storage.checkPut(key, params);
  if (check === 'invalid') throw refused(403, 'This upload link is not valid');
  if (check === 'expired') throw refused(403, 'This upload link has expired; please upload again');
  if (mediaType(put.contentType) !== params.contentType) {
    throw refused(400, `The file must be sent with Content-Type ${params.contentType}`);
  }
  const declared = put.contentLength === undefined ? undefined : Number(put.contentLength);
  if (declared !== undefined && declared > params.size) throw tooLarge(params.size);
  await uploads.assertPutExpected(key, params.contentType, params.size);
  await storage.putStream(key, checkedImage(put.body, params.contentType, params.size));
}
