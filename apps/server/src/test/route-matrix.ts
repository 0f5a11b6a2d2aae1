// The authorization matrix (issue 10): every route the app registers, with the status each kind of caller gets
// and a request builder that makes the resources the owner cases need. authorization.test.ts checks that the
// table covers every registered route and that each caller gets exactly that status; fuzz.test.ts reuses the
// request builders as the valid starting point of its hostile inputs. A new route gets its row here in the
// same commit.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/client.ts';
import {
  contactInquiries,
  courseCollaborators,
  courseComments,
  courseStops,
  courses,
  places,
  users,
} from '../db/schema.ts';
import { ADMIN_CONTENT_MATRIX } from '../modules/admin-content/admin-content.matrix.ts';
import { COLLABORATION_MATRIX } from '../modules/course-collaboration/collaboration.matrix.ts';
import { CURRENCY_MATRIX } from '../modules/currency/currency.matrix.ts';
import { MYPAGE_MATRIX } from '../modules/mypage/mypage.matrix.ts';
import { POSTS_MATRIX } from '../modules/posts/posts.matrix.ts';
import { REVIEWS_MATRIX } from '../modules/reviews/reviews.matrix.ts';
import { SITE_MATRIX } from '../modules/site/site.matrix.ts';
import { STATISTICS_MATRIX } from '../modules/statistics/statistics.matrix.ts';
import { TRANSLATIONS_MATRIX } from '../modules/translations/translations.matrix.ts';
import { UPLOADS_MATRIX } from '../modules/uploads/uploads.matrix.ts';
import { signIn } from './helpers.ts';

/**
 * `member` is another member (not the resource's owner); `owner` made the resource (or is any member). `editor` and
 * `viewer` are members the owner invited to plan a course (DESIGN §8.4): on a course made by `f.sharedCourse` they
 * are its collaborators; everywhere else they are members like any other, and a row that does not say otherwise
 * expects for them what it expects for `member`.
 */
