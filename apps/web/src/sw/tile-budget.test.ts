import { describe, expect, it } from 'vitest';
import { isPackImage, isPackRead, isTileUrl, TILE_CACHE_MAX_BYTES } from '../lib/offline/pack-urls.ts';
import { tilesToDrop } from './tile-budget.ts';

describe('the tile cache budget (DESIGN §8.2: 50 MB, oldest out first)', () => {
  it('drops the oldest tiles until the rest fits, and nothing when it fits', () => {
    const tile = (url: string, bytes: number, at: number) => ({ url, bytes, at });
    const records = [tile('c', 30, 3), tile('a', 40, 1), tile('b', 40, 2)];
    expect(tilesToDrop(records, 110)).toEqual([]);
    expect(tilesToDrop(records, 100)).toEqual(['a']);
    expect(tilesToDrop(records, 30)).toEqual(['a', 'b']);
    expect(tilesToDrop(records, 0)).toEqual(['a', 'b', 'c']);
    expect(TILE_CACHE_MAX_BYTES).toBe(50 * 1024 * 1024);
  });
});

describe('what the pack keeps', () => {
  it('keeps the pack pages’ reads and nothing else', () => {
    for (const path of [
      '/api/auth/me',
      '/api/courses',
      '/api/courses/12',
      '/api/courses/12/check',
      '/api/comments/course/12',
      '/api/places/5',
      '/api/places/5/hours',
      '/api/places/markers',
      '/api/places/bookmarks/me',
      '/api/mypage/bookmarks',
    ]) {
      expect(isPackRead(path), path).toBe(true);
    }
    for (const path of [
      '/api/admin/users',
      '/api/admin/statistics',
      '/api/mypage/export',
      '/api/posts',
      '/api/courses/12/export.ics',
      '/api/places/search',
      '/api/auth/logout',
    ]) {
      expect(isPackRead(path), path).toBe(false);
    }
    expect(isPackImage('/api/uploads/files/courses/1/cover.webp')).toBe(true);
    expect(isPackImage('/api/uploads/put/x')).toBe(false);
  });

  it('knows a map tile by its z/x/y path, whatever the server', () => {
    expect(isTileUrl('https://tile.openstreetmap.org/12/3492/1585.png')).toBe(true);
    expect(isTileUrl('https://tiles.example.kr/osm/16/55870/25390@2x.webp?key=1')).toBe(true);
    expect(isTileUrl('https://example.com/photo.png')).toBe(false);
  });
});
