import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import {
  type CommentRowBase,
  type CommentTable,
  commentColumns,
  type ModerationStatus,
} from './comment-rows.ts';
import { perDatabase } from './per-database.ts';

/**
 * Pages of a comment list by page number without an OFFSET scan (docs/decisions/012): each page is read from a
 * known key of the (parent, time, id) index, the nearest of the list's two ends and the keys of pages read before
 * (remembered per parent at the parent row's version), with a short skip at most the distance to it. The total and
 * the page come from one statement, which checks what its plan counted on (the total, or the version), so an
 * answer's items are exactly the positions its total says, whatever is written meanwhile.
 */

/** What a comment table's parent module lends the paging statement (the places module's fragments are the model). */
export interface CommentParent {
  /** The comment table and its parent id column. */
  table: CommentTable;
  parentId: AnyPgColumn;
  /** `select <listed count> as listed, <version> as version` of the parent `id`: its trigger-kept counter and row version. */
  countAndVersion: (id: SQL) => SQL;
  /** Statement names' prefix (one per table). */
  name: string;
}

export interface CommentPageRow extends CommentRowBase {
  parentId: number;
  moderationStatus: ModerationStatus;
}

export interface CommentPageRequest {
  parentId: number;
  /** The signed-in viewer's id (0 when anonymous) and role: hidden comments are shown to their author and admins. */
  viewerId: number;
  isAdmin: boolean;
  offset: number;
  limit: number;
}

/** A remembered position: the row at `pos` of the listed comments has this key. */
interface Anchor {
  pos: number;
  at: string;
  id: number;
}

/** The anchors of one parent, valid while its row's version is `version` (which `total` then is too). */
interface Anchors {
  version: number;
  total: number;
  byPos: Map<number, Anchor>;
}

/**
 * Where a page is read from: the start of the list, its end (backwards, valid while the list holds `total`
 * comments), or a remembered key (`afterKey`: forwards from it, the key's own row first; `beforeKey`: backwards
 * from the row before it, valid at the parent's `version`), skipping `skip` rows and taking `take`.
 */
type From = 'start' | 'end' | 'afterKey' | 'beforeKey';
type Plan =
  | { from: 'start' }
  | { from: 'end'; total: number; skip: number; take: number }
  | { from: 'afterKey' | 'beforeKey'; version: number; anchor: Anchor; skip: number; take: number };

const ANCHORS_PER_PARENT = 64;
const PARENTS_REMEMBERED = 2_000;

interface PageResult {
  parentFound: boolean;
  total: number;
  version: number;
  hidden: number;
  rows: (CommentPageRow & { keyAt: string })[];
}

/**
 * Who a statement answers: `anonymous` readers (never a hidden comment); `listed`, signed-in readers while they may
 * see no hidden comment here (it counts those they may see: `hidden` 0, or no rows); `withHidden`, readers who may
 * (their own hidden comments, every one for admins), read from an end only.
 */
type Audience = 'anonymous' | 'listed' | 'withHidden';

/**
 * A paging statement of one comment table, prepared once per database: one audience and one reading direction
 * each, so each plans cheaply (PGlite parses and plans every statement it runs). The listed comments come from the
 * partial index `*_listed_idx` alone. Every skip and size is a parameter; what makes one stale is checked in the
 * same statement: the total for a page counted from the end, the parent's version for a remembered key.
 */
