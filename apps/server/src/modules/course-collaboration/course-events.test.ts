import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, signIn, type TestApp, testConfig, testDatabaseUrls } from '../../test/helpers.ts';

/**
 * `GET /api/courses/{id}/events` (DESIGN §8.4) over a real socket: a change reaches the course's readers as
 * `event: course`, a reader whose part changes is told (`event: access`), one who loses access or signs out is cut off, a sixth stream is refused, and on
 * PostgreSQL a change made through one instance reaches a reader connected to another.
 */
let t: TestApp;
let base: string;
let owner: string;
let friend: string;
let friendId: number;
let courseId: number;

const STOP = { order: 1, name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** An open stream: the text read so far, and a wait for a piece of it. */
async function openStream(at: string, cookie: string | undefined, id = courseId) {
  const controller = new AbortController();
  const res = await fetch(`${at}/api/courses/${id}/events`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  let text = '';
  let ended = false;
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) text += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  const until = async (check: () => boolean, what: string, ms = 5000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms)
        throw new Error(`stream: no ${what} in ${ms} ms; got ${JSON.stringify(text)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res,
    text: () => text,
    events: () =>
      [...text.matchAll(/event: course\ndata: (.*)\n/g)].map(
        (m) => JSON.parse(m[1]!) as { version: number; by: { name: string } },
      ),
    access: () =>
      [...text.matchAll(/event: access\ndata: (.*)\n/g)].map(
        (m) => JSON.parse(m[1]!) as { canRead: boolean; viewerRole: string | null },
      ),
    waitFor: (piece: string) => until(() => text.includes(piece), JSON.stringify(piece)),
    waitForEnd: () => until(() => ended, 'end'),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const put = (app: FastifyInstance, cookie: string, title: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}`,
    headers: { cookie },
    payload: { title, visibility: 'private', stops: [STOP] },
  });

beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  owner = await signIn(t.app, 'events-owner@example.com', 'Owner');
  friend = await signIn(t.app, 'events-friend@example.com', 'Minji');
  friendId = (await t.app.inject({ url: '/api/auth/me', headers: { cookie: friend } })).json().data.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { cookie: owner },
    payload: { title: 'Live', visibility: 'private', stops: [STOP] },
  });
  courseId = created.json().data.id;
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/invites`,
    headers: { cookie: owner },
    payload: { role: 'editor' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/invites/${invite.json().data.token}/accept`,
    headers: { cookie: friend },
  });
  base = await listen(t.app);
});
afterAll(async () => {
  // Open streams must not keep the app from closing.
  await t.close();
});

describe('GET /api/courses/{id}/events', () => {
  it('sends `event: course` with the version and who changed it to every reader', async () => {
    const ownerStream = await openStream(base, owner);
    expect(ownerStream.res.headers.get('content-type')).toContain('text/event-stream');
    await ownerStream.waitFor(': connected');
    const saved = await put(t.app, friend, 'Changed by Minji');
    expect(saved.statusCode, saved.body).toBe(200);
    await ownerStream.waitFor('event: course');
    expect(ownerStream.events()).toEqual([
      { version: saved.json().data.version, by: { id: friendId, name: 'Minji' } },
    ]);
    await ownerStream.close();
  });

  it('answers the version as JSON to a client that does not ask for a stream, and 404 to who may not read it', async () => {
    const plain = await t.app.inject({ url: `/api/courses/${courseId}/events`, headers: { cookie: friend } });
    expect(plain.json().data.version).toBeGreaterThan(0);
    const stranger = await signIn(t.app, 'events-stranger@example.com', 'Stranger');
    const refused = await fetch(`${base}/api/courses/${courseId}/events`, {
      headers: { accept: 'text/event-stream', cookie: stranger },
    });
    expect(refused.status).toBe(404);
    expect(
      (await fetch(`${base}/api/courses/${courseId}/events`, { headers: { accept: 'text/event-stream' } }))
        .status,
    ).toBe(404);
  });

  it('refuses a sixth stream of the same member', async () => {
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(base, owner)));
    await Promise.all(streams.map((s) => s.waitFor(': connected')));
    const sixth = await fetch(`${base}/api/courses/${courseId}/events`, {
      headers: { accept: 'text/event-stream', cookie: owner },
    });
    expect(sixth.status).toBe(429);
    await Promise.all(streams.map((s) => s.close()));
    // Closed streams free their places.
    await new Promise((r) => setTimeout(r, 100));
    const again = await openStream(base, owner);
    await again.waitFor(': connected');
    await again.close();
  });

  it('ends the stream of a reader who signs out, and of one who loses access', async () => {
    const session = await signIn(t.app, 'events-friend@example.com', 'Minji');
    const signedOut = await openStream(base, session);
    await signedOut.waitFor(': connected');
    const out = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: session, origin: base },
    });
    expect(out.status).toBe(200);
    await signedOut.waitForEnd();

    // Made a viewer: told at once (their page drops Edit), the stream goes on.
    const removed = await openStream(base, friend);
    await removed.waitFor(': connected');
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/${courseId}/collaborators/${friendId}`,
      headers: { cookie: owner },
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode).toBe(200);
    await removed.waitFor('event: access');
    expect(removed.access()).toEqual([{ canRead: true, viewerRole: 'viewer' }]);
    // Removed from the private course: told they may no longer read it, and the stream ends.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${courseId}/collaborators/${friendId}`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(200);
    await removed.waitForEnd();
    expect(removed.access()).toEqual([
      { canRead: true, viewerRole: 'viewer' },
      { canRead: false, viewerRole: null },
    ]);
  });
});

