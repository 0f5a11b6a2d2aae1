import type { Role } from '@ktravel/contract';

/** The signed-in user of a request, looked up from the session row on every request (plugins/auth). */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: Role;
}

/** Whoever makes a request: a member or an admin, or null when anonymous. */
export type Viewer = SessionUser | null;

export const isAdmin = (viewer: Viewer): boolean => viewer?.role === 'admin';

/** The viewer's id for queries that take one: 0 when anonymous (no user has id 0). */
export const viewerId = (viewer: Viewer): number => viewer?.id ?? 0;
