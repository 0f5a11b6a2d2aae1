import { IMAGE_MAX_SIDE_PX, IMAGE_THUMBNAIL_PX } from '@ktravel/contract';
import type SharpModule from 'sharp';

let loaded: Promise<typeof SharpModule> | undefined;
/** sharp (native libvips, about 0.2 s to load) comes with the first image to re-encode, not at start-up. */
function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every image is decoded once and never again: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Refuses decompression bombs: about 67 megapixels (8192 × 8192), more than any phone camera makes. */
const MAX_INPUT_PIXELS = 8192 * 8192;
const IMAGE_QUALITY = 82;
const THUMBNAIL_QUALITY = 78;

export interface ReencodedImage {
  /** WebP, longest side at most IMAGE_MAX_SIDE_PX. */
  image: Buffer;
  /** WebP, IMAGE_THUMBNAIL_PX wide (or the image's own width when narrower). */
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * The image as the app publishes it (DESIGN §3 Uploads): turned upright by its EXIF orientation, then written
 * anew as WebP in sRGB without any metadata (sharp writes none unless asked: no EXIF, so no GPS position, no XMP,
 * no IPTC, no ICC profile), longest side at most 1600 px, plus a 480 px wide thumbnail. Only the first frame
 * of an animation is kept. Throws when the bytes do not decode.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  const sharp = await loadSharp();
  const source = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const [image, thumbnail] = await Promise.all([
    source
      .clone()
      .resize({
        width: IMAGE_MAX_SIDE_PX,
        height: IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: IMAGE_QUALITY })
      .toBuffer({ resolveWithObject: true }),
    source
      .clone()
      .resize({ width: IMAGE_THUMBNAIL_PX, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer(),
  ]);
  return { image: image.data, thumbnail, width: image.info.width, height: image.info.height };
}