export const ROLES = ['anonymous', 'member', 'owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
type CollaboratorRole = 'editor' | 'viewer';
type BaseRole = Exclude<Role, CollaboratorRole>;

/** The status a row expects for a role (a collaborator role not named expects the member's). */
export function expected(row: MatrixRow, role: Role): number {
  return row.expect[role] ?? row.expect.member;
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  /** A cookie of its own (sign-in and sign-out rows must not end the shared sessions); null: anonymous. */
  cookie?: string | null;
  /** Headers besides the cookie (a raw image body's Content-Type). */
  headers?: Record<string, string>;
  /** The caller's address (rows whose route is limited per address give each caller its own). */
  remoteAddress?: string;
}

export interface MatrixRow {
  /** `METHOD /path` exactly as registered. */
  route: string;
  expect: Record<BaseRole, number> & Partial<Record<CollaboratorRole, number>>;
  /** The request for a caller, on resources made for it (so deletes do not disturb other rows). */
  request: (f: Fixtures, role: Role) => Promise<MatrixRequest> | MatrixRequest;
}

const all = (status: number): Record<BaseRole, number> => ({
  anonymous: status,
  member: status,
  owner: status,
  admin: status,
});
/** Signed-in members (any), admins included. */
const members = (status: number) => ({ anonymous: 401, member: status, owner: status, admin: status });
/** Admins only. */
const admins = (status: number) => ({ anonymous: 401, member: 403, owner: 403, admin: status });

const STOP = { order: 1, name: 'Matrix stop', lat: 37.5665, lng: 126.978 };

/** Resources and sessions the rows build on; one per test file. */
export class Fixtures {
  cookies = {} as Record<Exclude<Role, 'anonymous'>, string>;
  private collaboratorIds = {} as Record<CollaboratorRole, number>;
  ownerId = 0;
  private serial = 0;

  constructor(readonly app: FastifyInstance) {}

  async signInAll(): Promise<void> {
    this.cookies.member = await signIn(this.app, 'matrix-member@example.com', 'Matrix member');
    this.cookies.owner = await signIn(this.app, 'matrix-owner@example.com', 'Matrix owner');
    this.cookies.admin = await signIn(this.app, 'admin@example.com', 'Admin');
    this.cookies.editor = await signIn(this.app, 'matrix-editor@example.com', 'Matrix editor');
    this.cookies.viewer = await signIn(this.app, 'matrix-viewer@example.com', 'Matrix viewer');
    this.ownerId = await this.userId('matrix-owner@example.com');
    this.collaboratorIds = {
      editor: await this.userId('matrix-editor@example.com'),
      viewer: await this.userId('matrix-viewer@example.com'),
    };
  }

  cookie(role: Role): string | undefined {
    return role === 'anonymous' ? undefined : this.cookies[role];
  }

  next(): number {
    this.serial += 1;
    return this.serial;
  }

  async call(method: string, url: string, cookie?: string, payload?: unknown) {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }

  /**
   * A course by the owner, written straight to the database: fixtures must not spend the owner's per-member
   * limits (30 new courses a minute), which the rows themselves are checking.
   */
  async course(
    visibility: 'public' | 'private' = 'public',
    startDate: string | null = null,
  ): Promise<number> {
    const db = this.app.database.db;
    const [row] = await db
      .insert(courses)
      .values({ title: `Matrix course ${this.next()}`, visibility, authorId: this.ownerId, startDate })
      .returning({ id: courses.id });
    await db.insert(courseStops).values({ ...STOP, courseId: row!.id });
    return row!.id;
  }

  /** A course of the owner's that the matrix editor and viewer plan with them (DESIGN §8.4). */
  async sharedCourse(
    visibility: 'public' | 'private' = 'private',
    startDate: string | null = null,
  ): Promise<number> {
    const courseId = await this.course(visibility, startDate);
    await this.app.database.db.insert(courseCollaborators).values([
      { courseId, userId: this.collaboratorIds.editor, role: 'editor' },
      { courseId, userId: this.collaboratorIds.viewer, role: 'viewer' },
    ]);
    return courseId;
  }

  /** A comment by the owner on a public course of theirs. */
  async comment(): Promise<number> {
    const courseId = await this.course();
    const [row] = await this.app.database.db
      .insert(courseComments)
      .values({ courseId, authorId: this.ownerId, content: 'Hi' })
      .returning({ id: courseComments.id });
    return row!.id;
  }

  /** A place of our own, with an outside id, for rows that change or delete places. */
  async place(): Promise<{ id: number; externalId: string }> {
    const externalId = `matrix-${this.next()}`;
    const db = this.app.database.db;
    const [row] = await db
      .insert(places)
      .values({ name: `Matrix place ${externalId}`, lat: 37.57, lng: 126.98, provider: 'osm', externalId })
      .returning({ id: places.id });
    return { id: row!.id, externalId };
  }

  /** A member made straight in the database (admin user rows change or delete it). */
  async user(): Promise<number> {
    const [row] = await this.app.database.db
      .insert(users)
      .values({ email: `matrix-user-${this.next()}@example.com`, name: 'Matrix user', provider: 'dev' })
      .returning({ id: users.id });
    return row!.id;
  }

  /** A contact inquiry made straight in the database. */
  async inquiry(): Promise<number> {
    const [row] = await this.app.database.db
      .insert(contactInquiries)
      .values({ name: 'Matrix', email: 'matrix@example.com', subject: 'general', message: 'Hello' })
      .returning({ id: contactInquiries.id });
    return row!.id;
  }

  /** A fresh session of the role's user (sign-out and sign-in rows end or replace the session they use). */
  async freshCookie(role: Role): Promise<string | null> {
    if (role === 'anonymous') return null;
    const email = role === 'admin' ? 'admin@example.com' : `matrix-${role}@example.com`;
    // (matrix-editor and matrix-viewer sign in again as themselves, collaborators where they are.)
    return signIn(this.app, email, role);
  }

  async userId(email: string): Promise<number> {
    const rows = await this.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return rows[0]!.id;
  }

  async anyPlaceId(): Promise<number> {
    const rows = await queryRows<{ id: number }>(this.app.database.db, sql`select min(id) as id from places`);
    return rows[0]!.id;
  }
}

export const MATRIX: MatrixRow[] = [
  // System and documentation (public in development; off in production: hardening.test.ts).
  { route: 'GET /api/health', expect: all(200), request: () => ({ url: '/api/health' }) },
  { route: 'GET /api/config', expect: all(200), request: () => ({ url: '/api/config' }) },
  { route: 'GET /api/docs', expect: all(200), request: () => ({ url: '/api/docs' }) },
  { route: 'GET /api/docs/json', expect: all(200), request: () => ({ url: '/api/docs/json' }) },
  { route: 'GET /api/docs/yaml', expect: all(200), request: () => ({ url: '/api/docs/yaml' }) },
  {
    // The UI's own redirect to the documentation page.
    route: 'GET /api/docs/static/index.html',
    expect: all(302),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    expect: all(200),
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    route: 'GET /api/docs/static/*',
    expect: all(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // Sign-in.
  { route: 'GET /api/auth/google', expect: all(302), request: () => ({ url: '/api/auth/google' }) },
  {
    route: 'GET /api/auth/google/callback',
    expect: all(302),
    request: () => ({ url: '/api/auth/google/callback' }),
  },
  { route: 'GET /api/auth/me', expect: all(200), request: () => ({ url: '/api/auth/me' }) },
  {
    route: 'POST /api/auth/logout',
    expect: all(200),
    request: async (f, role) => ({ url: '/api/auth/logout', cookie: await f.freshCookie(role) }),
  },
  {
    route: 'POST /api/auth/dev-login',
    expect: all(200),
    request: async (f, role) => ({
      url: '/api/auth/dev-login',
      payload: { email: `matrix-login-${role}@example.com`, name: 'Matrix login' },
      cookie: await f.freshCookie(role),
    }),
  },

  // Contact.
  {
    route: 'POST /api/contact',
    expect: all(201),
    // Five a visitor every 10 minutes: each caller from an address of its own.
    request: (_f, role) => ({
      remoteAddress: `10.0.0.${ROLES.indexOf(role) + 1}`,
      url: '/api/contact',
      payload: { name: 'Matrix', email: 'matrix@example.com', subject: 'general', message: 'Hello there' },
    }),
  },
  {
    route: 'GET /api/admin/contact-inquiries',
    expect: admins(200),
    request: () => ({ url: '/api/admin/contact-inquiries' }),
  },

  // Places.
  { route: 'GET /api/places', expect: all(200), request: () => ({ url: '/api/places' }) },
  {
    route: 'GET /api/places/markers',
    expect: all(200),
    request: () => ({ url: '/api/places/markers?type=food&language=zh&lat=37.5665&lng=126.978&radius=5000' }),
  },
  {
    route: 'GET /api/places/search',
    expect: all(200),
    request: () => ({ url: '/api/places/search?q=palace' }),
  },
  {
    route: 'GET /api/places/photo',
    // A place without a photo: the same 404 for everybody.
    expect: all(404),
    request: async (f) => ({ url: `/api/places/photo?name=place/${(await f.place()).id}` }),
  },
  {
    route: 'GET /api/places/external/:provider/:externalId',
    expect: all(200),
    request: async (f) => ({ url: `/api/places/external/osm/${(await f.place()).externalId}` }),
  },
  {
    route: 'GET /api/places/:id',
    expect: all(200),
    request: async (f) => ({ url: `/api/places/${await f.anyPlaceId()}` }),
  },
  {
    route: 'GET /api/places/:id/hours',
    expect: all(200),
    request: async (f) => ({ url: `/api/places/${await f.anyPlaceId()}/hours?from=2026-12-01&days=7` }),
  },
  {
    route: 'POST /api/places/hours/preview',
    expect: admins(200),
    request: () => ({
      url: '/api/places/hours/preview',
      payload: {
        openingHours: 'Mo,We-Su 09:00-18:00',
        closingDayMovesOnHoliday: true,
        from: '2026-12-01',
        days: 14,
      },
    }),
  },
  {
    route: 'POST /api/places/add',
    expect: admins(201),
    request: async (f) => ({
      url: '/api/places/add',
      // A place not in the catalogue yet (one already there is a 409).
      payload: {
        source: 'kakao',
        placeId: `matrix-add-${f.next()}`,
        name: `Matrix added ${f.next()}`,
        category: 'K-Cafe',
        lat: 37.57,
        lng: 126.98,
      },
    }),
  },
  {
    route: 'PUT /api/places/:id/multilingual-menu',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/places/${(await f.place()).id}/multilingual-menu`,
      payload: { hasMultilingualMenu: true },
    }),
  },
  {
    route: 'PUT /api/places/:id/advertisement',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/places/${(await f.place()).id}/advertisement`,
      payload: { isAdvertisement: true },
    }),
  },
  {
    route: 'PUT /api/places/:id/type',
    expect: admins(200),
    request: async (f) => ({ url: `/api/places/${(await f.place()).id}/type`, payload: { type: 'food' } }),
  },
  {
    route: 'PUT /api/places/:id',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/places/${(await f.place()).id}`,
      payload: { name: 'Renamed place' },
    }),
  },
  {
    route: 'DELETE /api/places/admin/:id',
    expect: admins(200),
    request: async (f) => ({ url: `/api/places/admin/${(await f.place()).id}` }),
  },

  // Bookmarks.
  {
    route: 'GET /api/places/bookmarks/me',
    expect: members(200),
    request: () => ({ url: '/api/places/bookmarks/me' }),
  },
  {
    route: 'POST /api/places/:id/bookmark',
    expect: members(201),
    request: async (f) => ({ url: `/api/places/${(await f.place()).id}/bookmark` }),
  },
  {
    route: 'DELETE /api/places/:id/bookmark',
    // The owner bookmarked the place; nobody else can remove what is not in their own list.
    expect: { anonymous: 401, member: 404, owner: 200, admin: 404 },
    request: async (f) => {
      const { id } = await f.place();
      await f.call('POST', `/api/places/${id}/bookmark`, f.cookies.owner);
      return { url: `/api/places/${id}/bookmark` };
    },
  },

  // Courses.
  { route: 'GET /api/courses', expect: members(200), request: () => ({ url: '/api/courses?me=true' }) },
  { route: 'GET /api/courses/public', expect: all(200), request: () => ({ url: '/api/courses/public' }) },
  {
    route: 'GET /api/courses/admin/all',
    expect: admins(200),
    request: () => ({ url: '/api/courses/admin/all' }),
  },
  {
    route: 'GET /api/courses/monthly-best',
    expect: all(200),
    request: () => ({ url: '/api/courses/monthly-best' }),
  },
  {
    route: 'GET /api/courses/:id',
    // Private: the same 404 as a missing course for everybody but its author, its collaborators and admins.
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200, editor: 200, viewer: 200 },
    request: async (f) => ({ url: `/api/courses/${await f.sharedCourse('private')}` }),
  },
  {
    route: 'GET /api/courses/:id/export.gpx',
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/courses/${await f.course('private')}/export.gpx` }),
  },
  {
    route: 'GET /api/courses/:id/export.ics',
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/courses/${await f.course('private', '2026-12-01')}/export.ics` }),
  },
  ...(['json', 'geojson', 'kml'] as const).map((extension) => ({
    route: `GET /api/courses/:id/export.${extension}`,
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200 },
    request: async (f: Fixtures) => ({
      url: `/api/courses/${await f.course('private')}/export.${extension}`,
    }),
  })),
  {
    route: 'POST /api/courses/import',
    expect: members(200),
    request: () => ({
      url: '/api/courses/import',
      payload: {
        format: 'geojson',
        content: JSON.stringify({
          type: 'Feature',
          properties: { name: 'Matrix point' },
          geometry: { type: 'Point', coordinates: [126.978, 37.5665] },
        }),
      },
    }),
  },
  {
    route: 'GET /api/schemas/ktravel-course.json',
    expect: all(200),
    request: () => ({ url: '/api/schemas/ktravel-course.json' }),
  },
  {
    route: 'GET /api/courses/:id/check',
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200, editor: 200, viewer: 200 },
    request: async (f) => ({
      url: `/api/courses/${await f.sharedCourse('private', '2026-12-01')}/check?language=en`,
    }),
  },
  {
    route: 'POST /api/courses/check',
    expect: members(200),
    request: () => ({
      url: '/api/courses/check?language=ko',
      payload: {
        title: 'Matrix check',
        startDate: '2026-12-01',
        dayCount: 2,
        stops: [{ ...STOP, day: 1, time: '10:00', durationMinutes: 90 }],
      },
    }),
  },
  {
    route: 'POST /api/courses',
    expect: members(201),
    request: () => ({ url: '/api/courses', payload: { title: 'Matrix new', stops: [STOP] } }),
  },
  {
    route: 'PUT /api/courses/:id',
    // The author and its editors: admins moderate, they do not rewrite; viewers read.
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403, editor: 200, viewer: 403 },
    request: async (f) => ({
      url: `/api/courses/${await f.sharedCourse('public')}`,
      payload: { title: 'Matrix edited', stops: [STOP] },
    }),
  },
  {
    route: 'DELETE /api/courses/:id',
    // Deleting stays the author's (and admins'): an editor may not.
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200, editor: 403, viewer: 403 },
    request: async (f) => ({ url: `/api/courses/${await f.sharedCourse('public')}` }),
  },
  {
    route: 'POST /api/courses/:id/save',
    // Not one's own course.
    expect: { anonymous: 401, member: 201, owner: 403, admin: 201 },
    request: async (f) => ({ url: `/api/courses/${await f.course()}/save` }),
  },
  {
    route: 'DELETE /api/courses/:id/save',
    // Each caller removes their own save; the author never saved it.
    expect: { anonymous: 401, member: 200, owner: 404, admin: 200 },
    request: async (f, role) => {
      const id = await f.course();
      if (role !== 'anonymous' && role !== 'owner')
        await f.call('POST', `/api/courses/${id}/save`, f.cookie(role));
      return { url: `/api/courses/${id}/save` };
    },
  },
  {
    route: 'POST /api/courses/:id/share',
    expect: all(200),
    request: async (f) => ({ url: `/api/courses/${await f.course()}/share` }),
  },
  {
    route: 'PUT /api/courses/:id/advertisement',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/courses/${await f.course()}/advertisement`,
      payload: { isAdvertisement: true },
    }),
  },
  {
    route: 'PUT /api/courses/:id/visibility',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200 },
    request: async (f) => ({
      url: `/api/courses/${await f.course()}/visibility`,
      payload: { visibility: 'private' },
    }),
  },

  // Course comments.
  {
    route: 'GET /api/comments/course/:id',
    expect: { anonymous: 404, member: 404, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/comments/course/${await f.course('private')}` }),
  },
  {
    route: 'POST /api/comments/course/:id',
    expect: members(201),
    request: async (f) => ({ url: `/api/comments/course/${await f.course()}`, payload: { content: 'Nice' } }),
  },
  {
    route: 'PUT /api/comments/course-comment/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403 },
    request: async (f) => ({
      url: `/api/comments/course-comment/${await f.comment()}`,
      payload: { content: 'Edited' },
    }),
  },
  {
    route: 'DELETE /api/comments/course-comment/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/comments/course-comment/${await f.comment()}` }),
  },
  // Admin: audit trail, users, inquiries, places.
  { route: 'GET /api/admin/audit', expect: admins(200), request: () => ({ url: '/api/admin/audit' }) },
  { route: 'GET /api/admin/users', expect: admins(200), request: () => ({ url: '/api/admin/users' }) },
  {
    route: 'POST /api/admin/users',
    expect: admins(200),
    request: (f) => ({
      url: '/api/admin/users',
      payload: { email: `matrix-invite-${f.next()}@example.com` },
    }),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    expect: admins(200),
    request: async (f) => ({ url: `/api/admin/users/${await f.user()}`, payload: { role: 'admin' } }),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    expect: admins(200),
    request: async (f) => ({ url: `/api/admin/users/${await f.user()}` }),
  },
  {
    route: 'PATCH /api/admin/contact-inquiries/:id',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/admin/contact-inquiries/${await f.inquiry()}`,
      payload: { handled: true },
    }),
  },
  {
    route: 'GET /api/admin/places',
    expect: admins(200),
    request: () => ({ url: '/api/admin/places?q=palace' }),
  },
  ...UPLOADS_MATRIX,
  ...POSTS_MATRIX,
  ...ADMIN_CONTENT_MATRIX,
  ...MYPAGE_MATRIX,
  ...COLLABORATION_MATRIX,
  ...STATISTICS_MATRIX,
  ...TRANSLATIONS_MATRIX,
  ...REVIEWS_MATRIX,
  ...CURRENCY_MATRIX,
  ...SITE_MATRIX,
];
