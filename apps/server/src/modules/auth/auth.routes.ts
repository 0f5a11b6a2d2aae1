import { DevLoginBody, dataOf, GoogleStartQuery, MeResponse, OkDto, UserDto } from '@ktravel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { isSecureRequest, SESSION_COOKIE } from '../../plugins/auth.ts';
import { AuthService, toUserDto } from './auth.service.ts';
import { OidcClient, type OidcTransaction } from './oidc.ts';

const serializeMe = compiledSerializer(MeResponse);

const OIDC_COOKIE = 'ktravel_oidc';
const OIDC_COOKIE_PATH = '/api/auth';
const FAILURE_REDIRECT = '/login?error=oauth_failed';
const SUCCESS_REDIRECT = '/auth/callback';

/** Development sign-ins per address a minute. */
export const DEV_LOGIN_PER_MINUTE = 120;

export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  const service = new AuthService(db, config);
  const oidc = config.google ? new OidcClient(config.google) : undefined;

  /** The public origin: PUBLIC_URL when set, else the one the browser used. */
  const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip ?? null,
  });

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const { token, expiresAt } = await service.startSession(
      userId,
      request.cookies[SESSION_COOKIE],
      meta(request),
    );
    reply.setSessionCookie(token, expiresAt);
  }

  app.get(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (browser navigation)',
        querystring: GoogleStartQuery,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, answers: [302] },
    },
    async (request, reply) => {
      if (!oidc) return reply.redirect(config.devLogin ? '/login' : FAILURE_REDIRECT);
      try {
        const { url, tx } = await oidc.start(
          `${originOf(request)}/api/auth/google/callback`,
          request.query.prompt,
        );
        reply.setCookie(OIDC_COOKIE, JSON.stringify(tx), {
          path: OIDC_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(config, request),
          maxAge: 600,
          signed: true,
        });
        return reply.redirect(url);
      } catch (err) {
        request.log.error({ err }, 'could not start Google sign-in');
        return reply.redirect(FAILURE_REDIRECT);
      }
    },
  );

  app.get(
    '/google/callback',
    { schema: { tags: ['auth'], summary: 'Google sign-in callback', hide: true } },
    async (request, reply) => {
      const raw = request.cookies[OIDC_COOKIE];
      reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
      if (!oidc || !raw) return reply.redirect(FAILURE_REDIRECT);
      try {
        const unsigned = request.unsignCookie(raw);
        if (!unsigned.valid || !unsigned.value) throw new Error('sign-in cookie is not valid');
        const tx = JSON.parse(unsigned.value) as OidcTransaction;
        const callbackUrl = new URL(request.url, tx.redirectUri);
        const identity = await oidc.finish(callbackUrl, tx);
        if (!identity.emailVerified) throw new Error(`unverified email ${identity.email}`);
        const user = await service.upsertUser({
          email: identity.email,
          name: identity.name,
          avatarUrl: identity.picture,
          emailVerified: true,
          googleSub: identity.sub,
        });
        await signIn(request, reply, user.id);
        return reply.redirect(SUCCESS_REDIRECT);
      } catch (err) {
        request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Google sign-in failed');
        return reply.redirect(FAILURE_REDIRECT);
      }
    },
  );

  app.get(
    '/me',
    {
      // Asked on every page load: a compiled serializer instead of the generic zod one.
      serializerCompiler: () => serializeMe,
      schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: MeResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: request.user ? toUserDto(request.user) : null };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'Sign out (deletes the session)', response: { 200: dataOf(OkDto) } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await service.endSession(token);
      reply.clearSessionCookie();
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/dev-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Development sign-in (never in production)',
        body: DevLoginBody,
        response: { 200: dataOf(UserDto) },
      },
      // Never on in production (config refuses it); the limit only stops a runaway script on a shared dev box,
      // and stays above what the browser tests sign in from one address in a minute.
      config: { rateLimit: { max: DEV_LOGIN_PER_MINUTE, timeWindow: '1 minute' }, answers: [404] },
    },
    async (request, reply) => {
      const user = await service.devLogin(request.body.email, request.body.name);
      await signIn(request, reply, user.id);
      return { data: toUserDto(user) };
    },
  );
};
