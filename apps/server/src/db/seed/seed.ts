import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalOpeningHours } from '../../modules/hours/opening-hours-engine.ts';
import { withSearchTerms } from '../../modules/places/places-search.repository.ts';
import { type Database, type Db, queryRows } from '../client.ts';
import {
  courseComments,
  courseSaves,
  courseStops,
  courses,
  placeReviews,
  places,
  postComments,
  postInteractions,
  posts,
  reviewHelpful,
  users,
} from '../schema.ts';
import { SEED_COMMUNITY_POSTS } from './data/community.ts';
import { SEED_COURSES } from './data/courses.ts';
import { PLACE_ALIASES } from './data/place-aliases.ts';
import { SEED_PLACES } from './data/places.ts';
import { PLACE_TEXTS_A } from './data/places-texts-a.ts';
import { PLACE_TEXTS_B } from './data/places-texts-b.ts';
import { PLACE_TEXTS_JA_A } from './data/places-texts-ja-a.ts';
import { PLACE_TEXTS_JA_B } from './data/places-texts-ja-b.ts';
import { PLACE_TEXTS_ZH_HANT } from './data/places-texts-zh-hant.ts';
import { SEED_REVIEWS } from './data/reviews.ts';
import { SEED_TRENDS } from './data/trends.ts';
import { TREND_TEXTS_KO_JA } from './data/trends-texts-ko-ja.ts';
import { SPONSORED_COURSE_TITLES, TREND_TEXTS_ZH } from './data/trends-texts-zh.ts';
import { SEED_USERS } from './data/users.ts';
import type {
  SeedComment,
  SeedPlaceTexts,
  SeedPlaceTextsJa,
  SeedPlaceTextsZhHant,
  SeedUserKey,
} from './types.ts';

/** Every seed place's texts in Korean, Chinese, Japanese and Traditional Chinese (seed.test.ts checks each has them). */
export function placeTexts(key: string): SeedPlaceTexts & SeedPlaceTextsJa & SeedPlaceTextsZhHant {
  const texts = PLACE_TEXTS_A[key] ?? PLACE_TEXTS_B[key];
  const ja = PLACE_TEXTS_JA_A[key] ?? PLACE_TEXTS_JA_B[key];
  const zhHant = PLACE_TEXTS_ZH_HANT[key];
  if (!texts || !ja || !zhHant) throw new Error(`seed place ${key} lacks its texts in one of the languages`);
  return { ...texts, ...ja, ...zhHant };
}

