import type {
  CollaboratorListDto,
  CollaboratorRole,
  CourseActivityListDto,
  CourseInviteCreatedDto,
  CourseInviteDto,
  InviteAcceptedDto,
  InvitePreviewDto,
} from '@ktravel/contract';
import { COURSE_ACTIVITY_LIMIT, INVITE_DEFAULT_DAYS } from '@ktravel/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { canSeeCourse, collaboratorRole } from '../../lib/course-access.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCourseAccess } from '../courses/course-access.repository.ts';
import { courseNotFound } from '../courses/courses.service.ts';
import * as repo from './collaboration.repository.ts';
import { notifyCourseAccess } from './course-events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inviteNotFound = () => notFound('INVITE_NOT_FOUND', 'No invite has this link');
const inviteExpired = () => new AppError(410, 'INVITE_EXPIRED', 'This invite has expired or was withdrawn');
const collaboratorNotFound = () => notFound('COLLABORATOR_NOT_FOUND', 'Not a collaborator of this course');
const removedFromCourse = () =>
  new AppError(
    403,
    'REMOVED_FROM_COURSE',
    'The owner removed you from this course: this link no longer lets you in. Ask them for a new one.',
  );

/**
 * Planning together (DESIGN §8.4): invite links (only a keyed hash of each token is stored, like sessions), joining
 * by one, and the course's collaborators. The owner is the course's author; collaborators are editors or viewers.
 * Whoever may not see a course gets its 404; whoever may see it but not do this, a 403.
 */
