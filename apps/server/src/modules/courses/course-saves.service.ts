import type { CourseSaveDto, CourseShareDto, MonthlyBestCourseDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { type SessionUser, type Viewer, viewerId } from '../../lib/session-user.ts';
import * as saves from './course-saves.repository.ts';
import { toCourseDto } from './courses.presenter.ts';
import { findCourseAccess, forgotCourseVersionOnly } from './courses.repository.ts';
import { courseNotFound } from './courses.service.ts';

/**
 * Saving and sharing courses, and the "monthly best" ranking they make. Counters follow the rows by trigger in
 * the same transaction (migration 0006), so the counts these answer with are the committed ones.
 */
export class CourseSavesService {
  constructor(private readonly db: Db) {}

  /**
   * Saves, unsaves and shares change only the course's counters (migration 0020): after each, this instance
   * forgets that course's kept version alone (saves also change the member's counts, which go too).
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
      const counts = await saves.findCounts(tx, id);
      return { courseId: id, saved: true, saveCount: counts?.saveCount ?? 0, savedAt: savedAt.toISOString() };
    });
    forgotCourseVersionOnly(this.db, id, true);
    return saved;
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
      const counts = await saves.findCounts(tx, id);
      return { courseId: id, saved: false, saveCount: counts?.saveCount ?? 0, savedAt: null };
    });
    forgotCourseVersionOnly(this.db, id, true);
    return unsaved;
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
      return { courseId: id, shareCount: counts?.shareCount ?? 0, counted };
    });
    forgotCourseVersionOnly(this.db, id, false);
    return shared;
  }

  async monthlyBest(limit: number, viewer: Viewer): Promise<MonthlyBestCourseDto[]> {
    const rows = await saves.listMonthlyBest(this.db, viewerId(viewer), limit);
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
}