function preparePage(db: DbOrTx, parent: CommentParent, audience: Audience, from: From) {
  const withHidden = audience === 'withHidden';
  const t = parent.table;
  const p = {
    parent: sql`${sql.placeholder('parent')}::int`,
    viewer: sql`${sql.placeholder('viewer')}::int`,
    admin: sql`${sql.placeholder('admin')}::boolean`,
    offset: sql`${sql.placeholder('offset')}::int`,
    limit: sql`${sql.placeholder('limit')}::int`,
    version: sql`${sql.placeholder('version')}::bigint`,
    at: sql`${sql.placeholder('at')}::timestamptz`,
    id: sql`${sql.placeholder('id')}::int`,
    skip: sql`${sql.placeholder('skip')}::int`,
    take: sql`${sql.placeholder('take')}::int`,
    total: sql`${sql.placeholder('total')}::int`,
  };
  const ofParent = sql`${parent.parentId} = ${p.parent}`;
  const mayRead = withHidden
    ? sql`(${t.moderationStatus} <> 'hidden' or ${p.admin} or ${t.authorId} = ${p.viewer})`
    : sql`${t.moderationStatus} <> 'hidden'`;
  // The listed statements answer only viewers who may see no hidden comment here; the others answer them.
  const answers = audience === 'listed' ? sql` and (select hidden from parent) = 0` : sql``;
  const rows = sql`${ofParent} and ${mayRead}${answers}`;
  const asc = sql`order by ${t.createdAt}, ${t.id}`;
  const desc = sql`order by ${t.createdAt} desc, ${t.id} desc`;
  // A remembered key holds only at the parent's version it was read at (every change of the list raises it).
  const atVersion = sql`(select version from parent) = ${p.version}`;
  const ids = {
    start: sql`select ${t.id} from ${t} where ${rows} ${asc} offset ${p.offset} limit ${p.limit}`,
    end: sql`select ${t.id} from ${t} where ${rows} and (select total from parent) = ${p.total}
      ${desc} offset ${p.skip} limit ${p.take}`,
    afterKey: sql`select ${t.id} from ${t} where ${rows} and ${atVersion}
      and (${t.createdAt}, ${t.id}) >= (${p.at}, ${p.id}) ${asc} offset ${p.skip} limit ${p.take}`,
    beforeKey: sql`select ${t.id} from ${t} where ${rows} and ${atVersion}
      and (${t.createdAt}, ${t.id}) < (${p.at}, ${p.id}) ${desc} offset ${p.skip} limit ${p.take}`,
  }[from];
  const page = sql`(
    with counted as (${parent.countAndVersion(p.parent)}),
    parent as (${
      audience === 'anonymous'
        ? sql`select listed as total, version, 0 as hidden from counted`
        : sql`select listed + ${withHidden ? sql`hidden` : sql`0`} as total, version, hidden
      from counted, lateral (
        select count(*)::int as hidden from ${t}
        where ${ofParent} and ${t.moderationStatus} = 'hidden' and (${p.admin} or ${t.authorId} = ${p.viewer})
      ) as h`
    })
    select parent.total, parent.version, parent.hidden, c.*
    from parent left join lateral (
      select ${t.id} as id, ${t.content} as content, ${t.createdAt} as created_at, ${t.createdAt}::text as key_at,
             ${t.updatedAt} as updated_at, ${t.authorId} as author_id, ${users.name} as author_name,
             ${users.avatarUrl} as author_avatar_url, ${parent.parentId} as parent_id,
             ${t.moderationStatus} as moderation_status
      from ${t} join ${users} on ${users.id} = ${t.authorId}
      -- By primary key: as a join, a generic plan (guessing the page's size) hashed the whole table.
      where ${t.id} = any(array(${ids}))
    ) as c on true) as page`;
  const field = <T>(name: string) => sql<T>`${sql.raw(`page.${name}`)}`;
  return db
    .select({
      total: field<number>('total'),
      version: field<number>('version'),
      hidden: field<number>('hidden'),
      id: field<number | null>('id'),
      content: field<string>('content'),
      createdAt: field<Date>('created_at').mapWith(t.createdAt),
      keyAt: field<string>('key_at'),
      updatedAt: field<Date>('updated_at').mapWith(t.updatedAt),
      authorId: field<number>('author_id'),
      authorName: field<string>('author_name'),
      authorAvatarUrl: field<string | null>('author_avatar_url'),
      parentId: field<number>('parent_id'),
      moderationStatus: field<ModerationStatus>('moderation_status'),
    })
    .from(page)
    .orderBy(sql`page.created_at`, sql`page.id`)
    .prepare(`${parent.name}_page_${audience}_${from}`);
}

