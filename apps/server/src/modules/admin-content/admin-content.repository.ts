import { ADMIN_CONTENT_TEXT_MAX, type AdminContentType } from '@ktravel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * The moderation table's reads: posts, post comments, course comments and place reviews as one newest-first list.
 * This is a read model over four modules' tables (one query pages across all of them, which no module's own repository
 * can); every write goes through the owning module's repository.
 */

export type ModerationStatus = 'active' | 'hidden' | 'reported';

export interface ContentRow {
  type: AdminContentType;
  id: number;
  category: 'community' | 'trend' | 'course' | 'place';
  title: string;
  content: string;
  authorId: number;
  authorName: string;
  authorEmail: string;
  createdAt: Date | string;
  status: ModerationStatus;
  parentId: number;
  reportCount: number;
  openReportCount: number;
}

export interface ContentFilter {
  types: readonly AdminContentType[];
  status?: ModerationStatus | undefined;
  /** One item (with exactly one type). */
  id?: number | undefined;
}

const text = sql.raw(String(ADMIN_CONTENT_TEXT_MAX));

/** One table's rows in the list's columns, filtered; `alias` is the moderated table's alias. */
function branch(type: AdminContentType, filter: ContentFilter): SQL {
  const where = (alias: string) => {
    const parts: SQL[] = [sql`true`];
    if (filter.status) parts.push(sql`${sql.raw(alias)}.moderation_status = ${filter.status}`);
    if (filter.id !== undefined) parts.push(sql`${sql.raw(alias)}.id = ${filter.id}`);
    return sql.join(parts, sql` and `);
  };
  if (type === 'post') {
    return sql`select 'post'::text as type, p.id, p.category, p.title, left(p.content, ${text}) as content,
        p.author_id, p.created_at, p.moderation_status::text as status, p.id as parent_id
      from posts p where ${where('p')}`;
  }
  if (type === 'comment') {
    return sql`select 'comment'::text as type, c.id, p.category, p.title, left(c.content, ${text}) as content,
        c.author_id, c.created_at, c.moderation_status::text as status, c.post_id as parent_id
      from post_comments c join posts p on p.id = c.post_id where ${where('c')}`;
  }
  if (type === 'review') {
    return sql`select 'review'::text as type, r.id, 'place'::text as category, pl.name as title,
        left(r.text, ${text}) as content, r.author_id, r.created_at, r.moderation_status::text as status,
        r.place_id as parent_id
      from place_reviews r join places pl on pl.id = r.place_id where ${where('r')}`;
  }
  return sql`select 'courseComment'::text as type, c.id, 'course'::text as category, co.title,
      left(c.content, ${text}) as content, c.author_id, c.created_at, c.moderation_status::text as status,
      c.course_id as parent_id
    from course_comments c join courses co on co.id = c.course_id where ${where('c')}`;
}

const union = (filter: ContentFilter) =>
  sql.join(
    filter.types.map((type) => branch(type, filter)),
    sql` union all `,
  );

/** Newest first (ties: type, then newest id), with the author and the report counts of each item on the page. */
export async function listContent(
  db: DbOrTx,
  filter: ContentFilter,
  limit: number,
  offset: number,
): Promise<ContentRow[]> {
  return queryRows<ContentRow & Record<string, unknown>>(
    db,
    sql`select i.type, i.id, i.category, i.title, i.content, i.author_id as "authorId",
        u.name as "authorName", u.email as "authorEmail", i.created_at as "createdAt", i.status,
        i.parent_id as "parentId", rc.n as "reportCount", rc.open as "openReportCount"
      from (select * from (${union(filter)}) as a
            order by a.created_at desc, a.type, a.id desc limit ${limit} offset ${offset}) as i
      join users u on u.id = i.author_id
      cross join lateral (
        select count(*)::int as n, (count(*) filter (where r.closed_at is null))::int as open
        from content_reports r
        where (i.type = 'post' and r.post_id = i.id) or (i.type = 'comment' and r.comment_id = i.id)
          or (i.type = 'courseComment' and r.course_comment_id = i.id)
          or (i.type = 'review' and r.review_id = i.id)
      ) as rc
      order by i.created_at desc, i.type, i.id desc`,
  );
}

const TABLES: Record<AdminContentType, string> = {
  post: 'posts',
  comment: 'post_comments',
  courseComment: 'course_comments',
  review: 'place_reviews',
};

/** How many items of the types there are in each moderation status. */
export async function countContent(
  db: DbOrTx,
  types: readonly AdminContentType[],
): Promise<Record<ModerationStatus, number>> {
  const parts = types.map((type) => {
    const table = TABLES[type];
    return sql`select moderation_status::text as status, count(*)::int as n from ${sql.identifier(table)}
      group by 1`;
  });
  const rows = await queryRows<{ status: ModerationStatus; n: number }>(
    db,
    sql`select status, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) as c group by 1`,
  );
  const counts = { active: 0, hidden: 0, reported: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
