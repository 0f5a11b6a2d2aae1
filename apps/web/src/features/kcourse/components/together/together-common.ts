import type { CollaboratorRole } from '@ktravel/contract';

/** What a role lets someone do, in words ("Can edit", "Can view"). */
export const ROLE_LABEL_KEYS = {
  editor: 'together.roles.editor',
  viewer: 'together.roles.viewer',
} as const satisfies Record<CollaboratorRole, string>;

/** The role's one-line explanation. */
export const ROLE_HINT_KEYS = {
  editor: 'together.roleHints.editor',
  viewer: 'together.roleHints.viewer',
} as const satisfies Record<CollaboratorRole, string>;

/** A person as the together views show them: the name, or the app's word for a user without one. */
export interface Person {
  id: number;
  name: string;
  avatarUrl: string | null;
}

/**
 * Reports the outcome of an action taken inside the invite dialog: a toast, and the same words said inside the
 * dialog, since a modal dialog hides everything outside it (the toasts too) from assistive technology.
 */
export type Say = (kind: 'success' | 'error', message: string) => void;