/** The nearer end of a list of `total` comments for the page at `offset`. */
function fromAnEnd(offset: number, limit: number, total: number): Plan {
  const take = Math.min(limit, total - offset);
  // Past the end (nothing to read) or in the first half: from the start.
  if (take <= 0 || 2 * offset <= total) return { from: 'start' };
  return { from: 'end', total, skip: total - offset - take, take };
}

/**
 * Picks where a page is read from: the nearer end of a list of about `total` comments (the caller's latest count;
 * the statement checks it), or a remembered key nearer still.
 */
function plan(anchors: Anchors | undefined, offset: number, limit: number, total: number): Plan {
  let best = fromAnEnd(offset, limit, total);
  // Keys read before the count moved are stale for sure (a comment came or went): not worth a statement.
  if (!anchors || anchors.total !== total) return best;
  const take = Math.min(limit, anchors.total - offset);
  if (take <= 0) return best;
  let cost = best.from === 'start' ? offset : anchors.total - offset - take;
  for (const anchor of anchors.byPos.values()) {
    if (offset >= anchor.pos && offset - anchor.pos < cost) {
      cost = offset - anchor.pos;
      best = { from: 'afterKey', version: anchors.version, anchor, skip: cost, take };
    } else if (offset + take <= anchor.pos && anchor.pos - offset - take < cost) {
      cost = anchor.pos - offset - take;
      best = { from: 'beforeKey', version: anchors.version, anchor, skip: cost, take };
    }
  }
  return best;
}

/** Whether the statement skipped its rows because what its plan counted on no longer held. */
const isStale = (how: Plan, result: PageResult) =>
  (how.from === 'end' && result.total !== how.total) ||
  ((how.from === 'afterKey' || how.from === 'beforeKey') && result.version !== how.version);

const strip = (rows: PageResult['rows']): CommentPageRow[] => rows.map(({ keyAt: _k, ...row }) => row);

/** The paging of one comment table (`CommentParent`): `page(db, request, listedCount)` answers a page and the total. */
export function commentPages(parent: CommentParent) {
  const statements = perDatabase((db) => {
    const made = new Map<string, ReturnType<typeof preparePage>>();
    return (audience: Audience, from: From) => {
      const key = `${audience}|${from}`;
      let statement = made.get(key);
      if (!statement) {
        statement = preparePage(db, parent, audience, from);
        made.set(key, statement);
      }
      return statement;
    };
  });
  /** Per database and parent id: the keys of pages read, oldest parent forgotten first. */
  const remembered = perDatabase(() => new Map<number, Anchors>());

  async function run(
    db: DbOrTx,
    audience: Audience,
    request: CommentPageRequest,
    how: Plan,
  ): Promise<PageResult> {
    const byKey = how.from === 'afterKey' || how.from === 'beforeKey';
    const found = await statements(db)(audience, how.from).execute({
      parent: request.parentId,
      viewer: request.viewerId,
      admin: request.isAdmin,
      offset: request.offset,
      limit: request.limit,
      version: byKey ? how.version : null,
      at: byKey ? how.anchor.at : null,
      id: byKey ? how.anchor.id : null,
      skip: how.from === 'start' ? null : how.skip,
      take: how.from === 'start' ? null : how.take,
      total: how.from === 'end' ? how.total : null,
    });
    const first = found[0];
    return {
      parentFound: first !== undefined,
      total: Number(first?.total ?? 0),
      version: Number(first?.version ?? 0),
      hidden: Number(first?.hidden ?? 0),
      rows: found
        .filter((row) => row.id !== null)
        .map(({ total: _t, version: _v, hidden: _h, ...row }) => ({
          ...row,
          id: Number(row.id),
          authorId: Number(row.authorId),
          parentId: Number(row.parentId),
        })),
    };
  }

  /** Remembers the first and last keys of a page of the listed comments read at `result.version`. */
  function remember(db: DbOrTx, parentId: number, offset: number, result: PageResult): void {
    const byParent = remembered(db);
    let anchors = byParent.get(parentId);
    if (!anchors || anchors.version !== result.version) {
      anchors = { version: result.version, total: result.total, byPos: new Map() };
    }
    byParent.delete(parentId);
    byParent.set(parentId, anchors);
    if (byParent.size > PARENTS_REMEMBERED) byParent.delete(byParent.keys().next().value!);
    const { rows } = result;
    if (rows.length === 0) return;
    for (const [pos, row] of [
      [offset, rows[0]!],
      [offset + rows.length - 1, rows.at(-1)!],
    ] as const) {
      anchors.byPos.delete(pos);
      anchors.byPos.set(pos, { pos, at: row.keyAt, id: row.id });
    }
    while (anchors.byPos.size > ANCHORS_PER_PARENT) anchors.byPos.delete(anchors.byPos.keys().next().value!);
  }

  return {
    /**
     * A page of the parent's comments the viewer may read, oldest first, and how many there are, in one
     * statement (two when the list changed since `listedCount`, the parent's comment count as the caller just
     * read it, or a remembered key turned out stale, or when the viewer may see hidden comments here).
     */
    async page(
      db: DbOrTx,
      request: CommentPageRequest,
      listedCount: number,
    ): Promise<{ rows: CommentPageRow[]; total: number }> {
      const { offset, limit } = request;
      let how = plan(remembered(db).get(request.parentId), offset, limit, listedCount);
      let audience: Audience = request.viewerId === 0 && !request.isAdmin ? 'anonymous' : 'listed';
      let result: PageResult;
      for (let attempt = 0; ; attempt++) {
        result = await run(db, audience, request, how);
        if (!result.parentFound) break;
        if (audience === 'listed' && result.hidden > 0) {
          // The viewer may see hidden comments here: the statement that counts them too answers.
          audience = 'withHidden';
          how = fromAnEnd(offset, limit, result.total + result.hidden);
          continue;
        }
        if (!isStale(how, result)) break;
        // What the plan counted on changed before the statement ran (a comment written meanwhile): it answered no
        // rows, and the total and version it read. Read again from the nearer end of the list as it is now; after
        // a few tries from the start, which needs no count, so a parent written to without pause still answers.
        if (how.from !== 'end') remembered(db).delete(request.parentId);
        how = attempt < 3 ? fromAnEnd(offset, limit, result.total) : { from: 'start' };
      }
      if (audience !== 'withHidden' && result.parentFound) remember(db, request.parentId, offset, result);
      return { rows: strip(result.rows), total: result.total };
    },
  };
}

