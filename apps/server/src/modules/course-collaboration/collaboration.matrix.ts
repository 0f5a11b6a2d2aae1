// The authorization matrix's rows for planning together (test/route-matrix.ts spreads them into MATRIX). Each row
// works on a private course of the matrix owner's that the matrix editor and viewer plan with them: the other
// member and anonymous callers must not learn it exists (404 and 401), admins and the collaborators see it but are
// not its owner (403 for the owner's actions).
import { courseCollaborators, courseInvites } from '../../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import type { Fixtures, MatrixRow } from '../../test/route-matrix.ts';

const ownerOnly = (status: number) => ({
  anonymous: 401,
  member: 404,
  owner: status,
  admin: 403,
  editor: 403,
  viewer: 403,
});
/** Whoever may read the course: its owner, its collaborators and admins. */
const readers = { anonymous: 404, member: 404, owner: 200, admin: 200, editor: 200, viewer: 200 };

/** An invite to a new private course of the owner's, made straight in the database; its token. */
async function invite(f: Fixtures, role: 'editor' | 'viewer' = 'viewer', shared = true) {
  const courseId = shared ? await f.sharedCourse('private') : await f.course('private');
  const token = newSessionToken();
  await f.app.database.db.insert(courseInvites).values({
    courseId,
    role,
    tokenHash: hashSessionToken(token, f.app.config.sessionSecret),
    createdById: f.ownerId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { courseId, token };
}

/** A private course of the owner's with a collaborator (a member made for the row); the collaborator's id. */
async function withCollaborator(f: Fixtures) {
  const courseId = await f.sharedCourse('private');
  const userId = await f.user();
  await f.app.database.db.insert(courseCollaborators).values({ courseId, userId, role: 'viewer' });
  return { courseId, userId };
}

export const COLLABORATION_MATRIX: MatrixRow[] = [
  {
    route: 'POST /api/courses/:id/invites',
    expect: ownerOnly(201),
    request: async (f) => ({
      url: `/api/courses/${await f.sharedCourse('private')}/invites`,
      payload: { role: 'editor' },
    }),
  },
  {
    route: 'GET /api/courses/:id/invites',
    expect: ownerOnly(200),
    request: async (f) => ({ url: `/api/courses/${(await invite(f)).courseId}/invites` }),
  },
  {
    route: 'DELETE /api/courses/:id/invites/:token',
    expect: ownerOnly(200),
    request: async (f) => {
      const { courseId, token } = await invite(f);
      return { url: `/api/courses/${courseId}/invites/${token}` };
    },
  },
  {
    // The link is the secret: whoever holds it may see what it is for.
    route: 'GET /api/invites/:token',
    expect: { anonymous: 200, member: 200, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/invites/${(await invite(f)).token}` }),
  },
  {
    // Any member joins by the link; its course's owner has nothing to join (409).
    route: 'POST /api/invites/:token/accept',
    expect: { anonymous: 401, member: 200, owner: 409, admin: 200, editor: 200, viewer: 200 },
    request: async (f) => ({ url: `/api/invites/${(await invite(f, 'viewer', false)).token}/accept` }),
  },
  {
    // The owner, collaborators and admins; the other member gets the private course's 404.
    route: 'GET /api/courses/:id/collaborators',
    expect: { anonymous: 401, member: 404, owner: 200, admin: 200, editor: 200, viewer: 200 },
    request: async (f) => ({ url: `/api/courses/${(await withCollaborator(f)).courseId}/collaborators` }),
  },
  {
    route: 'PATCH /api/courses/:id/collaborators/:userId',
    expect: ownerOnly(200),
    request: async (f) => {
      const { courseId, userId } = await withCollaborator(f);
      return { url: `/api/courses/${courseId}/collaborators/${userId}`, payload: { role: 'editor' } };
    },
  },
  {
    route: 'DELETE /api/courses/:id/collaborators/:userId',
    expect: ownerOnly(200),
    request: async (f) => {
      const { courseId, userId } = await withCollaborator(f);
      return { url: `/api/courses/${courseId}/collaborators/${userId}` };
    },
  },
  {
    // Read like the course (a private one is everyone else's 404); without Accept: text/event-stream it answers
    // the version as JSON (the stream itself: course-events.test.ts).
    route: 'GET /api/courses/:id/events',
    expect: readers,
    request: async (f) => ({ url: `/api/courses/${await f.sharedCourse('private')}/events` }),
  },
  {
    route: 'GET /api/courses/:id/activity',
    expect: readers,
    request: async (f) => ({ url: `/api/courses/${await f.sharedCourse('private')}/activity` }),
  },
];