describe('bounds on live streams (issue 43)', () => {
  let bounded: TestApp;
  let at: string;
  let publicCourse: number;
  const MAX = 4;
  const PER_ADDRESS = 2;

  beforeAll(async () => {
    bounded = await buildTestApp({
      SSE_MAX_STREAMS: String(MAX),
      SSE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    });
    const author = await signIn(bounded.app, 'bounded-owner@example.com', 'Owner');
    publicCourse = (
      await bounded.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { cookie: author },
        payload: { title: 'Open to all', stops: [STOP] },
      })
    ).json().data.id;
    at = await listen(bounded.app);
  });
  afterAll(async () => bounded.close());

  const refusedStream = async (cookie?: string) => {
    const res = await fetch(`${at}/api/courses/${publicCourse}/events`, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };

  it('refuses an address past its anonymous streams (429) and anyone past the instance’s (503), with Retry-After', async () => {
    const anonymous = await Promise.all(
      Array.from({ length: PER_ADDRESS }, () => openStream(at, undefined, publicCourse)),
    );
    await Promise.all(anonymous.map((s) => s.waitFor(': connected')));
    // More than the bound from one address: refused, saying when to try again.
    expect(await refusedStream()).toMatchObject({
      status: 429,
      retryAfter: '30',
      body: { error: { code: 'RATE_LIMITED' } },
    });
    // Members count on their own bound, until the instance is full.
    const members = await Promise.all(
      ['a', 'b'].map((name) => signIn(bounded.app, `bounded-${name}@example.com`, name)),
    );
    const signedIn = await Promise.all(members.map((cookie) => openStream(at, cookie, publicCourse)));
    await Promise.all(signedIn.map((s) => s.waitFor(': connected')));
    const late = await signIn(bounded.app, 'bounded-late@example.com', 'Late');
    expect(await refusedStream(late)).toMatchObject({
      status: 503,
      retryAfter: '30',
      body: { error: { code: 'SERVICE_UNAVAILABLE' } },
    });
    // A closed stream frees its place.
    await signedIn[0]!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await openStream(at, late, publicCourse);
    await again.waitFor(': connected');
    await Promise.all([again, signedIn[1]!, ...anonymous].map((s) => s.close()));
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let secondBase: string;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    const url = testDatabaseUrls.get(t.database);
    if (!url) throw new Error('no database URL');
    const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
    second = await buildApp(testConfig(), { database });
    await second.ready();
    secondBase = await listen(second);
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
  });
  afterAll(async () => closeSecond());

  it('a change saved through one instance reaches a reader connected to the other', async () => {
    const reader = await openStream(secondBase, owner);
    await reader.waitFor(': connected');
    const saved = await put(t.app, owner, 'Saved on the first instance');
    expect(saved.statusCode, saved.body).toBe(200);
    await reader.waitFor('event: course');
    expect(reader.events().at(-1)).toMatchObject({
      version: saved.json().data.version,
      by: { name: 'Owner' },
    });
    await reader.close();
  });
});