/**
 * The reads of one comment table, for its repository to export, each row with its parent's id under `parentKey`
 * (`courseId`, `postId`): `listCommentPage`, a page of the parent's comments the viewer may read (hidden ones only
 * to their author and admins), oldest first, and how many there are, in one statement without an OFFSET scan
 * (`commentPages`; `listedCount`, the parent's `commentCount` as just read, only decides which end of the list is
 * nearer); `findComment`, one comment with its author.
 */
export function commentReads<Row extends CommentRowBase & { moderationStatus: ModerationStatus }>(
  parent: CommentParent,
  parentKey: Exclude<keyof Row, keyof CommentPageRow> & string,
) {
  const pages = commentPages(parent);
  const t = parent.table;
  const keyed = ({ parentId, ...row }: CommentPageRow) =>
    ({ ...row, [parentKey]: parentId }) as unknown as Row;
  return {
    async listCommentPage(
      db: DbOrTx,
      parentId: number,
      viewer: { id: number; isAdmin: boolean },
      limit: number,
      offset: number,
      listedCount: number,
    ): Promise<{ rows: Row[]; total: number }> {
      const request = { parentId, viewerId: viewer.id, isAdmin: viewer.isAdmin, limit, offset };
      const { rows, total } = await pages.page(db, request, listedCount);
      return { rows: rows.map(keyed), total };
    },

    async findComment(db: DbOrTx, id: number): Promise<Row | undefined> {
      const rows = await db
        .select({ ...commentColumns(t), parentId: parent.parentId, moderationStatus: t.moderationStatus })
        .from(t)
        .innerJoin(users, eq(users.id, t.authorId))
        .where(eq(t.id, id))
        .limit(1);
      return rows[0] && keyed(rows[0] as CommentPageRow);
    },
  };
}
