// Synthetic K-Buzz data for the growth budget of posts.mjs (also usable on its own against a database).
import { growInBatches } from './common.mjs';

const BENCH_USERS = 1_000;

/**
 * Grows K-Buzz to `posts` posts (1 in 100 a trend article, 1 in 50 a draft), `likes` likes and `comments`
 * comments, by bench members (`BENCH_USERS` of them, made first), inserted in batches with generate_series. Each
 * like is a distinct (post, member) pair; the counters follow by the triggers, as they would in use.
 */
export async function growPosts(client, { posts, likes, comments }) {
  await client.query(
    `insert into users (email, name, provider, email_verified)
     select 'bench-member-' || s || '@example.com', 'Bench member ' || s, 'dev', true
     from generate_series(1, $1::int) as s
     on conflict do nothing`,
    [BENCH_USERS],
  );
  const members = `(select id, row_number() over (order by id) - 1 as idx from users
                    where email like 'bench-member-%')`;
  const total = await growInBatches(client, {
    table: 'posts',
    target: posts,
    batch: 10_000,
    // The likes and comments below join posts and members: the planner must know their sizes first.
    analyze: ['users', 'posts'],
    sql: `insert into posts (post_type, status, category, title, content, author_id, sort_order, created_at, updated_at)
          select (case when s % 100 = 0 then 'trend' else 'community' end)::post_type,
                 (case when s % 50 = 1 then 'draft' else 'published' end)::post_status,
                 case when s % 100 = 0 then 'trend' else 'community' end,
                 'Bench post ' || s,
                 'Where is the best place for ' || s || ' in Seoul? Any tips welcome.',
                 m.id, case when s % 100 = 0 then 1000 + s else 0 end,
                 now() - (s % 5000) * interval '1 hour', now()
          from generate_series($1::int, $2::int) as s
          join ${members} as m on m.idx = s % ${BENCH_USERS}`,
  });
  // Likes: the k-th goes to the (k mod P)-th post from member (k div P): distinct pairs, ~likes/P per post.
  const pairs = (table, target, values) =>
    growInBatches(client, {
      table,
      target,
      batch: 50_000,
      analyze: [table],
      sql: `with p as (select id, row_number() over (order by id) - 1 as idx from posts),
                 k as (select s, s % (select count(*) from posts) as post_idx,
                              (s / (select count(*) from posts)) % ${BENCH_USERS} as member_idx
                       from generate_series($1::int, $2::int) as s)
            insert into ${table} ${values}
            from k
            join p on p.idx = k.post_idx
            join ${members} as m on m.idx = k.member_idx`,
    });
  const liked = await pairs(
    'post_interactions',
    likes,
    `(post_id, user_id, type, created_at) select p.id, m.id, 'like', now() - (k.s % 1000) * interval '1 minute'`,
  );
  const commented = await pairs(
    'post_comments',
    comments,
    `(post_id, author_id, content, created_at, updated_at)
     select p.id, m.id, 'Bench comment ' || k.s, now() - (k.s % 1000) * interval '1 minute', now()`,
  );
  // The counter triggers rewrote every post once per batch: clean up, and flush what the load wrote, so the
  // measurements after it do not compete with the checkpointer.
  await client.query('vacuum analyze posts');
  await client.query('checkpoint');
  return { posts: total, likes: liked, comments: commented };
}
