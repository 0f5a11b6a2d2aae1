import {
  CONTACT_SUBJECTS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  COURSE_CATEGORIES,
  COURSE_VISIBILITIES,
  INTERACTION_TYPES,
  PLACE_STATUSES,
  PLACE_TYPES,
  POST_STATUSES,
  POST_TYPES,
  ROLES,
} from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The whole data model of spec §3. Times are timestamptz; ids are identity integers. */

export const roleEnum = pgEnum('role', ROLES);
export const placeTypeEnum = pgEnum('place_type', PLACE_TYPES);
export const placeStatusEnum = pgEnum('place_status', PLACE_STATUSES);
export const courseVisibilityEnum = pgEnum('course_visibility', COURSE_VISIBILITIES);
export const courseCategoryEnum = pgEnum('course_category', COURSE_CATEGORIES);
export const postTypeEnum = pgEnum('post_type', POST_TYPES);
export const postStatusEnum = pgEnum('post_status', POST_STATUSES);
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);
export const contentTypeEnum = pgEnum('content_type', CONTENT_TYPES);
export const interactionTypeEnum = pgEnum('interaction_type', INTERACTION_TYPES);
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () => tz('updated_at').notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('user'),
    /** OpenID subject from Google; null for development sign-in accounts. */
    googleSub: text('google_sub'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** 'google' or 'dev' (development sign-in). */
    provider: text('provider').notNull().default('google'),
    lastLoginAt: tz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** HMAC-SHA256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const adminInvites = pgTable(
  'admin_invites',
  {
    id: id(),
    email: text('email').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: tz('accepted_at'),
  },
  (t) => [uniqueIndex('admin_invites_email_key').on(sql`lower(${t.email})`)],
);

export const places = pgTable(
  'places',
  {
    id: id(),
    /** Outside identity where known: 'google', 'kakao' or 'osm' plus that provider's id. */
    provider: text('provider'),
    externalId: text('external_id'),
    type: placeTypeEnum('type'),
    status: placeStatusEnum('status').notNull().default('active'),
    name: text('name').notNull(),
    nameKo: text('name_ko'),
    nameZh: text('name_zh'),
    address: text('address'),
    addressKo: text('address_ko'),
    region: text('region'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    website: text('website'),
    googleMapsUrl: text('google_maps_url'),
    rating: real('rating'),
    userRatingsTotal: integer('user_ratings_total'),
    openingHoursJson: jsonb('opening_hours_json'),
    photosJson: jsonb('photos_json'),
    sourceTypesJson: jsonb('source_types_json'),
    /** How the type was decided: 'seed', 'admin', 'provider'. */
    typeSource: text('type_source'),
    description: text('description'),
    photoUrl: text('photo_url'),
    isAdvertisement: boolean('is_advertisement').notNull().default(false),
    hasMultilingualMenu: boolean('has_multilingual_menu').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Every searchable text of the place in one column (names in three languages, addresses, description), so
     * one trigram index serves `ILIKE '%q%'` over all of them instead of an OR of scans.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(name, '') || ' ' || coalesce(name_ko, '') || ' ' || coalesce(name_zh, '') || ' ' || coalesce(address, '') || ' ' || coalesce(address_ko, '') || ' ' || coalesce(description, '')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('places_provider_external_id_key').on(t.provider, t.externalId),
    index('places_status_type_idx').on(t.status, t.type, t.id),
    index('places_lat_lng_idx').on(t.lat, t.lng),
    index('places_created_at_idx').on(t.createdAt),
    index('places_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('places_name_ko_trgm_idx').using('gin', t.nameKo.op('gin_trgm_ops')),
    index('places_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    index('places_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('places_lat_range', sql`${t.lat} between -90 and 90`),
    check('places_lng_range', sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * Number of places per (status, type), kept by statement-level triggers on `places` (migration 0002), so the
 * place list's `total` is one row read instead of a count over the whole catalogue. `type_key` is the type, or
 * '' for places without one.
 */
export const placeCounts = pgTable(
  'place_counts',
  {
    status: placeStatusEnum('status').notNull(),
    typeKey: text('type_key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.typeKey] })],
);

/**
 * One row whose `version` a statement trigger on `places` raises with every write (migration 0004): the public
 * list caches its answer per version, so no instance serves a list older than the last committed change.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_place_key').on(t.userId, t.placeId),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    index('bookmarks_place_id_idx').on(t.placeId),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    visibility: courseVisibilityEnum('visibility').notNull().default('public'),
    category: courseCategoryEnum('category').notNull().default('all'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdvertisement: boolean('is_advertisement').notNull().default(false),
    /** Counters kept in the same transaction as the rows they count. */
    shareCount: integer('share_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_visibility_created_idx').on(t.visibility, t.createdAt),
    index('courses_author_created_idx').on(t.authorId, t.createdAt),
    index('courses_created_at_idx').on(t.createdAt),
    index('courses_category_idx').on(t.category),
    check(
      'courses_counts_nonnegative',
      sql`${t.shareCount} >= 0 and ${t.saveCount} >= 0 and ${t.commentCount} >= 0`,
    ),
  ],
);

export const courseStops = pgTable(
  'course_stops',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1-based, contiguous within a course. */
    order: integer('order').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    externalId: text('external_id'),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('course_stops_course_order_key').on(t.courseId, t.order),
    index('course_stops_place_id_idx').on(t.placeId),
    check('course_stops_order_positive', sql`${t.order} >= 1`),
  ],
);

export const courseSaves = pgTable(
  'course_saves',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_saves_course_user_key').on(t.courseId, t.userId),
    index('course_saves_user_created_idx').on(t.userId, t.createdAt),
    index('course_saves_created_course_idx').on(t.createdAt, t.courseId),
  ],
);

export const courseShares = pgTable(
  'course_shares',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'u:{userId}' for a member or 's:{hash}' for an anonymous session: one share each per course. */
    sharerKey: text('sharer_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_shares_course_sharer_key').on(t.courseId, t.sharerKey),
    index('course_shares_created_course_idx').on(t.createdAt, t.courseId),
  ],
);

export const courseComments = pgTable(
  'course_comments',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_comments_course_created_idx').on(t.courseId, t.createdAt),
    index('course_comments_author_created_idx').on(t.authorId, t.createdAt),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    postType: postTypeEnum('post_type').notNull(),
    status: postStatusEnum('status').notNull().default('published'),
    /** Moderation by admins; independent of the author's published/draft/hidden status. */
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    category: text('category').notNull().default('community'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Display order of trend articles (spec: kept locally in the original; stored here). */
    sortOrder: integer('sort_order').notNull().default(0),
    aboutTitle: text('about_title'),
    aboutDescription: text('about_description'),
    likeCount: integer('like_count').notNull().default(0),
    scrapCount: integer('scrap_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_type_status_order_idx').on(t.postType, t.status, t.sortOrder),
    index('posts_type_status_created_idx').on(t.postType, t.status, t.createdAt),
    index('posts_author_created_idx').on(t.authorId, t.createdAt),
    index('posts_moderation_idx').on(t.moderationStatus),
    index('posts_created_at_idx').on(t.createdAt),
    check(
      'posts_counts_nonnegative',
      sql`${t.likeCount} >= 0 and ${t.scrapCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0`,
    ),
  ],
);

export const postInteractions = pgTable(
  'post_interactions',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: interactionTypeEnum('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_interactions_post_user_type_key').on(t.postId, t.userId, t.type),
    index('post_interactions_user_type_created_idx').on(t.userId, t.type, t.createdAt),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
    index('post_comments_author_created_idx').on(t.authorId, t.createdAt),
    index('post_comments_moderation_idx').on(t.moderationStatus),
    index('post_comments_created_at_idx').on(t.createdAt),
  ],
);

export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    contentType: contentTypeEnum('content_type').notNull(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_reports_post_id_idx').on(t.postId),
    index('content_reports_comment_id_idx').on(t.commentId),
    index('content_reports_created_at_idx').on(t.createdAt),
    check(
      'content_reports_target',
      sql`(${t.contentType} = 'post' and ${t.postId} is not null and ${t.commentId} is null) or (${t.contentType} = 'comment' and ${t.commentId} is not null)`,
    ),
  ],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: contactSubjectEnum('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: tz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_inquiries_created_at_idx').on(t.createdAt)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
