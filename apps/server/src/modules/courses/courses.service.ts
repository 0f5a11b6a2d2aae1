import type {
  AdminCoursesResponse,
  CourseDto,
  CoursePageDto,
  Language,
  MyCoursesDto,
} from '@ktravel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { canEditCourse, canSeeCourse } from '../../lib/course-access.ts';
import { attachmentDisposition } from '../../lib/download-name.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { KeptPageTexts } from '../../lib/kept-page-texts.ts';
import { assertOwner } from '../../lib/ownership.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser, Viewer } from '../../lib/session-user.ts';
import {
  changeImage,
  dropImageFiles,
  type ImageStore,
  NO_IMAGE,
  type StoredImage,
  withImageChanges,
} from '../../lib/stored-image.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { recordAdminAction, recordDeleteByAdmin } from '../audit/audit.repository.ts';
import { insertActivity } from '../course-collaboration/collaboration.repository.ts';
import { describeChanges } from '../course-collaboration/course-activity.ts';
import { notifyCourseAccess, recordCourseChange } from '../course-collaboration/course-events.ts';
import { courseGpx } from '../course-exports/course-files.ts';
import type { LinkedPlace } from '../places/places.repository.ts';
import { findCourseAccess, findCourseForEdit } from './course-access.repository.ts';
import { findCourseVersion, findCourseVersions, peekCourseVersion } from './course-counters.repository.ts';
import { findSavedAmong, listSavedBy } from './course-saves.repository.ts';
import { type CourseInput, courseValues, linkStops } from './course-stops.ts';
import { toCourseDto } from './courses.presenter.ts';
import * as repo from './courses.repository.ts';

const NONE_SAVED: ReadonlySet<number> = new Set();

export const courseNotFound = () => notFound('COURSE_NOT_FOUND', 'Course not found');

/** A page of the public list as read: its rows (with the versions they were read at) and the total. */
interface CoursePage {
  rows: repo.ListedCourseRow[];
  total: number;
}

/**
 * Courses: planning, the lists of spec §2 and §7, moderation flags and GPX. (Saves and shares: course-saves.)
 *
 * The public list and the detail are the hot reads, cached in `VersionedCache`s (docs/decisions/006): a detail
 * under its course's own version (one primary-key read per request; a write to one course leaves every other
 * course's entry alone), the list under the list version (`course_version`, raised at the commit of any change a
 * list shows). The version is read before the rows, so an entry is never older than its key. What depends on
 * the viewer is applied per request: `isSaved` (one query for the page when signed in) and the author's email;
 * anonymous answers are kept as JSON text.
 */
