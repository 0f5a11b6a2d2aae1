import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@ktravel/contract';

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Why a chosen file cannot be uploaded: not a JPG, PNG or WebP image, or larger than 5 MB (spec §5). */
export type ImageProblem = 'type' | 'size';

/** File types the picker offers (the same list the server accepts). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

export function isImageContentType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Checks a file before any upload: its type first, then its size. */
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!isImageContentType(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
