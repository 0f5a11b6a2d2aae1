import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PhotoCache } from './photo-cache.ts';

describe('PhotoCache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-photo-cache-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps photos on disk under DATA_DIR, so a new process finds them', async () => {
    const image = { body: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' };
    await new PhotoCache(dir).set('google|places/a/photos/b|400x400', image);
    expect(fs.readdirSync(path.join(dir, 'cache', 'photos'))).toHaveLength(2);
    const again = await new PhotoCache(dir).get('google|places/a/photos/b|400x400');
    expect(again?.contentType).toBe('image/jpeg');
    expect(again?.body.equals(image.body)).toBe(true);
    expect(await new PhotoCache(dir).get('google|places/a/photos/c|400x400')).toBeUndefined();
  });

  it('stays in memory when the data folder is memory://', async () => {
    const cache = new PhotoCache(path.resolve('memory://'));
    await cache.set('k', { body: Buffer.from([9]), contentType: 'image/png' });
    expect((await cache.get('k'))?.contentType).toBe('image/png');
    expect(fs.existsSync(path.resolve('memory:'))).toBe(false);
  });
});
