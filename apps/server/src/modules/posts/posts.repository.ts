import type { PostTranslations } from '@ktravel/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { forgotVersionOnly, keptRowVersions, keptVersion, peekVersion } from '../../db/data-version.ts';
import { posts, users } from '../../db/schema.ts';
import { FreshReads } from '../../lib/fresh-reads.ts';
import { perDatabase } from '../../lib/per-database.ts';
import type { PostAccessFields } from '../../lib/post-access.ts';

export type PostType = PostAccessFields['postType'];
export type PostStatus = PostAccessFields['status'];
export type PostOrder = 'order' | 'newest' | 'oldest' | 'popular';

/** A post with its author: what every post response is built from. */
export interface PostRow extends PostAccessFields {
  id: number;
  category: string;
  title: string;
  content: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  likeCount: number;
  scrapCount: number;
  commentCount: number;
  sortOrder: number;
  aboutTitle: string | null;
  aboutDescription: string | null;
  /** The team's texts in other languages (trend articles), `{}` for members' posts. */
  translations: PostTranslations;
  /** The row's version when it was read (`findPostVersion`): a cached list page checks its rows by it. */
  version: number;
}

/** What a post is wherever it is listed (the contract's `postFields` but its content): kind, both statuses, title. */
export const postHeadColumns = {
  id: posts.id,
  postType: posts.postType,
  status: posts.status,
  moderationStatus: posts.moderationStatus,
  category: posts.category,
  title: posts.title,
};

const postColumns = {
  ...postHeadColumns,
  content: posts.content,
  imageUrl: posts.imageUrl,
  thumbnailUrl: posts.thumbnailUrl,
  authorId: posts.authorId,
  authorName: users.name,
  authorAvatarUrl: users.avatarUrl,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  likeCount: posts.likeCount,
  scrapCount: posts.scrapCount,
  commentCount: posts.commentCount,
  sortOrder: posts.sortOrder,
  aboutTitle: posts.aboutTitle,
  aboutDescription: posts.aboutDescription,
  translations: posts.translations,
  version: posts.version,
};

/** The public filter, in the words of the partial indexes `posts_public_*` (migration 0011). */
const isPublic = sql`${posts.status} = 'published' and ${posts.moderationStatus} <> 'hidden'`;

const ORDERS: Record<PostOrder, SQL[]> = {
  order: [asc(posts.sortOrder), asc(posts.id)],
  newest: [desc(posts.createdAt), desc(posts.id)],
  oldest: [asc(posts.createdAt), asc(posts.id)],
  popular: [desc(posts.likeCount), desc(posts.id)],
};

/** Public posts of a type (or all), from `post_counts` (one row read per type at any number of posts). */
const publicCount = (postType: PostType | undefined) =>
  sql<number>`(select coalesce(sum(n), 0) from post_counts where status = 'published' and not is_hidden${
    postType ? sql` and post_type = ${postType}` : sql``
  })::int`;

function prepareStatements(db: DbOrTx) {
  return {
    byId: db
      .select(postColumns)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('post_by_id'),
    version: db
      .select({ version: posts.version })
      .from(posts)
      .where(eq(posts.id, sql.placeholder('id')))
      .prepare('post_version_by_id'),
    publicPages: new Map<string, ReturnType<typeof preparePublicPage>>(),
  };
}

