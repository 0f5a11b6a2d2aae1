// The authorization matrix's rows for the uploads routes (test/route-matrix.ts spreads them into MATRIX).
import { communityUploadKey } from '@ktravel/contract';
import type { SessionUser } from '../../lib/session-user.ts';
import type { Fixtures, MatrixRow } from '../../test/route-matrix.ts';

/** A 2 × 2 PNG: the smallest real image the PUT route accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Y2x8xtiYAUIBACPqBMlwUmUNAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * An upload of the owner's, signed through the service (fixtures must not spend the owner's per-member limit on
 * POST /api/s3/put-url, which its own row checks); `stored` also writes the file.
 */
async function ownerUpload(f: Fixtures, stored = false) {
  const owner: SessionUser = {
    id: f.ownerId,
    email: '',
    name: 'Matrix owner',
    avatarUrl: null,
    role: 'user',
  };
  const key = communityUploadKey(f.ownerId, 'matrix.png', f.next());
  const signed = await f.app.uploads.createUploadUrl(owner, {
    key,
    contentType: 'image/png',
    size: TINY_PNG.length,
  });
  if (stored) await f.app.uploads.storage.put(key, TINY_PNG, 'image/png');
  return signed;
}

export const UPLOADS_MATRIX: MatrixRow[] = [
  {
    route: 'POST /api/s3/put-url',
    // Into the owner's own folder: nobody else may, admins included.
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403 },
    request: (f) => ({
      url: '/api/s3/put-url',
      payload: {
        key: communityUploadKey(f.ownerId, 'matrix.png', f.next()),
        contentType: 'image/png',
        size: 1000,
      },
    }),
  },
  {
    route: 'PUT /api/uploads/put/*',
    // The signature is the permission: whoever holds the URL may send the file it was signed for.
    expect: { anonymous: 200, member: 200, owner: 200, admin: 200 },
    request: async (f) => {
      const { url } = await ownerUpload(f);
      return { url, payload: TINY_PNG, headers: { 'content-type': 'image/png' } };
    },
  },
  {
    route: 'GET /api/uploads/files/*',
    // An upload not yet re-encoded (it may carry a GPS position): only its uploader sees it.
    expect: { anonymous: 404, member: 404, owner: 200, admin: 404 },
    request: async (f) => ({ url: (await ownerUpload(f, true)).publicUrl }),
  },
];
