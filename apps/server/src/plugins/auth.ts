import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError, notSignedIn } from '../lib/app-error.ts';
import { NotifiedCache } from '../lib/notified-cache.ts';
import { runPeriodically } from '../lib/periodic-task.ts';
import { hashSessionToken, isPlausibleToken } from '../lib/session-token.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import {
  deleteExpiredSessions,
  prepareFindSessionUser,
  type SessionLookup,
  touchSession,
} from './session.repository.ts';

export const SESSION_COOKIE = 'ktravel_session';
/** Sliding expiry is written at most once a minute per session, so a busy client does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session row (reused for a few seconds, decision 011); null when anonymous. */
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** Whether cookies must carry `Secure`: behind https (PUBLIC_URL or the request itself). */
export function isSecureRequest(config: AppConfig, request: FastifyRequest): boolean {
  return config.publicUrl ? config.publicUrl.startsWith('https://') : request.protocol === 'https';
}

/** Expired sessions are deleted a minute after start, then hourly (every instance may: the deletes are idempotent). */
const EXPIRED_CLEANUP_FIRST_MS = 60_000;
const EXPIRED_CLEANUP_EVERY_MS = 60 * 60_000;

/** How long a token's hash is remembered after it was computed (a bounded memo, not a session cache). */
const TOKEN_HASH_MEMO_MS = 10 * 60_000;

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig; database: Database }) => {
    const { config, database } = opts;
    const { db } = database;
    const ttlMs = config.sessionTtlDays * 24 * 60 * 60 * 1000;
    const findSessionUser = prepareFindSessionUser(db);
    // Look-ups by token hash, reused for a few seconds; sign-out, role changes and deletions empty it on every
    // instance at once (docs/decisions/011).
    const cache = new NotifiedCache<string, SessionLookup>(config.sessionCacheMs);
    // The keyed hash of a token is the same every time: computed once per token (an HMAC per request otherwise).
    const tokenHashes = new TtlCache<string, string>(TOKEN_HASH_MEMO_MS, 10_000);
    await cache.attach(app, database, 'ktravel_sessions');

    // Expired rows are refused by the look-up; this deletes them, off the request path, so the table holds live
    // sessions only. Timers never keep the process alive, and stop with the app.
    let stopDeleting: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopDeleting = runPeriodically(
        () =>
          deleteExpiredSessions(db, new Date())
            .then((deleted) => {
              if (deleted > 0) app.log.info({ deleted }, 'sessions: deleted expired sessions');
            })
            .catch((err: unknown) => app.log.error({ err }, 'sessions: could not delete expired sessions')),
        EXPIRED_CLEANUP_FIRST_MS,
        EXPIRED_CLEANUP_EVERY_MS,
      );
    });
    app.addHook('onClose', async () => {
      await stopDeleting?.();
    });

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string, expiresAt: Date) {
      return this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(config, this.request),
        expires: expiresAt,
      });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      // A garbage cookie is simply anonymous.
      if (!isPlausibleToken(token)) return;
      let tokenHash = tokenHashes.get(token);
      if (tokenHash === undefined) {
        tokenHash = hashSessionToken(token, config.sessionSecret);
        tokenHashes.set(token, tokenHash);
      }
      const row = await cache.lookup(
        tokenHash,
        () => findSessionUser(tokenHash),
        (session) => session.expiresAt.getTime() > Date.now(),
      );
      if (!row) return;
      request.user = {
        id: row.id,
        email: row.email,
        name: row.name,
        avatarUrl: row.avatarUrl,
        role: row.role,
      };
      request.sessionId = row.sessionId;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const lastSeenAt = new Date();
        const expiresAt = new Date(lastSeenAt.getTime() + ttlMs);
        await touchSession(db, row.sessionId, lastSeenAt, expiresAt);
        cache.update(tokenHash, (session) => ({ ...session, lastSeenAt, expiresAt }));
        reply.setSessionCookie(token, expiresAt);
      }
    });
  },
);

/**
 * Route guards, used as a route's `onRequest` hook (`onRequest: requireUser`, a function, not a shared array: the
 * rate limiter adds its hooks to a route's own list). They run after the session look-up above and before the body
 * is read or validated, so an anonymous caller is refused 401 without its body costing anything, and an admin
 * route answers 401/403 before any 400 (authorization first).
 */

/** Route guard (onRequest): 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
}

/** Route guard (onRequest): 401 when anonymous, 403 unless admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
  if (request.user.role !== 'admin')
    throw new AppError(403, 'FORBIDDEN', 'Administrator permission required');
}

/** The signed-in user of a request already guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notSignedIn();
  return request.user;
}
