import type { SessionUser } from './session-user.ts';

/** A member a course's owner invited to edit or read it (DESIGN §8.4). */
export interface CourseCollaborator {
  userId: number;
  role: 'editor' | 'viewer';
}

type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

interface AccessRow {
  visibility: 'public' | 'private';
  authorId: number;
  /** The course's collaborators (absent: none, for rows read without them). */
  collaborators?: readonly CourseCollaborator[];
}

/** The viewer's role among the course's collaborators, if any. */
export function collaboratorRole(course: AccessRow, viewer: Viewer): CourseCollaborator['role'] | undefined {
  if (!viewer) return undefined;
  return course.collaborators?.find((c) => c.userId === viewer.id)?.role;
}

/** The viewer's part in planning a course (DESIGN §8.4): its author, an invited editor or viewer, or none. */
export function viewerRoleIn(course: AccessRow, viewer: Viewer): 'owner' | CourseCollaborator['role'] | null {
  if (!viewer) return null;
  return viewer.id === course.authorId ? 'owner' : (collaboratorRole(course, viewer) ?? null);
}

/**
 * Who may see a course: anyone when it is public; its author, its collaborators and admins when it is private.
 * Everybody else gets the same 404 as for a missing course, so a private course's existence is never revealed.
 */
export function canSeeCourse(course: AccessRow, viewer: Viewer): boolean {
  return (
    course.visibility === 'public' ||
    viewer?.id === course.authorId ||
    viewer?.role === 'admin' ||
    collaboratorRole(course, viewer) !== undefined
  );
}

/**
 * Who may change a course's title, category, cover, dates and stops: its author and its editors. Admins moderate
 * others' courses (delete, hide from the list), they do not rewrite them.
 */
export function canEditCourse(course: AccessRow, viewer: Viewer): boolean {
  return viewer?.id === course.authorId || collaboratorRole(course, viewer) === 'editor';
}
