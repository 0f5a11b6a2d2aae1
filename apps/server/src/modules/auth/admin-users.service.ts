import type { AddAdminResultDto, AdminUserDto, AdminUsersQuery, Role } from '@ktravel/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changed } from '../../lib/notified-cache.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordAdminAction } from '../audit/audit.repository.ts';
import { findUserByEmail, type UserRow } from './auth.repository.ts';
import * as repo from './users.repository.ts';

/** Spec §3: a development sign-in account (or an `admin_` subject) shows as a local account, else Google. */
export const toAdminUserDto = (row: UserRow): AdminUserDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  provider: row.provider === 'dev' || row.googleSub?.startsWith('admin_') ? 'local' : 'google',
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const userNotFound = () => notFound('USER_NOT_FOUND', 'User not found');
const lastAdmin = (message = 'The last administrator cannot be removed or made a member') =>
  new AppError(409, 'LAST_ADMIN', message);

/**
 * The user about to be deleted, locked with every admin until the transaction ends: 404 USER_NOT_FOUND when there
 * is none, 409 LAST_ADMIN when they are the last admin. Admins deleting a user and members deleting their own
 * account (modules/mypage) both go through it, so the rule is kept in one place.
 */
export async function lockRemovableUser(tx: DbOrTx, id: number, lastAdminMessage?: string): Promise<UserRow> {
  const admins = await repo.countAdminsLocked(tx);
  const user = await repo.findUserForUpdate(tx, id);
  if (!user) throw userNotFound();
  if (user.role === 'admin' && admins <= 1) throw lastAdmin(lastAdminMessage);
  return user;
}

/**
 * Admins manage users: list, add an admin by email, change a role, delete. Every change is audited in its own
 * transaction. The last admin can be neither demoted nor deleted (their rows are locked while counting, so two
 * admins demoting each other cannot both succeed). A demoted or deleted user loses access on the next request,
 * since every request reads the role from the session's user row.
 */
export class AdminUsersService {
  constructor(private readonly db: Db) {}

  async list(query: AdminUsersQuery) {
    const { items, total } = await repo.listUsers(this.db, query, query.limit, pageOffset(query));
    return toPage(items.map(toAdminUserDto), total, query);
  }

  async addAdmin(admin: SessionUser, rawEmail: string): Promise<AddAdminResultDto> {
    const email = rawEmail.trim().toLowerCase();
    const result = await this.db.transaction(async (tx): Promise<AddAdminResultDto> => {
      const user = await findUserByEmail(tx, email);
      if (user?.role === 'admin') return { email, outcome: 'alreadyAdmin', user: toAdminUserDto(user) };
      if (user) {
        const promoted = await repo.setRole(tx, user.id, 'admin');
        await recordAdminAction(tx, {
          admin,
          action: 'admin.add',
          target: { type: 'user', id: user.id, label: user.email },
          before: { role: user.role },
          after: { role: 'admin' },
        });
        return { email, outcome: 'promoted', user: toAdminUserDto(promoted) };
      }
      if (await repo.insertAdminInvite(tx, email, admin.id)) {
        // No user yet: the target is the email (id 0) until they first sign in and become admin.
        await recordAdminAction(tx, {
          admin,
          action: 'admin.invite',
          target: { type: 'user', id: 0, label: email },
          after: { role: 'admin' },
        });
      }
      return { email, outcome: 'invited', user: null };
    });
    if (result.outcome === 'promoted') changed('ktravel_sessions');
    return result;
  }

  async setRole(admin: SessionUser, id: number, role: Role): Promise<AdminUserDto> {
    const result = await this.db.transaction(async (tx) => {
      const admins = await repo.countAdminsLocked(tx);
      const user = await repo.findUserForUpdate(tx, id);
      if (!user) throw userNotFound();
      if (user.role === role) return toAdminUserDto(user);
      if (user.role === 'admin' && admins <= 1) throw lastAdmin();
      const updated = await repo.setRole(tx, id, role);
      await recordAdminAction(tx, {
        admin,
        action: 'user.role',
        target: { type: 'user', id, label: user.email },
        before: { role: user.role },
        after: { role },
      });
      return toAdminUserDto(updated);
    });
    // The user's next request, on this instance or another (by notification), has the new role.
    changed('ktravel_sessions');
    return result;
  }

  /** Deletes the user and, by the foreign keys, what they made (their sessions end at once). */
  async remove(admin: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await lockRemovableUser(tx, id);
      await repo.deleteUser(tx, id);
      await recordAdminAction(tx, {
        admin,
        action: 'user.delete',
        target: { type: 'user', id, label: user.email },
        before: { email: user.email, name: user.name, role: user.role },
      });
    });
    changed('ktravel_sessions');
  }
}
