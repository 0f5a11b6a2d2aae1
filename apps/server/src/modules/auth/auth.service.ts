import type { UserDto } from '@ktravel/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { changed } from '../../lib/notified-cache.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import * as sessions from '../../plugins/session.repository.ts';
import * as repo from './auth.repository.ts';

export interface Identity {
  email: string;
  name: string;
  avatarUrl: string | null;
  emailVerified: boolean;
  /** Google subject; undefined for development sign-in. */
  googleSub?: string;
}

export const toUserDto = (
  u: Pick<repo.UserRow, 'id' | 'email' | 'name' | 'avatarUrl' | 'role'>,
): UserDto => ({
  id: u.id,
  email: u.email,
  name: u.name,
  avatarUrl: u.avatarUrl,
  role: u.role,
});

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  /**
   * Creates or updates the user for a verified identity. Admin rights come from ADMIN_EMAILS or a pending invite,
   * and are granted at sign-in only (never taken away here, so an admin's demotion sticks until re-invited).
   */
  async upsertUser(identity: Identity): Promise<repo.UserRow> {
    const email = identity.email.trim().toLowerCase();
    const user = await this.db.transaction(async (tx) => {
      let user = identity.googleSub ? await repo.findUserByGoogleSub(tx, identity.googleSub) : undefined;
      user ??= await repo.findUserByEmail(tx, email);
      const invited = await repo.acceptAdminInvite(tx, email);
      const makeAdmin = invited || this.config.adminEmails.includes(email);
      const now = new Date();
      if (!user) {
        return repo.insertUser(tx, {
          email,
          name: identity.name,
          avatarUrl: identity.avatarUrl,
          emailVerified: identity.emailVerified,
          googleSub: identity.googleSub ?? null,
          provider: identity.googleSub ? 'google' : 'dev',
          role: makeAdmin ? 'admin' : 'user',
          lastLoginAt: now,
        });
      }
      return repo.updateUser(tx, user.id, {
        email,
        name: identity.name || user.name,
        avatarUrl: identity.avatarUrl ?? user.avatarUrl,
        emailVerified: identity.emailVerified || user.emailVerified,
        ...(identity.googleSub ? { googleSub: identity.googleSub, provider: 'google' } : {}),
        ...(makeAdmin ? { role: 'admin' as const } : {}),
        lastLoginAt: now,
      });
    });
    // A role or profile may have changed: cached look-ups of the user's other sessions are read again.
    changed('ktravel_sessions');
    return user;
  }

  /** Issues a new session for the user (replacing the previous one, if any) and returns the cookie token. */
  async startSession(
    userId: number,
    previousToken: string | undefined,
    meta: { userAgent: string | null; ip: string | null },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = this.expiryFromNow();
    await this.db.transaction(async (tx) => {
      if (previousToken)
        await sessions.deleteSessionByHash(tx, hashSessionToken(previousToken, this.config.sessionSecret));
      await sessions.insertSession(tx, {
        tokenHash: hashSessionToken(token, this.config.sessionSecret),
        userId,
        expiresAt,
        ...meta,
      });
    });
    if (previousToken) changed('ktravel_sessions');
    return { token, expiresAt };
  }

  async endSession(token: string): Promise<void> {
    await sessions.deleteSessionByHash(this.db, hashSessionToken(token, this.config.sessionSecret));
    changed('ktravel_sessions');
  }

  expiryFromNow(): Date {
    return new Date(Date.now() + this.config.sessionTtlDays * 24 * 60 * 60 * 1000);
  }

  async devLogin(email: string, name: string): Promise<repo.UserRow> {
    if (!this.config.devLogin)
      throw new AppError(404, 'DEV_LOGIN_DISABLED', 'Development sign-in is not enabled');
    return this.upsertUser({ email, name, avatarUrl: null, emailVerified: false });
  }
}
