import type { CourseSaveDto, CourseShareDto, Language, MonthlyBestCourseDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import type { SessionUser, Viewer } from '../../lib/session-user.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findCourseAccess } from './course-access.repository.ts';
import { forgotCourseVersionOnly } from './course-counters.repository.ts';
import * as saves from './course-saves.repository.ts';
import { toCourseDto } from './courses.presenter.ts';
import type { CourseRow } from './courses.repository.ts';
import { courseNotFound } from './courses.service.ts';

/** Where the monthly best takes the ranked courses' rows: the course detail cache (`CoursesService.rowsAt`). */
export interface CourseRowSource {
  rowsAt(wanted: { id: number; version: number }[]): Promise<(CourseRow | undefined)[]>;
}

/** A bound on memory only: an answer is reused only while its ranking, versions and figures are the same. */
const BEST_TEXT_TTL_MS = 10 * 60_000;
const NONE_SAVED: ReadonlySet<number> = new Set();

/**
 * Saving and sharing courses, and the "monthly best" ranking they make. Counters follow the rows by trigger in
 * the same transaction (migration 0006), so the counts these answer with are the committed ones.
 */
export class CourseSavesService {
  /** Anonymous answers of the monthly best per limit, with the ranking they were built from. */
  private readonly bestTexts = new TtlCache<string, { ranking: string; json: string }>(BEST_TEXT_TTL_MS, 100);

  constructor(
    private readonly db: Db,
    private readonly rows: CourseRowSource,
  ) {}

  /**
   * Saves, unsaves and shares change only the course's counters (migration 0020): after each, this instance
   * moves that course's kept version alone to the one committed (saves also change the member's counts, which go).
   */
  async save(user: SessionUser, id: number): Promise<CourseSaveDto> {
    const saved = await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id, 'share');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      if (course.authorId === user.id) {
        throw new AppError(403, 'CANNOT_SAVE_OWN_COURSE', 'You cannot save your own course');
      }
      const savedAt = await saves.insertSave(tx, id, user.id);
      if (!savedAt) throw conflict('ALREADY_SAVED', 'You have already saved this course');
      await recordIdempotentEffect(tx);
      const counts = await saves.findCounts(tx, id);
      const answer = {
        courseId: id,
        saved: true,
        saveCount: counts?.saveCount ?? 0,
        savedAt: savedAt.toISOString(),
      };
      return { answer, version: counts?.version };
    });
    forgotCourseVersionOnly(this.db, id, true, saved.version);
    return saved.answer;
  }

  /** The member's save of a course as `save` and `unsave` answer it (a repeat whose answer was lost, replayed). */
  async saveState(user: SessionUser, id: number): Promise<CourseSaveDto> {
    const [counts, savedAt] = await Promise.all([
      saves.findCounts(this.db, id),
      saves.findSavedAt(this.db, id, user.id),
    ]);
    return {
      courseId: id,
      saved: savedAt !== undefined,
      saveCount: counts?.saveCount ?? 0,
      savedAt: savedAt?.toISOString() ?? null,
    };
  }

  /**
   * Removes the member's save. Someone who saved a course may remove the save even after the author made it
   * private (they already know it exists); otherwise the usual 404 for courses they cannot see.
   */
  async unsave(user: SessionUser, id: number): Promise<CourseSaveDto> {
    const unsaved = await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id);
      if (!course) throw courseNotFound();
      const removed = await saves.deleteSave(tx, id, user.id);
      if (!removed) {
        if (!canSeeCourse(course, user)) throw courseNotFound();
        throw notFound('NOT_SAVED', 'You have not saved this course');
      }
      await recordIdempotentEffect(tx);
      const counts = await saves.findCounts(tx, id);
      const answer = { courseId: id, saved: false, saveCount: counts?.saveCount ?? 0, savedAt: null };
      return { answer, version: counts?.version };
    });
    forgotCourseVersionOnly(this.db, id, true, unsaved.version);
    return unsaved.answer;
  }

  /**
   * Counts a share once per sharer (`u:{id}` for a member, `s:{hash}` for an anonymous browser session that
   * already existed); without a sharer (a first anonymous request) the share is answered but not counted.
   */
  async share(viewer: Viewer, id: number, sharerKey: string | undefined): Promise<CourseShareDto> {
    const shared = await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, id, 'share');
      if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
      const counted =
        sharerKey !== undefined && (await saves.insertShare(tx, id, sharerKey, viewer?.id ?? null));
      const counts = await saves.findCounts(tx, id);
      return {
        answer: { courseId: id, shareCount: counts?.shareCount ?? 0, counted },
        version: counts?.version,
      };
    });
    forgotCourseVersionOnly(this.db, id, false, shared.version);
    return shared.answer;
  }

  /**
   * The monthly best as JSON text of its response (`serialize`). The ranking is read each time (one query, exact
   * at once after any save or share, on every instance: issue 16); the ranked courses come from the detail cache
   * at the versions the ranking read, and an anonymous answer is reused while the ranking, those versions and the
   * month's figures stay the same.
   */
  async monthlyBestJson(
    limit: number,
    viewer: Viewer,
    language: Language,
    serialize: (body: { data: MonthlyBestCourseDto[] }) => string,
  ): Promise<string> {
    const ranks = await saves.rankMonthlyBest(this.db, limit);
    const ranking = ranks.map((r) => `${r.id}.${r.version}.${r.monthlySaves}.${r.monthlyShares}`).join(',');
    const kept = viewer ? undefined : this.bestTexts.get(`${limit}|${language}`);
    if (kept?.ranking === ranking) return kept.json;
    const rows = await this.rows.rowsAt(ranks);
    const saved = viewer
      ? await saves.findSavedAmong(
          this.db,
          viewer.id,
          ranks.map((r) => r.id),
        )
      : NONE_SAVED;
    // A course changed since the ranking read it (gone, or made private) is left out rather than shown.
    const shown = ranks.flatMap((rank, i) => {
      const row = rows[i];
      return row?.visibility === 'public' ? [{ rank, row }] : [];
    });
    const json = serialize({
      data: shown.map(({ rank, row }) => ({
        ...toCourseDto(row, viewer, saved.has(rank.id), language),
        monthlySaves: rank.monthlySaves,
        monthlyShares: rank.monthlyShares,
        monthlyScore: rank.monthlySaves + rank.monthlyShares,
      })),
    });
    if (!viewer && shown.length === ranks.length)
      this.bestTexts.set(`${limit}|${language}`, { ranking, json });
    return json;
  }
}
