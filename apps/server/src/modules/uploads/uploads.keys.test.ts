import { communityUploadKey, trendUploadKey } from '@ktravel/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredImageKey, parseUploadKey, storedImageKeys, storedImagePair } from './uploads.keys.ts';

describe('upload keys', () => {
  it('accepts every key the contract helpers make, whatever the file name (Hangul, spaces, long, empty)', () => {
    const names = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom(
        '사진.jpg',
        '写真 2024.PNG',
        `${'a b-'.repeat(60)}.webp`,
        '..',
        '.',
        '',
        '-.-',
        '../../x.png',
      ),
    );
    fc.assert(
      fc.property(names, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (name, id) => {
        expect(parseUploadKey(communityUploadKey(id, name))).toEqual({ kind: 'community', userId: id });
        expect(parseUploadKey(trendUploadKey(id, name))).toEqual({ kind: 'trend', postId: id });
      }),
      { seed: 20_261_122, numRuns: 300 },
    );
  });

  it('refuses the rest', () => {
    for (const key of [
      'community/1/../2/x.png',
      'community/1/.x',
      'community/1/x/y.png',
      'community/01/x.png',
      'community/2147483648/x.png',
      'community/1/x y.png',
      'community/1/',
      'trends/x/y.png',
      'posts/1/x.png',
      `community/1/${'a'.repeat(101)}`,
    ]) {
      expect(parseUploadKey(key), key).toBeUndefined();
    }
  });

  it('names stored images and their thumbnails, and pairs them', () => {
    const { image, thumbnail } = storedImageKeys({ kind: 'posts', id: 7 });
    expect(image).toMatch(/^posts\/7\/[0-9a-f-]{36}\.webp$/);
    expect(thumbnail).toBe(image.replace('.webp', '-480.webp'));
    expect(isStoredImageKey(image) && isStoredImageKey(thumbnail)).toBe(true);
    expect(isStoredImageKey('posts/7/x.webp')).toBe(false);
    expect(storedImagePair(thumbnail)).toEqual({ image, thumbnail });
    // A course's cover and a place's photo go to their own folders.
    expect(storedImageKeys({ kind: 'courses', id: 3 }).image).toMatch(/^courses\/3\/[0-9a-f-]{36}\.webp$/);
    expect(isStoredImageKey(storedImageKeys({ kind: 'places', id: 9 }).thumbnail)).toBe(true);
    expect(isStoredImageKey(`users/9/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.webp`)).toBe(false);
  });
});
