import { forbidden } from './app-error.ts';
import type { SessionUser, Viewer } from './session-user.ts';

export interface OwnerRule {
  /** Admins pass too: they may delete and moderate others' content (never rewrite it). */
  allowAdmin?: boolean;
  /** The 403 message when refused. */
  message?: string;
}

/** Whether the user may change what `ownerId` made: the owner, or an admin when `allowAdmin`. */
export function isOwner(user: Viewer, ownerId: number, { allowAdmin = false }: OwnerRule = {}): boolean {
  return user !== null && (user.id === ownerId || (allowAdmin && user.role === 'admin'));
}

/** The one ownership check every service uses: throws 403 unless `isOwner`. */
export function assertOwner(user: SessionUser, ownerId: number, rule: OwnerRule = {}): void {
  if (!isOwner(user, ownerId, rule)) throw forbidden(rule.message);
}

/** Comments (on courses and posts): edited by their author only; admins moderate, they do not rewrite. */
export const COMMENT_EDIT_RULE: OwnerRule = { message: 'Only the author can edit this comment' };
/** Comments: deleted by their author or an admin. */
export const COMMENT_DELETE_RULE: OwnerRule = {
  allowAdmin: true,
  message: 'Only the author or an admin can delete this comment',
};
