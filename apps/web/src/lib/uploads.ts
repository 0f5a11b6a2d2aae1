import { dataOf, type UploadUrlBody, UploadUrlDto } from '@ktravel/contract';
import { api } from '@/lib/api-client.ts';

const UploadUrlResponse = import.meta.env.DEV ? dataOf(UploadUrlDto) : undefined;

/** POST /api/s3/put-url: where to PUT one image (`url`) and where it is read from once there (`publicUrl`). */
export async function requestUploadUrl(upload: UploadUrlBody) {
  const body = await api.post('/s3/put-url', upload, { schema: UploadUrlResponse });
  return body.data;
}

/** The PUT of an image was refused or never arrived (spec §8 "S3 upload failed: {status} {statusText} - {body}"). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly status: number;

  constructor(status: number, statusText: string, body: string) {
    super(`S3 upload failed: ${status} ${statusText} - ${body}`.trim());
    this.status = status;
  }
}

/**
 * PUTs `file` to a signed upload URL with exactly `contentType`, reporting progress from 0 to 1. XMLHttpRequest
 * rather than fetch, because only it reports the progress of a request body.
 */
export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new UploadError(request.status, request.statusText, request.responseText.slice(0, 200)));
      }
    });
    request.addEventListener('error', () => reject(new UploadError(0, '', '')));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
