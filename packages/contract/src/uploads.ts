import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, UPLOAD_KEY_MAX_LENGTH } from './limits.ts';

/**
 * POST /api/s3/put-url (spec §7 Uploads; DESIGN §3): a short-lived URL to PUT one image to. The key's prefix
 * must be the caller's own (`community/{userId}/…`) or a trend they may edit (`trends/{postId}/…`); the file
 * name part is letters, digits, dot and hyphen.
 */
export const UploadUrlBody = z.object({
  key: z.string().trim().min(1).max(UPLOAD_KEY_MAX_LENGTH),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  size: z.number().int().min(1).max(IMAGE_MAX_BYTES),
});
export type UploadUrlBody = z.infer<typeof UploadUrlBody>;

export const UploadUrlDto = z.object({
  /** PUT the file here with exactly this Content-Type (and Content-Length). */
  url: z.string(),
  key: z.string(),
  /** Where the uploaded file is read from; give it as a post's `imageUrl` to attach it. */
  publicUrl: z.string(),
  expiresAt: z.string(),
});
export type UploadUrlDto = z.infer<typeof UploadUrlDto>;

/** The file name part of an upload key as the spec sanitises it: letters, digits, dot and hyphen. */
export function sanitizeUploadName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '');
  return cleaned.slice(-100) || 'image';
}

/** `community/{userId}/{timestamp}_{name}` (spec §7): where a member's post image goes. */
export const communityUploadKey = (userId: number, fileName: string, at = Date.now()) =>
  `community/${userId}/${at}_${sanitizeUploadName(fileName)}`;

/** `trends/{postId}/{timestamp}_{name}` (spec §7): a trend article's image. */
export const trendUploadKey = (postId: number, fileName: string, at = Date.now()) =>
  `trends/${postId}/${at}_${sanitizeUploadName(fileName)}`;
