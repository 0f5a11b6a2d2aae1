// Synthetic courses for the growth budget of courses.mjs (also usable on its own against a database).
import { growInBatches } from './common.mjs';

/**
 * Grows the courses to `target`: public and private ones (9 in 10 public) by the existing users, each with 5 to 10
 * stops linked to catalogue places (name and coordinates copied from the place, as the planner sends them),
 * inserted in batches with generate_series.
 */
export async function growCourses(client, target) {
  return growInBatches(client, {
    table: 'courses',
    target,
    batch: 2_000,
    analyze: ['courses', 'course_stops'],
    sql: `with authors as (select id, row_number() over (order by id) - 1 as idx, count(*) over () as total from users),
            catalogue as (select id, name, lat, lng, row_number() over (order by id) - 1 as idx,
                                 count(*) over () as total from places where status = 'active'),
            made as (
              insert into courses (title, visibility, category, author_id, created_at, updated_at)
              select 'Bench course ' || s,
                     (case when s % 10 = 0 then 'private' else 'public' end)::course_visibility,
                     (array['all', 'cultural', 'cafe', 'food'])[1 + s % 4]::course_category,
                     (select id from authors where idx = s % authors.total),
                     now() - (s % 1000) * interval '1 hour', now()
              from generate_series($1::int, $2::int) as s, (select max(total) as total from authors) as authors
              returning id)
       insert into course_stops (course_id, "order", name, lat, lng, external_id, place_id)
       select made.id, o, catalogue.name, catalogue.lat, catalogue.lng, catalogue.id::text, catalogue.id
       from made
       cross join lateral generate_series(1, 5 + made.id % 6) as o
       join catalogue on catalogue.idx = (made.id * 7 + o * 13) % catalogue.total`,
  });
}