const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** PGlite runs queries on the main thread: give the event loop a turn between batches. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A fixed time of day per item so the seed is deterministic relative to "now". */
const ago = (now: number, days: number, salt = 0) =>
  new Date(now - days * DAY_MS - ((salt * 7919) % 600) * 60_000);

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** True when the database has no users and no places: the only state the seed loads into. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from ${users})::int + (select count(*) from ${places})::int as n`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

export interface SeedSummary {
  users: number;
  places: number;
  courses: number;
  posts: number;
  comments: number;
}

/** Loads the demo data. Callers check isEmpty first; everything runs in one transaction per entity group. */
export async function seedAll(db: Db, now = Date.now()): Promise<SeedSummary> {
  const userIds = new Map<SeedUserKey, number>();
  const insertedUsers = await db
    .insert(users)
    .values(
      SEED_USERS.map((u, i) => ({
        email: u.email,
        name: u.name,
        role: u.role,
        provider: 'dev',
        emailVerified: true,
        createdAt: ago(now, 60 - i, i),
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const u of SEED_USERS) userIds.set(u.key, insertedUsers.find((r) => r.email === u.email)!.id);
  const uid = (key: SeedUserKey) => userIds.get(key)!;

  const placeIds = new Map<string, { id: number; name: string; lat: number; lng: number }>();
  for (const batch of chunks(SEED_PLACES)) {
    const rows = await db
      .insert(places)
      .values(
        batch.map((p, i) => {
          const texts = placeTexts(p.key);
          return withSearchTerms({
            type: p.type,
            name: p.name,
            nameKo: p.nameKo,
            nameZh: p.nameZh,
            nameJa: texts.nameJa,
            nameZhHant: texts.nameZhHant,
            aliases: PLACE_ALIASES[p.key] ?? [],
            address: p.address,
            addressKo: p.addressKo,
            addressZh: texts.addressZh,
            addressJa: texts.addressJa,
            addressZhHant: texts.addressZhHant,
            region: p.region,
            lat: p.lat,
            lng: p.lng,
            phone: p.phone ?? null,
            website: p.website ?? null,
            googleMapsUrl: `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`,
            openingHoursJson: p.openingHours
              ? {
                  weekdayDescriptions: p.openingHours,
                  weekdayDescriptionsKo: texts.openingHoursKo ?? p.openingHours,
                  weekdayDescriptionsZh: texts.openingHoursZh ?? p.openingHours,
                  weekdayDescriptionsJa: texts.openingHoursJa ?? p.openingHours,
                  weekdayDescriptionsZhHant: texts.openingHoursZhHant ?? p.openingHours,
                }
              : null,
            openingHours: p.hours ? canonicalOpeningHours(p.hours.osm) : null,
            closingDayMovesOnHoliday: p.hours?.closingDayMovesOnHoliday ?? false,
            typeSource: 'seed',
            factForeignCards: p.facts?.foreignCards ?? null,
            factCashOnly: p.facts?.cashOnly ?? null,
            factTmoney: p.facts?.tmoney ?? null,
            factEnglishMenu: p.facts?.englishMenu ?? null,
            factKoreanPhoneToBook: p.facts?.koreanPhoneToBook ?? null,
            factTaxRefund: p.facts?.taxRefund ?? null,
            description: p.description,
            descriptionKo: texts.descriptionKo,
            descriptionZh: texts.descriptionZh,
            descriptionJa: texts.descriptionJa,
            descriptionZhHant: texts.descriptionZhHant,
            createdAt: ago(now, 45, i),
            updatedAt: ago(now, 45, i),
          });
        }),
      )
      .returning({ id: places.id, name: places.name, lat: places.lat, lng: places.lng });
    for (const [i, p] of batch.entries()) placeIds.set(p.key, rows[i]!);
    await yieldToEventLoop();
  }

  let commentTotal = 0;
  // Never edited: updated_at equals created_at (the app labels a comment "(edited)" when they differ).
  const commentRows = (comments: SeedComment[], base: number) =>
    comments.map((c, i) => {
      const createdAt = ago(now, c.daysAgo, base + i);
      return { authorId: uid(c.author), content: c.content, createdAt, updatedAt: createdAt };
    });

  for (const [index, c] of SEED_COURSES.entries()) {
    await db.transaction(async (tx) => {
      const created = ago(now, c.daysAgo, index);
      const [course] = await tx
        .insert(courses)
        .values({
          title: c.title,
          // The team's own courses in every language (DESIGN §8.5); members' stay as written.
          translations: Object.fromEntries(
            Object.entries(SPONSORED_COURSE_TITLES[c.title] ?? {}).map(([language, title]) => [
              language,
              { title },
            ]),
          ),
          visibility: c.visibility,
          category: c.category,
          authorId: uid(c.author),
          isAdvertisement: c.isAdvertisement ?? false,
          // save_count and comment_count follow the rows below (triggers of migration 0006).
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: courses.id });
      const courseId = course!.id;
      await tx.insert(courseStops).values(
        c.stops.map((key, i) => {
          const place = placeIds.get(key);
          if (!place) throw new Error(`seed course "${c.title}" names unknown place ${key}`);
          return {
            courseId,
            order: i + 1,
            name: place.name,
            lat: place.lat,
            lng: place.lng,
            placeId: place.id,
          };
        }),
      );
      if (c.savedBy.length > 0) {
        await tx.insert(courseSaves).values(
          c.savedBy.map((key, i) => ({
            courseId,
            userId: uid(key),
            // Some saves fall in the current month so "monthly best" has something to rank.
            createdAt: ago(now, Math.min(c.daysAgo, i * 3), index + i),
          })),
        );
      }
      if (c.comments.length > 0) {
        await tx
          .insert(courseComments)
          .values(commentRows(c.comments, index).map((r) => ({ ...r, courseId })));
      }
    });
    commentTotal += c.comments.length;
  }
  await yieldToEventLoop();

  const adminId = uid('admin');
  await db.insert(posts).values(
    SEED_TRENDS.map((t, i) => ({
      postType: 'trend' as const,
      status: 'published' as const,
      category: 'trend',
      title: t.title,
      content: t.content,
      aboutTitle: t.aboutTitle,
      aboutDescription: t.aboutDescription,
      // Our own articles in every language (DESIGN §8.5); the English above is the original.
      translations: { ...TREND_TEXTS_KO_JA[t.order], ...TREND_TEXTS_ZH[t.order] },
      sortOrder: t.order,
      authorId: adminId,
      createdAt: ago(now, t.daysAgo, i),
      updatedAt: ago(now, t.daysAgo, i),
    })),
  );

  for (const [index, p] of SEED_COMMUNITY_POSTS.entries()) {
    await db.transaction(async (tx) => {
      const created = ago(now, p.daysAgo, index);
      const [post] = await tx
        .insert(posts)
        .values({
          postType: 'community',
          status: 'published',
          category: 'community',
          title: p.title,
          content: p.content,
          authorId: uid(p.author),
          // like_count, scrap_count and comment_count follow the rows below (triggers of migration 0011).
          viewCount: 10 + p.likedBy.length * 7 + p.comments.length * 5,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: posts.id });
      const postId = post!.id;
      if (p.comments.length > 0) {
        await tx.insert(postComments).values(commentRows(p.comments, index).map((r) => ({ ...r, postId })));
      }
      const interactions = [
        ...p.likedBy.map((key) => ({ postId, userId: uid(key), type: 'like' as const, createdAt: created })),
        ...p.scrappedBy.map((key) => ({
          postId,
          userId: uid(key),
          type: 'scrap' as const,
          createdAt: created,
        })),
      ];
      if (interactions.length > 0) await tx.insert(postInteractions).values(interactions);
    });
    commentTotal += p.comments.length;
  }

  // Reviews by the demo members in their own languages, with others' helpful votes (the triggers count both).
  await db.transaction(async (tx) => {
    for (const [index, r] of SEED_REVIEWS.entries()) {
      const createdAt = ago(now, r.daysAgo, index);
      const [row] = await tx
        .insert(placeReviews)
        .values({
          placeId: placeIds.get(r.place)!.id,
          authorId: uid(r.author),
          rating: r.rating,
          text: r.text,
          language: r.language,
          visitedOn: r.visitedOn,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: placeReviews.id });
      if (r.helpfulBy.length > 0) {
        await tx
          .insert(reviewHelpful)
          .values(r.helpfulBy.map((key) => ({ reviewId: row!.id, userId: uid(key), createdAt })));
      }
    }
  });

  return {
    users: SEED_USERS.length,
    places: SEED_PLACES.length,
    courses: SEED_COURSES.length,
    posts: SEED_TRENDS.length + SEED_COMMUNITY_POSTS.length,
    comments: commentTotal,
  };
}

/** Loads the demo data into an empty database (first start); leaves a database with data alone. */
export async function seedIfEmpty(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<boolean> {
  if (!(await isEmpty(database.db))) return false;
  const started = Date.now();
  const summary = await seedAll(database.db);
  await database.checkpoint();
  log.info({ ...summary, ms: Date.now() - started }, 'seeded the empty database with demo data');
  return true;
}
