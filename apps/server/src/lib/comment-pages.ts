import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { CommentRowBase, CommentTable, ModerationStatus } from './comment-rows.ts';
import { perDatabase } from './per-database.ts';

/**
 * Pages of a comment list by page number without an OFFSET scan (docs/decisions/012): each page is read from a
 * known key of the (parent, time, id) index, the nearest of the list's two ends and the keys of pages read before
 * (remembered per parent at the parent row's version), with a short skip at most the distance to it. The total and
 * the page come from one statement, so an answer's items are exactly the positions its total says, whatever is
 * written meanwhile.
 */

/** What a comment table's parent module lends the paging statement (the places module's fragments are the model). */
export interface CommentParent {
  /** The comment table and its parent id column. */
  table: CommentTable;
  parentId: SQLWrapper;
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

/** How far a page is read from: the nearer end (the statement decides), or a remembered key. */
type Plan = { mode: 0 } | { mode: 1 | 2; version: number; anchor: Anchor; skip: number; take: number };

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
 * The paging statement of one comment table, prepared once per database. `withHidden` false: the comments
 * everybody reads (the partial index `*_listed_idx` alone), answered only when the viewer may see no hidden one
 * here (`hidden` 0); true: those plus the hidden ones the viewer may see (their own, every one for admins), read
 * from the nearer end only.
 */
function preparePage(db: DbOrTx, parent: CommentParent, withHidden: boolean) {
  const t = parent.table;
  const p = {
    parent: sql`${sql.placeholder('parent')}::int`,
    viewer: sql`${sql.placeholder('viewer')}::int`,
    admin: sql`${sql.placeholder('admin')}::boolean`,
    mode: sql`${sql.placeholder('mode')}::int`,
    offset: sql`${sql.placeholder('offset')}::int`,
    limit: sql`${sql.placeholder('limit')}::int`,
    version: sql`${sql.placeholder('version')}::bigint`,
    at: sql`${sql.placeholder('at')}::timestamptz`,
    id: sql`${sql.placeholder('id')}::int`,
    skip: sql`${sql.placeholder('skip')}::int`,
    take: sql`${sql.placeholder('take')}::int`,
  };
  const ofParent = sql`${parent.parentId} = ${p.parent}`;
  const mayRead = withHidden
    ? sql`(${t.moderationStatus} <> 'hidden' or ${p.admin} or ${t.authorId} = ${p.viewer})`
    : sql`${t.moderationStatus} <> 'hidden'`;
  const rows = sql`${ofParent} and ${mayRead}`;
  // The listed statement answers only viewers who may see no hidden comment here; the other one answers them.
  const answers = withHidden ? sql`true` : sql`(select hidden from parent) = 0`;
  const total = sql`(select total from parent)`;
  const asc = sql`order by ${t.createdAt}, ${t.id}`;
  const desc = sql`order by ${t.createdAt} desc, ${t.id} desc`;
  const fromKey = withHidden
    ? sql``
    : sql`
    union all
    (select ${t.id} from ${t} where ${rows} and ${p.mode} = 1 and ${answers}
       and (select version from parent) = ${p.version} and (${t.createdAt}, ${t.id}) >= (${p.at}, ${p.id})
     ${asc} offset ${p.skip} limit ${p.take})
    union all
    (select ${t.id} from ${t} where ${rows} and ${p.mode} = 2 and ${answers}
       and (select version from parent) = ${p.version} and (${t.createdAt}, ${t.id}) < (${p.at}, ${p.id})
     ${desc} offset ${p.skip} limit ${p.take})`;
  const page = sql`(
    with counted as (${parent.countAndVersion(p.parent)}),
    parent as (
      select listed + ${withHidden ? sql`hidden` : sql`0`} as total, version, hidden
      from counted, lateral (
        select count(*)::int as hidden from ${t}
        where ${ofParent} and ${t.moderationStatus} = 'hidden' and (${p.admin} or ${t.authorId} = ${p.viewer})
      ) as h),
    ids as (
      (select ${t.id} from ${t} where ${rows} and ${p.mode} = 0 and ${answers} and 2 * ${p.offset} <= ${total}
       ${asc} offset ${p.offset} limit ${p.limit})
      union all
      (select ${t.id} from ${t} where ${rows} and ${p.mode} = 0 and ${answers} and 2 * ${p.offset} > ${total}
       ${desc} offset greatest(0, ${total} - ${p.offset} - ${p.limit})
       limit greatest(0, least(${p.limit}, ${total} - ${p.offset})))${fromKey})
    select parent.total, parent.version, parent.hidden, c.*
    from parent left join lateral (
      select ${t.id} as id, ${t.content} as content, ${t.createdAt} as created_at, ${t.createdAt}::text as key_at,
             ${t.updatedAt} as updated_at, ${t.authorId} as author_id, ${users.name} as author_name,
             ${users.avatarUrl} as author_avatar_url, ${parent.parentId} as parent_id,
             ${t.moderationStatus} as moderation_status
      from ${t} join ${users} on ${users.id} = ${t.authorId}
      -- By primary key: as a join, a generic plan (estimating every branch's limit) hashed the whole table.
      where ${t.id} = any(array(select id from ids))
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
    .prepare(`${parent.name}_page_${withHidden ? 'with_hidden' : 'listed'}`);
}

/** Picks where a page of the listed comments is read from: a remembered key when one is nearer than both ends. */
function plan(anchors: Anchors | undefined, offset: number, limit: number): Plan {
  if (!anchors) return { mode: 0 };
  const size = Math.min(limit, anchors.total - offset);
  if (size <= 0) return { mode: 0 };
  let best: Plan = { mode: 0 };
  let cost = Math.min(offset, anchors.total - offset - size);
  for (const anchor of anchors.byPos.values()) {
    if (offset >= anchor.pos && offset - anchor.pos < cost) {
      cost = offset - anchor.pos;
      best = { mode: 1, version: anchors.version, anchor, skip: cost, take: size };
    } else if (offset + size <= anchor.pos && anchor.pos - offset - size < cost) {
      cost = anchor.pos - offset - size;
      best = { mode: 2, version: anchors.version, anchor, skip: cost, take: size };
    }
  }
  return best;
}

/** The paging of one comment table (`CommentParent`): `page(db, request)` answers a page and the total. */
export function commentPages(parent: CommentParent) {
  const listed = perDatabase((db) => preparePage(db, parent, false));
  const withHidden = perDatabase((db) => preparePage(db, parent, true));
  /** Per database and parent id: the keys of pages read, oldest parent forgotten first. */
  const remembered = perDatabase(() => new Map<number, Anchors>());

  async function run(
    statement: ReturnType<typeof preparePage>,
    request: CommentPageRequest,
    how: Plan,
  ): Promise<PageResult> {
    const found = await statement.execute({
      parent: request.parentId,
      viewer: request.viewerId,
      admin: request.isAdmin,
      mode: how.mode,
      offset: request.offset,
      limit: request.limit,
      version: how.mode === 0 ? null : how.version,
      at: how.mode === 0 ? null : how.anchor.at,
      id: how.mode === 0 ? null : how.anchor.id,
      skip: how.mode === 0 ? null : how.skip,
      take: how.mode === 0 ? null : how.take,
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

  const strip = (rows: PageResult['rows']): CommentPageRow[] => rows.map(({ keyAt: _k, ...row }) => row);

  return {
    /**
     * A page of the parent's comments the viewer may read, oldest first, and how many there are: one statement
     * (two when a remembered key turned out stale, or when the viewer may see hidden comments here).
     */
    async page(db: DbOrTx, request: CommentPageRequest): Promise<{ rows: CommentPageRow[]; total: number }> {
      const how = plan(remembered(db).get(request.parentId), request.offset, request.limit);
      let result = await run(listed(db), request, how);
      if (result.parentFound && result.hidden > 0) {
        const all = await run(withHidden(db), request, { mode: 0 });
        return { rows: strip(all.rows), total: all.total };
      }
      if (how.mode !== 0 && result.version !== how.version) {
        // The parent changed since that key was read: its position may have moved. Read from the nearer end.
        remembered(db).delete(request.parentId);
        result = await run(listed(db), request, { mode: 0 });
      }
      if (result.parentFound && result.hidden === 0) remember(db, request.parentId, request.offset, result);
      return { rows: strip(result.rows), total: result.total };
    },
  };
}
