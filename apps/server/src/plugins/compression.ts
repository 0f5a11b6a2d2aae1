import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a shared cache (a CDN, a proxy) may keep this GET's anonymous answer (`s-maxage`); browsers still
     * ask again each time, cheaply, with the answer's ETag.
     */
    sharedCacheSeconds?: number;
  }
}

/** How long shared caches may keep the public lists and details that say so (short: lists move). */
export const PUBLIC_CACHE_SECONDS = 30;

/** JSON answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * What the kept entries may weigh in all: their encodings, and their texts (often held by the caches that made
 * them too, but an answer made per request, like a member's /me, is held by this memo alone).
 */
const KEPT_MAX_BYTES = 32 * 1024 * 1024;
/** An entry's own weight beside its text and encodings (the ETag, the map's slot). */
const ENTRY_OVERHEAD_BYTES = 128;
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** An answer's ETag and its encodings, made once per JSON text. */
interface Encoded {
  etag: string;
  /** The text's UTF-8 length. */
  length: number;
  br?: Buffer;
  gzip?: Buffer;
  /** The text as UTF-8 bytes, for clients that take no compression (large answers only). */
  identity?: Buffer;
  bytes: number;
}

/**
 * Per-text memo of ETags and compressed copies, keyed by the JSON text itself. The hot reads answer the same
 * string object from their caches (per data version), and V8 keeps a string's hash with it: a repeated answer is
 * a map look-up, not a hash and a compression per request. Least recently used entries go first.
 */
export class EncodedTexts {
  private readonly entries = new Map<string, Encoded>();
  private bytes = 0;

  constructor(private readonly maxBytes = KEPT_MAX_BYTES) {}

  get(text: string): Encoded {
    let entry = this.entries.get(text);
    if (entry) {
      this.entries.delete(text);
      this.entries.set(text, entry);
      return entry;
    }
    const etag = `W/"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
    const length = Buffer.byteLength(text);
    entry = { etag, length, bytes: length + ENTRY_OVERHEAD_BYTES };
    this.entries.set(text, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  encode(text: string, entry: Encoded, encoding: 'br' | 'gzip' | 'identity'): Buffer {
    const kept = entry[encoding];
    if (kept) return kept;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(text, BROTLI_OPTIONS)
        : encoding === 'gzip'
          ? zlib.gzipSync(text, { level: 6 })
          : Buffer.from(text);
    entry[encoding] = body;
    entry.bytes += body.length;
    this.bytes += body.length;
    this.evict();
    return body;
  }

  /** Lets the least recently used entries go while over the limit (never the one just used, the newest). */
  private evict(): void {
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.bytes -= oldest[1].bytes;
    }
  }

  /** The weight counted for the kept entries, and how many there are (for tests). */
  get size(): { bytes: number; entries: number } {
    return { bytes: this.bytes, entries: this.entries.size };
  }
}

/** The encoding to answer with: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function cacheControl(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.hasHeader('cache-control')) return;
  const shared = request.routeOptions.config.sharedCacheSeconds;
  if (shared && !request.headers.cookie) {
    reply.header('cache-control', `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared}`);
  } else {
    reply.header('cache-control', 'private, no-cache');
  }
  // A signed-in member's answer differs from an anonymous one (isSaved, isLiked, emails); the language of our own
  // texts follows the cookie, else the browser's languages (DESIGN §8.5).
  reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
}

/**
 * API answers on the wire (issue 16): a successful GET's JSON gets an ETag (a repeat with If-None-Match is a
 * 304 with no body) and a Cache-Control (shared caches may keep anonymous lists that say so; browsers revalidate);
 * JSON of 1 KB or more is compressed (brotli, else gzip) when the client accepts it. Compressed copies and ETags are
 * kept per answer text, so the cached hot reads pay neither per request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  const texts = new EncodedTexts();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/') || !isJson(reply)) return payload;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isOk = reply.statusCode === 200;
    if (!(isRead && isOk) && Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const entry = texts.get(payload);
    const isLarge = entry.length >= COMPRESS_MIN_BYTES;
    if (isRead && isOk) {
      cacheControl(request, reply);
      reply.header('etag', entry.etag);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        return '';
      }
    }
    if (!isLarge) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // A large text sent as it is would be encoded to UTF-8 on every request (the map's list is 147 KB): the
    // bytes are kept with the text, as its compressed copies are.
    if (!encoding) return isRead && isOk ? texts.encode(payload, entry, 'identity') : payload;
    if (!(isRead && isOk)) reply.header('vary', 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return texts.encode(payload, entry, encoding);
  });
});
