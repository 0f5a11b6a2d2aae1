import type { CourseActivityDetails, CourseActivityKind } from '@ktravel/contract';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseActivity,
  courseCollaborators,
  courseInvites,
  courseRemovals,
  courses,
  users,
} from '../../db/schema.ts';
import type { ActivityLine } from './course-activity.ts';

type Role = 'editor' | 'viewer';

export async function insertInvite(
  db: DbOrTx,
  values: { courseId: number; tokenHash: string; role: Role; createdById: number; expiresAt: Date },
) {
  const [row] = await db.insert(courseInvites).values(values).returning();
  return row!;
}

/** The course's invites that still work (not revoked, not past their date), newest first. */
export function findOpenInvites(db: DbOrTx, courseId: number, now: Date) {
  return db
    .select({
      id: courseInvites.id,
      role: courseInvites.role,
      createdAt: courseInvites.createdAt,
      expiresAt: courseInvites.expiresAt,
    })
    .from(courseInvites)
    .where(
      and(
        eq(courseInvites.courseId, courseId),
        isNull(courseInvites.revokedAt),
        gt(courseInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(courseInvites.createdAt), desc(courseInvites.id));
}

/** An invite by its token's hash, with its course and who made it. */
export async function findInviteByHash(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: courseInvites.id,
      courseId: courseInvites.courseId,
      role: courseInvites.role,
      createdAt: courseInvites.createdAt,
      expiresAt: courseInvites.expiresAt,
      revokedAt: courseInvites.revokedAt,
      title: courses.title,
      authorId: courses.authorId,
      invitedById: users.id,
      invitedByName: users.name,
      invitedByAvatarUrl: users.avatarUrl,
    })
    .from(courseInvites)
    .innerJoin(courses, eq(courses.id, courseInvites.courseId))
    .innerJoin(users, eq(users.id, courseInvites.createdById))
    .where(eq(courseInvites.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Revokes the course's invite named by its id or its token's hash; whether one was open. */
export async function revokeInvite(
  db: DbOrTx,
  courseId: number,
  which: { id: number } | { tokenHash: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(courseInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(courseInvites.courseId, courseId),
        'id' in which ? eq(courseInvites.id, which.id) : eq(courseInvites.tokenHash, which.tokenHash),
        isNull(courseInvites.revokedAt),
      ),
    )
    .returning({ id: courseInvites.id });
  return rows.length > 0;
}

/**
 * Adds the member with `role`, or raises a viewer to editor; an editor who opens a viewer's link stays an editor.
 * The role they have afterwards.
 */
export async function joinCourse(db: DbOrTx, courseId: number, userId: number, role: Role): Promise<Role> {
  const [row] = await db
    .insert(courseCollaborators)
    .values({ courseId, userId, role })
    .onConflictDoNothing()
    .returning({ role: courseCollaborators.role });
  if (row) return row.role;
  if (role === 'editor') {
    await db
      .update(courseCollaborators)
      .set({ role })
      .where(and(eq(courseCollaborators.courseId, courseId), eq(courseCollaborators.userId, userId)));
    return role;
  }
  const [existing] = await db
    .select({ role: courseCollaborators.role })
    .from(courseCollaborators)
    .where(and(eq(courseCollaborators.courseId, courseId), eq(courseCollaborators.userId, userId)));
  return existing?.role ?? role;
}

export function findCollaborators(db: DbOrTx, courseId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      role: courseCollaborators.role,
      joinedAt: courseCollaborators.joinedAt,
    })
    .from(courseCollaborators)
    .innerJoin(users, eq(users.id, courseCollaborators.userId))
    .where(eq(courseCollaborators.courseId, courseId))
    .orderBy(courseCollaborators.joinedAt, courseCollaborators.userId);
}

export async function setCollaboratorRole(db: DbOrTx, courseId: number, userId: number, role: Role) {
  const rows = await db
    .update(courseCollaborators)
    .set({ role })
    .where(and(eq(courseCollaborators.courseId, courseId), eq(courseCollaborators.userId, userId)))
    .returning({ userId: courseCollaborators.userId });
  return rows.length > 0;
}

export async function removeCollaborator(db: DbOrTx, courseId: number, userId: number) {
  const rows = await db
    .delete(courseCollaborators)
    .where(and(eq(courseCollaborators.courseId, courseId), eq(courseCollaborators.userId, userId)))
    .returning({ userId: courseCollaborators.userId });
  return rows.length > 0;
}

/** Notes that the owner removed `userId` now: links made before this no longer admit them (a second removal moves it). */
export async function recordRemoval(db: DbOrTx, courseId: number, userId: number): Promise<void> {
  await db
    .insert(courseRemovals)
    .values({ courseId, userId })
    .onConflictDoUpdate({
      target: [courseRemovals.courseId, courseRemovals.userId],
      set: { removedAt: sql`now()` },
    });
}

/** When the owner last removed `userId` from the course, if ever. */
export async function findRemoval(db: DbOrTx, courseId: number, userId: number): Promise<Date | undefined> {
  const rows = await db
    .select({ removedAt: courseRemovals.removedAt })
    .from(courseRemovals)
    .where(and(eq(courseRemovals.courseId, courseId), eq(courseRemovals.userId, userId)));
  return rows[0]?.removedAt;
}

export async function insertActivity(
  db: DbOrTx,
  courseId: number,
  userId: number,
  lines: readonly ActivityLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(courseActivity).values(lines.map((line) => ({ courseId, userId, ...line })));
}

/** The course's activity, newest first, with who did each. */
export function findActivity(db: DbOrTx, courseId: number, limit: number) {
  return db
    .select({
      id: courseActivity.id,
      kind: sql<CourseActivityKind>`${courseActivity.kind}`,
      details: sql<CourseActivityDetails | string>`${courseActivity.details}`,
      at: courseActivity.createdAt,
      userId: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
    })
    .from(courseActivity)
    .innerJoin(users, eq(users.id, courseActivity.userId))
    .where(eq(courseActivity.courseId, courseId))
    .orderBy(desc(courseActivity.createdAt), desc(courseActivity.id))
    .limit(limit);
}

/** What planning together keeps about a member, for their data export: their collaborations and activity lines. */
export async function exportCollaboration(db: DbOrTx, userId: number) {
  const [collaborations, activity] = await Promise.all([
    db
      .select({
        courseId: courseCollaborators.courseId,
        title: courses.title,
        role: courseCollaborators.role,
        joinedAt: courseCollaborators.joinedAt,
      })
      .from(courseCollaborators)
      .innerJoin(courses, eq(courses.id, courseCollaborators.courseId))
      .where(eq(courseCollaborators.userId, userId))
      .orderBy(asc(courseCollaborators.joinedAt)),
    db
      .select({
        courseId: courseActivity.courseId,
        kind: courseActivity.kind,
        details: sql<Record<string, unknown> | string>`${courseActivity.details}`,
        createdAt: courseActivity.createdAt,
      })
      .from(courseActivity)
      .where(eq(courseActivity.userId, userId))
      .orderBy(asc(courseActivity.createdAt), asc(courseActivity.id)),
  ]);
  return { collaborations, activity };
}
