import { contentLanguage } from '@ktravel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { type Database, queryRows } from '../client.ts';
import { SEED_COMMUNITY_POSTS } from './data/community.ts';
import { SEED_COURSES } from './data/courses.ts';
import { SEED_REVIEWS } from './data/reviews.ts';
import { isEmpty, seedAll, seedIfEmpty } from './seed.ts';
import type { SeedUserKey } from './types.ts';

/** The language each demo member writes in (users.ts); yuki, a visitor from Japan, writes English. */
const WRITES_IN: Record<SeedUserKey, 'ko' | 'zh' | 'en'> = {
  admin: 'en',
  mina: 'ko',
  wei: 'zh',
  alex: 'en',
  lucas: 'en',
  yuki: 'en',
};

/** The same rule as the web app's content-language chip: Hangul → ko, Han without Hangul → zh, else en. */
const languageOf = (text: string) =>
  /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text) ? 'ko' : /\p{Script=Han}/u.test(text) ? 'zh' : 'en';

describe('demo seed', () => {
  let database: Database;
  const log = { info: () => {} };

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedIfEmpty(database, log)).toBe(true);
  }, 60_000);
  afterAll(() => database.close());

  const one = async <T>(query: SQL) => (await queryRows<Record<string, T>>(database.db, query))[0]!;

  it('loads real places across Korea with coordinates inside the country', async () => {
    const r = await one<number>(sql`select count(*)::int as n,
      count(*) filter (where type = 'travel')::int as travel,
      count(*) filter (where type = 'food')::int as food,
      count(*) filter (where type = 'cafe')::int as cafe,
      count(distinct region)::int as regions,
      count(*) filter (where lat not between 33 and 38.7 or lng not between 124.5 and 131)::int as outside,
      count(*) filter (where coalesce(description, '') = '' or coalesce(address, '') = '')::int as incomplete
      from places`);
    expect(r.n).toBeGreaterThanOrEqual(150);
    expect(r.travel).toBeGreaterThan(0);
    expect(r.food).toBeGreaterThan(0);
    expect(r.cafe).toBeGreaterThan(0);
    expect(r.regions).toBeGreaterThanOrEqual(7);
    expect(r.outside).toBe(0);
    expect(r.incomplete).toBe(0);
    const regions = (
      await queryRows<{ region: string }>(database.db, sql`select distinct region from places`)
    ).map((x) => x.region);
    expect(regions).toEqual(
      expect.arrayContaining(['Seoul', 'Busan', 'Jeju', 'Gyeongju', 'Jeonju', 'Incheon', 'Gangneung']),
    );
  });

  it('loads public courses whose stops are contiguous and linked to places', async () => {
    const r = await one<number>(sql`select
      (select count(*) from courses where visibility = 'public')::int as public,
      (select count(*) from course_stops where place_id is null)::int as unlinked,
      (select count(*) from (select course_id from course_stops group by course_id
         having min("order") <> 1 or max("order") <> count(*)) x)::int as gaps`);
    expect(r.public).toBeGreaterThanOrEqual(8);
    expect(r.unlinked).toBe(0);
    expect(r.gaps).toBe(0);
  });

  it('gives every place its description and address in Korean and Chinese, and its hours in each language', async () => {
    const r = await one<number>(sql`select
      count(*) filter (where coalesce(description_ko, '') !~ '[가-힣]' or coalesce(description_zh, '') !~ '[一-龥]'
        or coalesce(address_zh, '') !~ '[一-龥]')::int as missing,
      count(*) filter (where description_zh ~ '[가-힣]')::int as hangul_in_zh,
      count(*) filter (where opening_hours_json is not null and (
        jsonb_array_length(opening_hours_json->'weekdayDescriptionsKo')
          <> jsonb_array_length(opening_hours_json->'weekdayDescriptions')
        or jsonb_array_length(opening_hours_json->'weekdayDescriptionsZh')
          <> jsonb_array_length(opening_hours_json->'weekdayDescriptions')
        or opening_hours_json->>'weekdayDescriptionsKo' !~ '[가-힣]'))::int as hours
      from places`);
    expect(r).toEqual({ missing: 0, hangul_in_zh: 0, hours: 0 });
    // Catalogue search finds a place by its Chinese address.
    const hit = await one<string>(sql`select name from places where search_text ilike ${'%社稷路161%'}`);
    expect(hit.name).toBe('Gyeongbokgung Palace');
  });

  it('gives every place its name, address, description and hours in Japanese and Traditional Chinese', async () => {
    // Japanese: kana or kanji in the name and address, kana in the description (a Chinese text has kanji but no
    // kana); Traditional Chinese: Han characters, no kana or Hangul in the name and description (an address may keep
    // a Hangul road name, as the Simplified ones do), and not the Simplified text itself.
    const r = await one<number>(sql`select
      count(*) filter (where coalesce(name_ja, '') !~ '[ぁ-んァ-ヶ一-龥]' or coalesce(address_ja, '') !~ '[ぁ-んァ-ヶ一-龥]'
        or coalesce(description_ja, '') !~ '[ぁ-んァ-ヶ]')::int as ja_missing,
      count(*) filter (where concat(name_ja, address_ja, description_ja) ~ '[가-힣]')::int as hangul_in_ja,
      count(*) filter (where coalesce(name_zh_hant, '') !~ '[一-龥]' or coalesce(address_zh_hant, '') !~ '[一-龥]'
        or coalesce(description_zh_hant, '') !~ '[一-龥]')::int as zh_hant_missing,
      count(*) filter (where concat(name_zh_hant, description_zh_hant) ~ '[가-힣ぁ-んァ-ヶ]')::int as foreign_in_zh_hant,
      count(*) filter (where description_zh_hant = description_zh)::int as zh_hant_unconverted,
      count(*) filter (where opening_hours_json is not null and (
        jsonb_array_length(opening_hours_json->'weekdayDescriptionsJa')
          <> jsonb_array_length(opening_hours_json->'weekdayDescriptions')
        or jsonb_array_length(opening_hours_json->'weekdayDescriptionsZhHant')
          <> jsonb_array_length(opening_hours_json->'weekdayDescriptions')
        or opening_hours_json->>'weekdayDescriptionsJa' !~ '[ぁ-んァ-ヶ一-龥]'))::int as hours
      from places`);
    expect(r).toEqual({
      ja_missing: 0,
      hangul_in_ja: 0,
      zh_hant_missing: 0,
      foreign_in_zh_hant: 0,
      zh_hant_unconverted: 0,
      hours: 0,
    });
  });

  it('loads trend articles, community posts, comments and likes with counters that match the rows', async () => {
    const r = await one<number>(sql`select
      (select count(*) from posts where post_type = 'trend')::int as trends,
      (select count(*) from posts where post_type = 'community')::int as community,
      (select count(*) from post_comments)::int as comments,
      (select count(*) from post_interactions where type = 'like')::int as likes,
      (select count(*) from posts p where comment_count <> (select count(*) from post_comments c where c.post_id = p.id)
         or like_count <> (select count(*) from post_interactions i where i.post_id = p.id and i.type = 'like')
         or scrap_count <> (select count(*) from post_interactions i where i.post_id = p.id and i.type = 'scrap'))::int as post_mismatch,
      (select count(*) from courses c where save_count <> (select count(*) from course_saves s where s.course_id = c.id)
         or comment_count <> (select count(*) from course_comments m where m.course_id = c.id))::int as course_mismatch,
      (select count(*) from course_saves s join courses c on c.id = s.course_id where s.user_id = c.author_id)::int as self_saves`);
    expect(r.trends).toBeGreaterThanOrEqual(5);
    expect(r.community).toBeGreaterThanOrEqual(10);
    expect(r.comments).toBeGreaterThan(0);
    expect(r.likes).toBeGreaterThan(0);
    expect(r.post_mismatch).toBe(0);
    expect(r.course_mismatch).toBe(0);
    expect(r.self_saves).toBe(0);
  });

  it("loads members' reviews in their own language, with averages and helpful counts that match the rows", async () => {
    const r = await one<number>(sql`select
      (select count(*) from place_reviews)::int as reviews,
      (select count(distinct place_id) from place_reviews)::int as places,
      (select count(*) from places p where review_count <> (select count(*) from place_reviews r where r.place_id = p.id)
         or review_sum <> (select coalesce(sum(rating), 0) from place_reviews r where r.place_id = p.id))::int as mismatch,
      (select count(*) from place_reviews r where helpful_count <> (select count(*) from review_helpful h where h.review_id = r.id))::int as helpful_mismatch,
      (select count(*) from review_helpful h join place_reviews r on r.id = h.review_id where h.user_id = r.author_id)::int as self_votes`);
    expect(r.reviews).toBe(SEED_REVIEWS.length);
    expect(r.places).toBeGreaterThanOrEqual(10);
    expect(r.mismatch).toBe(0);
    expect(r.helpful_mismatch).toBe(0);
    expect(r.self_votes).toBe(0);
    for (const review of SEED_REVIEWS) {
      expect(contentLanguage(review.text), review.text).toBe(review.language);
      expect(review.language, review.text).toBe(review.author === 'yuki' ? 'ja' : WRITES_IN[review.author]);
    }
  });

  it('knows a fact of a place only where its own text says so, verified by nobody yet', async () => {
    const rows = await queryRows<{ name: string; description: string; tax: string | null; known: number }>(
      database.db,
      sql`select name, description, fact_tax_refund as tax, num_nonnulls(fact_foreign_cards, fact_cash_only,
        fact_tmoney, fact_english_menu, fact_korean_phone_to_book, fact_tax_refund)::int as known
      from places where num_nonnulls(fact_foreign_cards, fact_cash_only, fact_tmoney, fact_english_menu,
        fact_korean_phone_to_book, fact_tax_refund, facts_verified_at) > 0`,
    );
    expect(rows.map((row) => [row.name, row.tax, row.known])).toEqual([
      ['Myeongdong Shopping Street', 'immediate', 1],
    ]);
    expect(rows[0]!.description).toMatch(/instant tax refunds at the till/);
  });

  it('loads comments that read as never edited (updated_at equals created_at)', async () => {
    const r = await one<number>(sql`select
      (select count(*) from post_comments where updated_at <> created_at)::int as posts,
      (select count(*) from course_comments where updated_at <> created_at)::int as courses`);
    expect(r).toEqual({ posts: 0, courses: 0 });
  });

  it('makes admin@example.com an admin and two or more members', async () => {
    const r = await one<number>(sql`select
      (select count(*) from users where email = 'admin@example.com' and role = 'admin')::int as admins,
      (select count(*) from users where role = 'user')::int as members`);
    expect(r.admins).toBe(1);
    expect(r.members).toBeGreaterThanOrEqual(2);
  });

  it("writes each member's courses, posts and comments in their language, about a third in each", () => {
    const memberCourses = SEED_COURSES.filter((c) => !c.isAdvertisement);
    const items = [
      ...memberCourses.map((c) => ({ kind: 'course', author: c.author, text: c.title })),
      ...SEED_COMMUNITY_POSTS.map((p) => ({
        kind: 'post',
        author: p.author,
        text: `${p.title}\n${p.content}`,
      })),
      ...[...SEED_COURSES, ...SEED_COMMUNITY_POSTS].flatMap((x) =>
        x.comments.map((c) => ({ kind: 'comment', author: c.author, text: c.content })),
      ),
    ];
    for (const item of items) {
      expect(languageOf(item.text), `${item.author}: ${item.text.slice(0, 40)}`).toBe(WRITES_IN[item.author]);
    }
    for (const kind of ['course', 'post', 'comment']) {
      const ofKind = items.filter((item) => item.kind === kind);
      for (const language of ['ko', 'zh', 'en']) {
        const share = ofKind.filter((item) => languageOf(item.text) === language).length / ofKind.length;
        expect(share, `${kind}s in ${language}`).toBeGreaterThanOrEqual(0.25);
        expect(share, `${kind}s in ${language}`).toBeLessThanOrEqual(0.45);
      }
    }
    // The K-Travel Picks are the admin's editorial advertisements, in English.
    for (const ad of SEED_COURSES.filter((c) => c.isAdvertisement)) {
      expect([ad.author, languageOf(ad.title)]).toEqual(['admin', 'en']);
    }
  });

  it('only loads into an empty database', async () => {
    expect(await isEmpty(database.db)).toBe(false);
    const before = await one<number>(sql`select count(*)::int as n from places`);
    expect(await seedIfEmpty(database, log)).toBe(false);
    const after = await one<number>(sql`select count(*)::int as n from places`);
    expect(after.n).toBe(before.n);
  });

  it('is deterministic: a second empty database gets the same content', async () => {
    const other = await createTestDatabase();
    try {
      await seedAll(other.db);
      const names = async (db: Database) =>
        (await queryRows<{ name: string }>(db.db, sql`select name from places order by id`)).map(
          (x) => x.name,
        );
      expect(await names(other)).toEqual(await names(database));
    } finally {
      await other.close();
    }
  }, 60_000);
});