function preparePublicPage(db: DbOrTx, postType: PostType | undefined, order: PostOrder) {
  return db
    .select({ ...postColumns, total: publicCount(postType) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(postType ? and(eq(posts.postType, postType), isPublic) : isPublic)
    .orderBy(...ORDERS[order])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`posts_public_${postType ?? 'any'}_${order}`);
}

/** The hot reads (detail, version, public pages) are prepared once per database. */
const prepared = perDatabase(prepareStatements);

export interface PostPage {
  rows: PostRow[];
  total: number;
}

/** A page of public posts (published, not hidden) of a type, in `order`, and how many there are in all. */
export async function listPublicPage(
  db: DbOrTx,
  postType: PostType | undefined,
  order: PostOrder,
  limit: number,
  offset: number,
): Promise<PostPage> {
  const s = prepared(db);
  const key = `${postType ?? ''}|${order}`;
  let statement = s.publicPages.get(key);
  if (!statement) {
    statement = preparePublicPage(db, postType, order);
    s.publicPages.set(key, statement);
  }
  const found = (await statement.execute({ limit, offset })) as (PostRow & { total: number })[];
  let total = Number(found[0]?.total ?? 0);
  if (found.length === 0) {
    const counted = await queryRows<{ n: number }>(db, sql`select ${publicCount(postType)} as n`);
    total = Number(counted[0]?.n ?? 0);
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/**
 * A page of posts beyond the public ones: of one author status (or any), by one author (a member's own) or by
 * anyone (admins), moderation-hidden ones included.
 */
export async function listPostsPage(
  db: DbOrTx,
  filter: { postType?: PostType | undefined; status?: PostStatus | undefined; authorId?: number | undefined },
  order: PostOrder,
  limit: number,
  offset: number,
): Promise<PostPage> {
  const where = and(
    filter.postType ? eq(posts.postType, filter.postType) : undefined,
    filter.status ? eq(posts.status, filter.status) : undefined,
    filter.authorId !== undefined ? eq(posts.authorId, filter.authorId) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(...ORDERS[order])
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
  ]);
  return { rows: rows as PostRow[], total: Number(counted[0]?.n ?? 0) };
}

export async function findPost(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  const rows = (await prepared(db).byId.execute({ id })) as PostRow[];
  return rows[0];
}

/** Per database: version reads by post id, shared by concurrent requests (never older than a request). */
const versionReads = perDatabase(
  (db) =>
    new FreshReads<number, number | undefined>(async (id) => {
      const rows = await prepared(db).version.execute({ id });
      return rows[0] === undefined ? undefined : Number(rows[0].version);
    }),
);

/**
 * The post's own version (raised with every change its responses show), or undefined when there is none: one
 * primary-key read, shared with the requests for the same post that arrive while it runs.
 */
export function findPostVersion(db: DbOrTx, id: number): Promise<number | undefined> {
  return keptVersion(db, postVersionKey(id), () => versionReads(db).get(id));
}

const postVersionKey = (id: number) => `post:${id}`;

/** The post's version when it is kept in memory (no read), else undefined. */
export function peekPostVersion(db: DbOrTx, id: number): number | undefined {
  return peekVersion(db, postVersionKey(id));
}

/**
 * `findPostVersion` of several posts, in order, without a query for those kept in memory. One missing (a post just
 * liked) is read like `findPostVersion`, shared with the concurrent requests that miss it too; several in one query.
 */
export function findPostVersions(db: DbOrTx, ids: number[]): Promise<(number | undefined)[]> {
  return keptRowVersions(
    db,
    ids,
    postVersionKey,
    (id) => versionReads(db).get(id),
    (wanted) =>
      db.select({ id: posts.id, version: posts.version }).from(posts).where(inArray(posts.id, wanted)),
  );
}

/**
 * After a write that changed only the post's counters (a like), committed at `version`: see `forgotVersionOnly`.
 */
export function forgotPostVersionOnly(db: DbOrTx, id: number, version: number): void {
  forgotVersionOnly(db, postVersionKey(id), false, version);
}

/** What access checks and edits need (post comments and reports read it too). */
export interface PostAccess extends PostAccessFields {
  id: number;
  title: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  imageKeys: string[];
  /** Comments everybody may read, kept exact by the triggers of migration 0011. */
  commentCount: number;
}

/**
 * Just what access checks need. In a transaction, `lock` holds the row until it ends: 'update' for changes to
 * the post, 'share' so it cannot be deleted under a like, scrap, comment or report being added.
 */
export async function findPostAccess(
  db: DbOrTx,
  id: number,
  lock?: 'update' | 'share',
): Promise<PostAccess | undefined> {
  const query = db
    .select({
      id: posts.id,
      postType: posts.postType,
      status: posts.status,
      moderationStatus: posts.moderationStatus,
      authorId: posts.authorId,
      title: posts.title,
      imageUrl: posts.imageUrl,
      thumbnailUrl: posts.thumbnailUrl,
      imageKeys: posts.imageKeys,
      commentCount: posts.commentCount,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  const rows = lock ? await query.for(lock === 'update' ? 'no key update' : 'key share') : await query;
  return rows[0];
}

/** A post's counters and the version they are at. */
export interface PostCounts {
  likeCount: number;
  scrapCount: number;
  commentCount: number;
  version: number;
}

/** The counters and version of a post (in a toggle's transaction: after its own change). */
export async function findPostCounts(db: DbOrTx, id: number): Promise<PostCounts | undefined> {
  const rows = await db
    .select({
      likeCount: posts.likeCount,
      scrapCount: posts.scrapCount,
      commentCount: posts.commentCount,
      version: posts.version,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return rows[0];
}

export interface PostValues {
  title: string;
  content: string;
  status: PostStatus;
  aboutTitle: string | null;
  aboutDescription: string | null;
}

export interface PostImage {
  imageUrl: string | null;
  thumbnailUrl: string | null;
  imageKeys: string[];
}

export async function insertPost(
  db: DbOrTx,
  values: PostValues & { postType: PostType; authorId: number },
): Promise<number> {
  const sortOrder =
    values.postType === 'trend'
      ? sql`(select coalesce(max(${posts.sortOrder}), 0) + 1 from ${posts} where ${posts.postType} = 'trend')`
      : 0;
  const rows = await db
    .insert(posts)
    .values({ ...values, category: values.postType, sortOrder })
    .returning({ id: posts.id });
  return rows[0]!.id;
}

export async function updatePost(
  db: DbOrTx,
  id: number,
  values: Partial<PostValues & PostImage>,
  touch = true,
): Promise<void> {
  await db
    .update(posts)
    .set({ ...values, ...(touch ? { updatedAt: new Date() } : {}), translations: translationsAfter(values) })
    .where(eq(posts.id, id));
}

/**
 * The translations after an edit: kept while the texts they translate stay the same, emptied when one changes, so
 * no reader is shown a translation of an older text (DESIGN §8.5).
 */
function translationsAfter(values: Partial<PostValues>): SQL {
  const same = (['title', 'content', 'aboutTitle', 'aboutDescription'] as const)
    .filter((field) => values[field] !== undefined)
    .map((field) => sql`${posts[field]} is not distinct from ${values[field]}`);
  if (same.length === 0) return sql`${posts.translations}`;
  return sql`case when ${and(...same)} then ${posts.translations} else '{}'::jsonb end`;
}

/** Deletes the post (likes, scraps, comments and reports go by cascade); answers its image keys, or undefined. */
export async function deletePost(db: DbOrTx, id: number): Promise<{ imageKeys: string[] } | undefined> {
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ imageKeys: posts.imageKeys });
  return rows[0];
}

/** Every trend's id, locked for the reorder's transaction. */
export async function lockTrendIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.postType, 'trend'))
    .orderBy(asc(posts.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

/** Trend `ids[i]` gets order i + 1; rows whose order does not change are not written (their caches stay). */
export async function setTrendOrder(db: DbOrTx, ids: number[]): Promise<void> {
  await db.execute(sql`update ${posts} p set sort_order = o.n
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) with ordinality as o(id, n)
    where p.id = o.id and p.sort_order is distinct from o.n`);
}

/** A member's report marks the post for admins, unless moderation already hid it. */
export async function markPostReported(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(posts)
    .set({ moderationStatus: 'reported' })
    .where(and(eq(posts.id, id), eq(posts.moderationStatus, 'active')));
}

/** An admin's moderation decision (spec §4: any status to any other); the post's triggers move its counts. */
export async function setPostModeration(
  db: DbOrTx,
  id: number,
  status: PostAccessFields['moderationStatus'],
): Promise<void> {
  await db.update(posts).set({ moderationStatus: status }).where(eq(posts.id, id));
}

/** The post's listed-comment count and row version, for the comment list's paging statement (lib/comment-pages.ts). */
export const commentCountAndVersion = (id: SQL) =>
  sql`select ${posts.commentCount} as listed, ${posts.version} as version from ${posts} where ${posts.id} = ${id}`;