export class CollaborationService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private hash(token: string): string {
    return hashSessionToken(token, this.secret);
  }

  /** The course, if `user` is its owner: else its 404 (not visible) or a 403. */
  private async ownCourse(db: DbOrTx, user: SessionUser, courseId: number) {
    const course = await findCourseAccess(db, courseId);
    if (!course || !canSeeCourse(course, user)) throw courseNotFound();
    if (course.authorId !== user.id) throw forbidden('Only the course’s owner can do this');
    return course;
  }

  async createInvite(
    user: SessionUser,
    courseId: number,
    body: { role: CollaboratorRole; expiresInDays?: number },
    origin: string,
  ): Promise<CourseInviteCreatedDto> {
    await this.ownCourse(this.db, user, courseId);
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + (body.expiresInDays ?? INVITE_DEFAULT_DAYS) * DAY_MS);
    await repo.insertInvite(this.db, {
      courseId,
      tokenHash: this.hash(token),
      role: body.role,
      createdById: user.id,
      expiresAt,
    });
    return { token, url: `${origin}/invite/${token}`, role: body.role, expiresAt: expiresAt.toISOString() };
  }

  async listInvites(user: SessionUser, courseId: number): Promise<{ items: CourseInviteDto[] }> {
    await this.ownCourse(this.db, user, courseId);
    const rows = await repo.findOpenInvites(this.db, courseId, new Date());
    return {
      items: rows.map((row) => ({
        id: row.id,
        role: row.role,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      })),
    };
  }

  /** `token` is the link's token, or the invite's `id` from the list. */
  async revokeInvite(user: SessionUser, courseId: number, token: string): Promise<void> {
    await this.ownCourse(this.db, user, courseId);
    const which = /^\d+$/.test(token) ? { id: Number(token) } : { tokenHash: this.hash(token) };
    if (!(await repo.revokeInvite(this.db, courseId, which, new Date()))) throw inviteNotFound();
  }

  private async openInvite(db: DbOrTx, token: string) {
    const invite = await repo.findInviteByHash(db, this.hash(token));
    if (!invite) throw inviteNotFound();
    if (invite.revokedAt || invite.expiresAt.getTime() <= Date.now()) throw inviteExpired();
    return invite;
  }

  /** What an invite link is for (anyone holding the link): shown before signing in and joining. */
  async preview(token: string): Promise<InvitePreviewDto> {
    const invite = await this.openInvite(this.db, token);
    return {
      courseId: invite.courseId,
      title: invite.title,
      role: invite.role,
      invitedBy: { id: invite.invitedById, name: invite.invitedByName, avatarUrl: invite.invitedByAvatarUrl },
      expiresAt: invite.expiresAt.toISOString(),
    };
  }

  /**
   * Joins the course with the invite's role (a viewer's link never lowers an editor). A member the owner removed
   * is refused by every link made before the removal (403 REMOVED_FROM_COURSE).
   */
  async accept(user: SessionUser, token: string): Promise<InviteAcceptedDto> {
    return this.db.transaction(async (tx) => {
      const invite = await this.openInvite(tx, token);
      if (invite.authorId === user.id) throw conflict('INVITE_OWN_COURSE', 'This is your own course');
      // A removal sticks: a link made before it no longer admits that member (one made after it does).
      const removedAt = await repo.findRemoval(tx, invite.courseId, user.id);
      if (removedAt && removedAt >= invite.createdAt) throw removedFromCourse();
      // The course row is locked so it is not deleted under the new collaborator.
      const course = await findCourseAccess(tx, invite.courseId, 'update');
      if (!course) throw inviteExpired();
      const before = collaboratorRole(course, user);
      const role = await repo.joinCourse(tx, invite.courseId, user.id, invite.role);
      if (before !== role) {
        await repo.insertActivity(tx, invite.courseId, user.id, [{ kind: 'joined', details: { role } }]);
      }
      return { courseId: invite.courseId, role };
    });
  }

  /** Who changed what, newest first: for whoever may read the course. */
  async activity(viewer: SessionUser | null, courseId: number): Promise<CourseActivityListDto> {
    const course = await findCourseAccess(this.db, courseId);
    if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
    const rows = await repo.findActivity(this.db, courseId, COURSE_ACTIVITY_LIMIT);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        details: parseJsonColumn(row.details),
        at: row.at.toISOString(),
        by: { id: row.userId, name: row.name, avatarUrl: row.avatarUrl },
      })),
    };
  }

  /** The owner, the collaborators and admins; a private course's 404 for anyone else, a public one's 403. */
  async collaborators(viewer: SessionUser, courseId: number): Promise<CollaboratorListDto> {
    const course = await findCourseAccess(this.db, courseId);
    if (!course || !canSeeCourse(course, viewer)) throw courseNotFound();
    const isMember =
      course.authorId === viewer.id ||
      viewer.role === 'admin' ||
      collaboratorRole(course, viewer) !== undefined;
    if (!isMember) throw forbidden('Only the people planning this course can see who they are');
    const rows = await repo.findCollaborators(this.db, courseId);
    return {
      items: rows.map((row) => ({
        user: { id: row.userId, name: row.name, avatarUrl: row.avatarUrl },
        role: row.role,
        joinedAt: row.joinedAt.toISOString(),
      })),
    };
  }

  async setRole(user: SessionUser, courseId: number, userId: number, role: CollaboratorRole): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.ownCourse(tx, user, courseId);
      if (!(await repo.setCollaboratorRole(tx, courseId, userId, role))) throw collaboratorNotFound();
      // Their open pages learn at once whether they may still edit.
      await notifyCourseAccess(tx, courseId);
    });
  }

  /**
   * The owner removes anyone but themself, for good as far as the links made until now go; a collaborator may
   * leave (remove themself) and come back with a link they have.
   */
  async remove(user: SessionUser, courseId: number, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const course = await findCourseAccess(tx, courseId, 'update');
      if (!course || !canSeeCourse(course, user)) throw courseNotFound();
      if (userId === course.authorId) throw forbidden('The owner cannot be removed from their course');
      if (course.authorId !== user.id && userId !== user.id) {
        throw forbidden('Only the course’s owner can remove others');
      }
      if (!(await repo.removeCollaborator(tx, courseId, userId))) throw collaboratorNotFound();
      // Removed by the owner (not leaving): the links they had stop admitting them.
      if (userId !== user.id) await repo.recordRemoval(tx, courseId, userId);
      await repo.insertActivity(tx, courseId, userId, [{ kind: 'left', details: {} }]);
      await notifyCourseAccess(tx, courseId);
    });
  }
}
