import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TtlCache } from './ttl-cache.ts';

export interface CachedImage {
  body: Buffer;
  contentType: string;
}

const DISK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MEMORY_TTL_MS = 60 * 60 * 1000;

/**
 * Photos fetched from outside (Google photo media, admin image URLs), cached so each is paid for once:
 * on disk under `{DATA_DIR}/cache/photos` (a week), with a small in-memory front; memory only when the data
 * folder is in memory (tests).
 */
export class PhotoCache {
  private readonly memory = new TtlCache<string, CachedImage>(MEMORY_TTL_MS, 200);
  private readonly dir: string | undefined;

  constructor(dataDir: string) {
    // DATA_DIR=memory:// (tests) reaches here resolved to an absolute path ending in "memory:".
    const inMemory = dataDir.startsWith('memory:') || path.basename(dataDir) === 'memory:';
    this.dir = inMemory ? undefined : path.join(dataDir, 'cache', 'photos');
  }

  private fileOf(key: string): string {
    return path.join(this.dir!, createHash('sha256').update(key).digest('hex'));
  }

  async get(key: string): Promise<CachedImage | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    const file = this.fileOf(key);
    try {
      const [stat, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}.type`, 'utf8')]);
      if (Date.now() - stat.mtimeMs > DISK_TTL_MS) return undefined;
      const image = { body: await fs.readFile(file), contentType };
      this.memory.set(key, image);
      return image;
    } catch {
      return undefined;
    }
  }

  async set(key: string, image: CachedImage): Promise<void> {
    this.memory.set(key, image);
    if (!this.dir) return;
    const file = this.fileOf(key);
    await fs.mkdir(this.dir, { recursive: true });
    // Type first, body last and renamed into place, so a reader never sees a half-written photo.
    await fs.writeFile(`${file}.type`, image.contentType);
    await fs.writeFile(`${file}.tmp`, image.body);
    await fs.rename(`${file}.tmp`, file);
  }
}