export class CoursesService {
  private readonly pages = new VersionedCache<CoursePage>(256);
  private readonly details = new VersionedCache<repo.CourseRow | undefined>(1000);
  /** Anonymous answers of public pages, with the versions they were built at. */
  private readonly pageTexts: KeptPageTexts;

  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.pageTexts = new KeptPageTexts(db, 'course_version', peekCourseVersion);
  }

  private async savedBy(viewer: Viewer, ids: number[]): Promise<ReadonlySet<number>> {
    return viewer ? findSavedAmong(this.db, viewer.id, ids) : NONE_SAVED;
  }

  /** The course's row from the cache, or a 404 when it is missing or the viewer may not see it. */
  private async visibleDetail(id: number, viewer: Viewer): Promise<{ version: number; row: repo.CourseRow }> {
    const version = await findCourseVersion(this.db, id);
    if (version === undefined) throw courseNotFound();
    const row = await this.details.get(String(id), version, () => repo.findCourse(this.db, id, 0));
    if (!row || !canSeeCourse(row, viewer)) throw courseNotFound();
    return { version, row };
  }

  /**
   * Courses at the versions given (the monthly best's ranking read them), as an anonymous reader sees them: from
   * the detail cache, the missing ones read in one query and kept there. Undefined for a course gone meanwhile.
   */
  async rowsAt(wanted: { id: number; version: number }[]): Promise<(repo.CourseRow | undefined)[]> {
    const found = wanted.map(({ id, version }) => this.details.peek(String(id), version));
    const missing = wanted.filter((_, i) => found[i] === undefined);
    if (missing.length === 0) return found;
    const read = new Map(
      (
        await repo.findCourses(
          this.db,
          missing.map((m) => m.id),
        )
      ).map((row) => [row.id, row]),
    );
    return Promise.all(
      wanted.map(({ id, version }, i) => {
        if (found[i] !== undefined) return found[i];
        const row = read.get(id);
        return row && this.details.get(String(id), version, async () => row);
      }),
    );
  }

  async get(id: number, viewer: Viewer, language?: Language): Promise<CourseDto> {
    const { row } = await this.visibleDetail(id, viewer);
    return toCourseDto(row, viewer, (await this.savedBy(viewer, [id])).has(id), language);
  }

  /** The detail as JSON text of its response (`serialize`), from the cache for anonymous callers. */
  async getJson(
    id: number,
    viewer: Viewer,
    language: Language,
    serialize: (body: { data: CourseDto }) => string,
  ): Promise<string> {
    const { version, row } = await this.visibleDetail(id, viewer);
    if (viewer) {
      const saved = await this.savedBy(viewer, [id]);
      return serialize({ data: toCourseDto(row, viewer, saved.has(id), language) });
    }
    // The team's translated course reads differently per language: one kept answer per language then.
    const translated = Object.keys(row.translations).length > 0;
    return this.details.getJson(
      translated ? `${id}|${language}` : String(id),
      version,
      async () => row,
      (cached) => serialize({ data: toCourseDto(cached!, null, false, language) }),
    );
  }

  /**
   * A public page: which courses, in which order, is cached under the list version (`course_version`); each row
   * is checked against its course's own version, which a save, a share or a comment raises without raising the
   * list's (migration 0020), and a changed row is taken from the detail cache. So comments re-read the course
   * commented on, not the page (as likes do for posts, decision 011).
   */
  private async publicPage(key: string, request: PageRequest): Promise<CoursePage & { version: number }> {
    const read = () => repo.listCoursePage(this.db, 'public', 0, request.limit, pageOffset(request));
    const version = await readDataVersion(this.db, 'course_version');
    const page = await this.pages.get(key, version, read);
    const versions = await findCourseVersions(
      this.db,
      page.rows.map((row) => row.id),
    );
    if (versions.every((v, i) => v === page.rows[i]!.version)) return { ...page, version };
    const rows = await Promise.all(
      page.rows.map(async (row, i) => {
        const current = versions[i];
        if (current === row.version || current === undefined) return row;
        const fresh = await this.details.get(String(row.id), current, () =>
          repo.findCourse(this.db, row.id, 0),
        );
        return fresh && { ...fresh, version: current };
      }),
    );
    // A course gone or no longer public while the list's version was not yet seen to change: read the page itself.
    if (versions.includes(undefined) || rows.some((row) => row?.visibility !== 'public')) {
      return { ...(await read()), version };
    }
    return { rows: rows as repo.ListedCourseRow[], total: page.total, version };
  }

  /** A page of public courses as JSON text of its response (`serialize`). */
  async listPublicJson(
    request: PageRequest,
    viewer: Viewer,
    language: Language,
    serialize: (body: { data: CoursePageDto }) => string,
  ): Promise<string> {
    const key = `${request.page}|${request.limit}`;
    // Kept per language: the team's own courses read in the reader's.
    const textKey = `${key}|${language}`;
    if (!viewer) {
      const kept = this.pageTexts.get(textKey);
      if (kept !== undefined) return kept;
    }
    const page = await this.publicPage(key, request);
    const ids = page.rows.map((r) => r.id);
    const saved = viewer ? await this.savedBy(viewer, ids) : NONE_SAVED;
    const json = serialize({
      data: toPage(
        page.rows.map((row) => toCourseDto(row, viewer, saved.has(row.id), language)),
        page.total,
        request,
      ),
    });
    if (!viewer) {
      const versions = page.rows.map((r) => r.version);
      this.pageTexts.set(textKey, { listVersion: page.version, ids, versions, json });
    }
    return json;
  }

  /** Every course for admins: the list shape, answered with the spec's `{ data, pagination }` names. */
  async listAll(request: PageRequest, admin: SessionUser): Promise<AdminCoursesResponse> {
    const { rows, total } = await repo.listCoursePage(
      this.db,
      'any',
      admin.id,
      request.limit,
      pageOffset(request),
    );
    const { items, ...pagination } = toPage(
      rows.map((row) => toCourseDto(row, admin)),
      total,
      request,
    );
    return { data: items, pagination };
  }

  async mine(user: SessionUser): Promise<MyCoursesDto> {
    const [created, saved] = await Promise.all([
      repo.listByAuthor(this.db, user.id, user.id),
      listSavedBy(this.db, user.id, user.role === 'admin'),
    ]);
    return {
      myCourses: created.map((row) => toCourseDto(row, user)),
      savedCourses: saved.map((row) => ({ ...toCourseDto(row, user), savedAt: row.savedAt.toISOString() })),
    };
  }

  /** The body's stops linked to our places, with those places (course-stops.ts; course checks read them). */
  linkStops(stops: CourseInput['stops']): Promise<{ stops: repo.StopValues[]; places: LinkedPlace[] }> {
    return linkStops(this.db, stops);
  }

  /** The course's cover change (`changeImage`): an upload attached into `courses/{id}/`, kept or removed. */
  private changeCover(tx: DbOrTx, user: SessionUser, id: number, current: StoredImage, body: CourseInput) {
    return changeImage(this.images, tx, current, body.coverUrl, {
      userId: user.id,
      owner: { kind: 'courses', id },
    });
  }

  async create(user: SessionUser, body: CourseInput): Promise<CourseDto> {
    const { stops } = await linkStops(this.db, body.stops);
    const id = await withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        const courseId = await repo.insertCourse(tx, user.id, courseValues(body));
        await recordIdempotentEffect(tx, courseId);
        await repo.replaceStops(tx, courseId, stops);
        await insertActivity(tx, courseId, user.id, [{ kind: 'created', details: { count: stops.length } }]);
        if (body.coverUrl) {
          const change = await this.changeCover(tx, user, courseId, NO_IMAGE, body);
          track(change);
          if (change.image) await repo.updateCourse(tx, courseId, repo.coverColumns(change.image));
        }
        return courseId;
      }),
    );
    return this.get(id, user);
  }

  /**
   * The author and the course's editors (DESIGN §8.4); who sees it stays the author's (an editor's body must keep
   * the course's visibility, else 403). Admins delete and moderate others' courses, never rewrite them. With
   * `ifMatch` (the `version` the editor started from), a course saved meanwhile is a 409 COURSE_CHANGED and
   * nothing changes: the row is locked first, so of two saves from the same version exactly one wins.
   */
  async update(user: SessionUser, id: number, body: CourseInput, ifMatch?: number): Promise<CourseDto> {
    const { stops } = await linkStops(this.db, body.stops);
    await withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        const course = await findCourseForEdit(tx, id);
        if (!course || !canSeeCourse(course, user)) throw courseNotFound();
        if (!canEditCourse(course, user)) throw forbidden('Only the author and editors can edit this course');
        const values = courseValues(body, { visibility: course.visibility, ...course.planned });
        if (user.id !== course.authorId && values.visibility !== course.visibility) {
          throw forbidden('Only the author can change who sees this course');
        }
        if (ifMatch !== undefined && ifMatch !== course.revision) {
          throw conflict('COURSE_CHANGED', 'The course was changed since you opened it');
        }
        const change = await this.changeCover(tx, user, id, course.cover, body);
        track(change);
        await repo.updateCourse(tx, id, {
          ...values,
          ...(change.image ? repo.coverColumns(change.image) : {}),
          revision: course.revision + 1,
        });
        await repo.replaceStops(tx, id, stops);
        await recordIdempotentEffect(tx);
        const lines = describeChanges(
          { ...course.planned, title: course.title, coverUrl: course.cover.imageUrl },
          {
            ...values,
            coverUrl: change.image ? change.image.imageUrl : course.cover.imageUrl,
            stops: stops.map((stop) => ({ ...stop, time: stop.arrivalTime })),
          },
        );
        // The activity's lines, and the news for the course's live readers on every instance (DESIGN §8.4).
        await recordCourseChange(
          tx,
          id,
          { version: course.revision + 1, by: { id: user.id, name: user.name } },
          lines,
        );
        if (values.visibility !== course.visibility) await notifyCourseAccess(tx, id);
      }),
    );
    return this.get(id, user);
  }

  /** The author or an admin; its stops, saves and comments go with it (foreign keys), then its cover's files. */
  async remove(user: SessionUser, id: number): Promise<void> {
    const coverKeys = await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id, 'update');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      assertOwner(user, course.authorId, {
        allowAdmin: true,
        message: 'Only the author or an admin can delete this course',
      });
      const keys = await repo.deleteCourse(tx, id);
      if (!keys) throw courseNotFound();
      await notifyCourseAccess(tx, id);
      await recordDeleteByAdmin(tx, user, course.authorId, {
        action: 'course.delete',
        target: { type: 'course', id, label: course.title },
        before: { title: course.title, visibility: course.visibility, authorId: course.authorId },
      });
      return keys;
    });
    await dropImageFiles(this.images, this.log, coverKeys);
  }

  async setAdvertisement(admin: SessionUser, id: number, isAdvertisement: boolean): Promise<CourseDto> {
    await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id, 'update');
      if (!course) throw courseNotFound();
      if (course.isAdvertisement === isAdvertisement) return;
      await repo.updateCourse(tx, id, { isAdvertisement });
      await recordAdminAction(tx, {
        admin,
        action: 'course.advertisement',
        target: { type: 'course', id, label: course.title },
        before: { isAdvertisement: course.isAdvertisement },
        after: { isAdvertisement },
      });
    });
    return this.get(id, admin);
  }

  /** Admins for any course; the author for their own. */
  async setVisibility(
    user: SessionUser,
    id: number,
    visibility: CourseInput['visibility'],
  ): Promise<CourseDto> {
    await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id, 'update');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      assertOwner(user, course.authorId, {
        allowAdmin: true,
        message: 'Only the author or an admin can change who sees this course',
      });
      if (course.visibility === visibility) return;
      await repo.updateCourse(tx, id, { visibility });
      await notifyCourseAccess(tx, id);
      if (course.authorId !== user.id) {
        await recordAdminAction(tx, {
          admin: user,
          action: 'course.visibility',
          target: { type: 'course', id, label: course.title },
          before: { visibility: course.visibility },
          after: { visibility },
        });
      }
    });
    return this.get(id, user);
  }

  /** The course as a GPX 1.1 file: a waypoint per stop, and a route through them per trip day (course-files.ts). */
  async gpx(id: number, viewer: Viewer, language: Language): Promise<{ body: string; disposition: string }> {
    const course = await this.get(id, viewer);
    const body = courseGpx(course, language, new Date(course.updatedAt));
    return { body, disposition: attachmentDisposition(course.title, 'gpx') };
  }
}
