import type { SessionUser } from './session-user.ts';

/**
 * Who may see a course: anyone when it is public; the author and admins when it is private. Everybody else gets
 * the same 404 as for a missing course, so a private course's existence is never revealed.
 */
export function canSeeCourse(
  course: { visibility: 'public' | 'private'; authorId: number },
  viewer: Pick<SessionUser, 'id' | 'role'> | null,
): boolean {
  return course.visibility === 'public' || viewer?.id === course.authorId || viewer?.role === 'admin';
}
