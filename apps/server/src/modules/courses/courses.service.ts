import type {
  AdminCoursesResponse,
  CourseBody,
  CourseDto,
  CoursePageDto,
  CourseSaveDto,
  CourseShareDto,
  CourseStopDto,
  MonthlyBestCourseDto,
  MyCoursesDto,
} from '@ktravel/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { attachmentDisposition, buildGpx } from '../../lib/gpx.ts';
import { toPage } from '../../lib/pagination.ts';
import { placePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { haversineM } from '../../lib/place-providers/search.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import * as repo from './courses.repository.ts';

export type CourseInput = z.output<typeof CourseBody>;
type Viewer = SessionUser | null;

/** A stop's outside id that is our own place id (catalogue search results) links only to a place this close. */
const LINK_BY_ID_MAX_M = 1000;
/** Cached entries are keyed by the course version, so they are never stale; these only bound memory. */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_ENTRIES = 256;
const NONE_SAVED: ReadonlySet<number> = new Set();

export const courseNotFound = () => notFound('COURSE_NOT_FOUND', 'Course not found');

function stopPhotoUrl(row: repo.StopRow): string | null {
  if (row.linkedPlaceId === null) return null;
  return placePhotoUrl({
    id: row.linkedPlaceId,
    photoUrl: row.placePhotoUrl,
    photosJson: row.firstPhotoName ? [{ name: row.firstPhotoName }] : null,
  });
}

function stopTypes(sourceTypes: unknown): string[] {
  return Array.isArray(sourceTypes) ? sourceTypes.filter((t): t is string => typeof t === 'string') : [];
}

function toStopDto(row: repo.StopRow): CourseStopDto {
  return {
    id: row.id,
    order: row.order,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    externalId: row.externalId,
    placeId: row.placeId,
    placeName: row.placeName,
    placeNameKo: row.placeNameKo,
    placeNameZh: row.placeNameZh,
    address: row.address,
    photoUrl: stopPhotoUrl(row),
    description: row.description,
    category: row.type,
    types: stopTypes(row.sourceTypes),
  };
}

function toCourseDto(row: repo.CourseRow, viewer: Viewer, isSaved = Boolean(row.isSaved)): CourseDto {
  const createdAt = row.createdAt.toISOString();
  // The author's email is private: only the author and admins see it.
  const showEmail = viewer !== null && (viewer.id === row.authorId || viewer.role === 'admin');
  return {
    id: row.id,
    title: row.title,
    visibility: row.visibility,
    category: row.category,
    authorId: row.authorId,
    author: {
      id: row.authorId,
      name: row.authorName,
      email: showEmail ? row.authorEmail : null,
      avatarUrl: row.authorAvatarUrl,
    },
    createdAt,
    created_at: createdAt,
    updatedAt: row.updatedAt.toISOString(),
    isAdvertisement: row.isAdvertisement,
    shareCount: row.shareCount,
    saveCount: row.saveCount,
    commentCount: row.commentCount,
    isSaved: viewer !== null && isSaved,
    stops: row.stops.map(toStopDto),
  };
}

const viewerKey = (viewer: Viewer) => viewer?.id ?? 0;

/**
 * Courses: planning, sharing, saving and the lists of spec §2 and §7.
 *
 * The public list and the detail are the hot reads. Their rows are cached per course version (a counter raised at
 * the commit of every change they show, migration 0005; docs/decisions/005): each request reads the version with
 * one tiny prepared query, and only a new version queries the courses again. The version is read before the rows,
 * so an entry is never older than its key. What depends on the viewer is applied per request: `isSaved` (one
 * query for the page when signed in) and the author's email; anonymous answers are kept as JSON text.
 */
export class CoursesService {
  private readonly pages = new TtlCache<string, { rows: repo.CourseRow[]; total: number }>(
    CACHE_TTL_MS,
    CACHE_ENTRIES,
  );
  private readonly details = new TtlCache<string, repo.CourseRow | undefined>(CACHE_TTL_MS, CACHE_ENTRIES);
  private readonly anonymousJson = new TtlCache<string, string>(CACHE_TTL_MS, CACHE_ENTRIES);

  /** One database read per key at a time: requests arriving while it runs share it instead of repeating it. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  private async load<T>(cache: TtlCache<string, T>, key: string, read: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let pending = this.loading.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read()
        .then((value) => {
          if (value !== undefined) cache.set(key, value);
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async savedBy(viewer: Viewer, ids: number[]): Promise<ReadonlySet<number>> {
    return viewer ? repo.findSavedAmong(this.db, viewer.id, ids) : NONE_SAVED;
  }

  private async cachedDetail(id: number): Promise<{ key: string; row: repo.CourseRow | undefined }> {
    const key = `${await readDataVersion(this.db, 'course_version')}|${id}`;
    const row = await this.load(this.details, `detail|${key}`, () => repo.findCourse(this.db, id, 0));
    return { key, row };
  }

  async get(id: number, viewer: Viewer): Promise<CourseDto> {
    const { row } = await this.cachedDetail(id);
    if (!row || !canSeeCourse(row, viewer)) throw courseNotFound();
    return toCourseDto(row, viewer, (await this.savedBy(viewer, [id])).has(id));
  }

  /** The detail as JSON text of its response (`serialize`), from the cache for anonymous callers. */
  async getJson(
    id: number,
    viewer: Viewer,
    serialize: (body: { data: CourseDto }) => string,
  ): Promise<string> {
    const { key, row } = await this.cachedDetail(id);
    if (!row || !canSeeCourse(row, viewer)) throw courseNotFound();
    if (viewer) {
      const saved = await this.savedBy(viewer, [id]);
      return serialize({ data: toCourseDto(row, viewer, saved.has(id)) });
    }
    let json = this.anonymousJson.get(`detail|${key}`);
    if (json === undefined) {
      json = serialize({ data: toCourseDto(row, null) });
      this.anonymousJson.set(`detail|${key}`, json);
    }
    return json;
  }

  /** A page of public courses as JSON text of its response (`serialize`). */
  async listPublicJson(
    page: number,
    limit: number,
    viewer: Viewer,
    serialize: (body: { data: CoursePageDto }) => string,
  ): Promise<string> {
    const key = `${await readDataVersion(this.db, 'course_version')}|${page}|${limit}`;
    if (!viewer) {
      const json = this.anonymousJson.get(`public|${key}`);
      if (json !== undefined) return json;
    }
    const { rows, total } = await this.load(this.pages, `public|${key}`, () =>
      repo.listCoursePage(this.db, 'public', 0, limit, (page - 1) * limit),
    );
    const saved = await this.savedBy(
      viewer,
      rows.map((r) => r.id),
    );
    const items = rows.map((row) => toCourseDto(row, viewer, saved.has(row.id)));
    const json = serialize({ data: toPage(items, total, page, limit) });
    if (!viewer) this.anonymousJson.set(`public|${key}`, json);
    return json;
  }

  async listAll(page: number, limit: number, admin: SessionUser): Promise<AdminCoursesResponse> {
    const { rows, total } = await repo.listCoursePage(this.db, 'any', admin.id, limit, (page - 1) * limit);
    return {
      data: rows.map((row) => toCourseDto(row, admin)),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  async mine(user: SessionUser): Promise<MyCoursesDto> {
    const [created, saved] = await Promise.all([
      repo.listByAuthor(this.db, user.id, user.id),
      repo.listSavedBy(this.db, user.id, user.role === 'admin'),
    ]);
    return {
      myCourses: created.map((row) => toCourseDto(row, user)),
      savedCourses: saved.map((row) => ({ ...toCourseDto(row, user), savedAt: row.savedAt.toISOString() })),
    };
  }

  async monthlyBest(limit: number, viewer: Viewer): Promise<MonthlyBestCourseDto[]> {
    const rows = await repo.listMonthlyBest(this.db, viewerKey(viewer), limit);
    return rows.map((row) => {
      const monthlySaves = Number(row.monthlySaves);
      const monthlyShares = Number(row.monthlyShares);
      return {
        ...toCourseDto(row, viewer),
        monthlySaves,
        monthlyShares,
        monthlyScore: monthlySaves + monthlyShares,
      };
    });
  }

  /**
   * Links each stop to our place: `placeId` when that place is on the map; otherwise an outside id we store;
   * otherwise an outside id that is our own id as text (catalogue search results), if that place is near the
   * stop (a Kakao id is numeric too). Anything else stays unlinked: not an error.
   */
  private async resolveStops(stops: CourseInput['stops']): Promise<repo.StopValues[]> {
    const ids = new Set<number>();
    const externalIds = new Set<string>();
    for (const s of stops) {
      if (s.placeId) ids.add(s.placeId);
      if (s.externalId) {
        externalIds.add(s.externalId);
        if (/^\d{1,9}$/.test(s.externalId)) ids.add(Number(s.externalId));
      }
    }
    const found = await repo.findLinkablePlaces(this.db, [...ids], [...externalIds]);
    const byId = new Map(found.map((p) => [p.id, p]));
    const byExternal = new Map(found.filter((p) => p.externalId).map((p) => [p.externalId!, p]));
    return stops.map((s) => {
      const externalId = s.externalId || null;
      let placeId: number | null = null;
      if (s.placeId && byId.has(s.placeId)) placeId = s.placeId;
      else if (externalId && byExternal.has(externalId)) placeId = byExternal.get(externalId)!.id;
      else if (externalId && /^\d{1,9}$/.test(externalId)) {
        const place = byId.get(Number(externalId));
        if (place && haversineM(place, s) <= LINK_BY_ID_MAX_M) placeId = place.id;
      }
      return { order: s.order, name: s.name, lat: s.lat, lng: s.lng, externalId, placeId };
    });
  }

  async create(user: SessionUser, body: CourseInput): Promise<CourseDto> {
    const stops = await this.resolveStops(body.stops);
    const id = await this.db.transaction(async (tx) => {
      const courseId = await repo.insertCourse(tx, user.id, {
        title: body.title,
        visibility: body.visibility,
        category: body.category,
      });
      await repo.replaceStops(tx, courseId, stops);
      return courseId;
    });
    return this.get(id, user);
  }

  /** Owner only: admins may delete and moderate others' courses, never rewrite them. */
  async update(user: SessionUser, id: number, body: CourseInput): Promise<CourseDto> {
    const stops = await this.resolveStops(body.stops);
    await this.db.transaction(async (tx) => {
      const course = await repo.findCourseAccess(tx, id, 'update');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      if (course.authorId !== user.id) throw forbidden('Only the author can edit this course');
      await repo.updateCourse(tx, id, {
        title: body.title,
        visibility: body.visibility,
        category: body.category,
      });
      await repo.replaceStops(tx, id, stops);
    });
    return this.get(id, user);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    const course = await repo.findCourseAccess(this.db, id);
    if (!course || !canSeeCourse(course, user)) throw courseNotFound();
    if (course.authorId !== user.id && user.role !== 'admin') {
      throw forbidden('Only the author or an admin can delete this course');
    }
    if (!(await repo.deleteCourse(this.db, id))) throw courseNotFound();
  }

  async setAdvertisement(admin: SessionUser, id: number, isAdvertisement: boolean): Promise<CourseDto> {
    if (!(await repo.updateCourse(this.db, id, { isAdvertisement }))) throw courseNotFound();
    return this.get(id, admin);
  }

  /** Admins for any course; the author for their own. */
  async setVisibility(
    user: SessionUser,
    id: number,
    visibility: CourseInput['visibility'],
  ): Promise<CourseDto> {
    await this.db.transaction(async (tx) => {
      const course = await repo.findCourseAccess(tx, id, 'update');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      if (course.authorId !== user.id && user.role !== 'admin') {
        throw forbidden('Only the author or an admin can change who sees this course');
      }
      await repo.updateCourse(tx, id, { visibility });
    });
    return this.get(id, user);
  }

  async save(user: SessionUser, id: number): Promise<CourseSaveDto> {
    return this.db.transaction(async (tx) => {
      const course = await repo.findCourseAccess(tx, id, 'share');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      if (course.authorId === user.id) {
        throw new AppError(403, 'CANNOT_SAVE_OWN_COURSE', 'You cannot save your own course');
      }
      const savedAt = await repo.insertSave(tx, id, user.id);
      if (!savedAt) throw conflict('ALREADY_SAVED', 'You have already saved this course');
      const counts = await repo.findCounts(tx, id);
      return { courseId: id, saved: true, saveCount: counts?.saveCount ?? 0, savedAt: savedAt.toISOString() };
    });
  }

  /**
   * Removes the member's save. Someone who saved a course may remove the save even after the author made it
   * private (they already know it exists); otherwise the usual 404 for courses they cannot see.
   */
  async unsave(user: SessionUser, id: number): Promise<CourseSaveDto> {
    return this.db.transaction(async (tx) => {
      const course = await repo.findCourseAccess(tx, id);
      if (!course) throw courseNotFound();
      const removed = await repo.deleteSave(tx, id, user.id);
      if (!removed) {
        if (!canSeeCourse(course, user)) throw courseNotFound();
        throw notFound('NOT_SAVED', 'You have not saved this course');
      }
      const counts = await repo.findCounts(tx, id);
      return { courseId: id, saved: false, saveCount: counts?.saveCount ?? 0, savedAt: null };
    });
  }

  /** Counts a share once per sharer (`u:{id}` for a member, `s:{hash}` for an anonymous browser session). */
  async share(viewer: Viewer, id: number, sharerKey: string): Promise<CourseShareDto> {
    return this.db.transaction(async (tx) => {
      const course = await repo.findCourseAccess(tx, id, 'share');
      if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
      const counted = await repo.insertShare(tx, id, sharerKey, viewer?.id ?? null);
      const counts = await repo.findCounts(tx, id);
      return { courseId: id, shareCount: counts?.shareCount ?? 0, counted };
    });
  }

  /** The course as a GPX 1.1 file: a waypoint per stop and one route through them in order. */
  async gpx(id: number, viewer: Viewer): Promise<{ body: string; disposition: string }> {
    const course = await this.get(id, viewer);
    const stops = [...course.stops].sort((a, b) => a.order - b.order);
    const body = buildGpx({
      name: course.title,
      description: `K-Travel course by ${course.author.name}`,
      time: new Date(course.updatedAt),
      points: stops.map((s) => ({ lat: s.lat, lng: s.lng, name: s.name, description: s.address })),
    });
    return { body, disposition: attachmentDisposition(course.title, 'gpx') };
  }
}
