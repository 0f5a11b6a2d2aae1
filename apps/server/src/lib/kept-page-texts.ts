import type { DbOrTx } from '../db/client.ts';
import { type DataVersion, peekDataVersion } from '../db/data-version.ts';
import { TtlCache } from './ttl-cache.ts';

/** An anonymous public page's JSON text and the versions it shows: the list's, and each row's. */
export interface PageText {
  listVersion: number;
  ids: number[];
  versions: number[];
  json: string;
}

/** A bound on memory only: a page's text is replaced as soon as a version it was built at changes. */
const PAGE_TEXT_TTL_MS = 10 * 60_000;

/**
 * Anonymous answers of public list pages (courses, posts), kept with the versions they were built at: the list's
 * (`listVersion`, a data version) and each row's (`peekRowVersion`, kept in memory).
 */
export class KeptPageTexts {
  private readonly texts = new TtlCache<string, PageText>(PAGE_TEXT_TTL_MS, 256);

  constructor(
    private readonly db: DbOrTx,
    private readonly listVersion: DataVersion,
    private readonly peekRowVersion: (db: DbOrTx, id: number) => number | undefined,
  ) {}

  /**
   * The page's text without waiting for anything, when the list's version and each of its rows' versions are kept
   * in memory and still those it was built at; else undefined (the caller reads).
   */
  get(key: string): string | undefined {
    const text = this.texts.get(key);
    if (!text || peekDataVersion(this.db, this.listVersion) !== text.listVersion) return undefined;
    for (let i = 0; i < text.ids.length; i++) {
      if (this.peekRowVersion(this.db, text.ids[i]!) !== text.versions[i]) return undefined;
    }
    return text.json;
  }

  set(key: string, text: PageText): void {
    this.texts.set(key, text);
  }
}
