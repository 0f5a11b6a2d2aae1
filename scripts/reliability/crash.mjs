// Crash test (`npm run test:crash`, after `npm run build`): rounds of a concurrent write load against the built
// server, `kill -9` at a seeded random moment, a restart on the same data, then: every write the server
// acknowledged (2xx) is there, every acknowledged removal stayed removed, and the stored counters equal their
// rows. Writes carry an Idempotency-Key, as the offline browser sends them: after the restart every write the kill
// cut is sent again with its key (and a sample of acknowledged ones), and none may take effect twice (issue 43: a
// kill between a write's commit and its stored answer made the repeat write again). PGlite rounds share one data
// folder; PostgreSQL rounds share one fresh database, dropped at the end.
//
// Env: CRASH_SEED (repeat a run), CRASH_ROUNDS_PGLITE (5), CRASH_ROUNDS_PG (2), CRASH_MEMBERS (24),
// CRASH_KILL_MIN_MS / CRASH_KILL_MAX_MS (1500 / 4500: when the kill comes after the load starts),
// RELIABILITY_PG_URL (where the fresh database is created).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPgDatabase,
  killServer,
  makeAgent,
  openPg,
  openPglite,
  request,
  rng,
  signInMembers,
  sleep,
  startServer,
  stopServer,
  weighted,
} from './lib.mjs';

const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS_PGLITE = Number(process.env.CRASH_ROUNDS_PGLITE ?? 5);
const ROUNDS_PG = Number(process.env.CRASH_ROUNDS_PG ?? 2);
const MEMBERS = Number(process.env.CRASH_MEMBERS ?? 24);
const KILL_MIN_MS = Number(process.env.CRASH_KILL_MIN_MS ?? 1500);
const KILL_MAX_MS = Number(process.env.CRASH_KILL_MAX_MS ?? 4500);

/**
 * Per member and server start, kept under the route limits (comments 20/min, course create 30/min, saves 60/min,
 * shares 30/min per member; contact 5 per 10 min per address): a 429 is not a write, so a load of 429s tests nothing.
 */
const BUDGET = {
  course: 25,
  comment: 18,
  save: 55,
  share: 28,
  contact: 4,
  bookmark: Number.POSITIVE_INFINITY,
};
const WEIGHTS = { course: 14, comment: 28, save: 22, share: 8, bookmark: 20, contact: 8 };
/** The writes whose routes take an Idempotency-Key (DESIGN §8.2). */
const KEYED = new Set(['course', 'comment', 'save', 'bookmark']);
/** The share of acknowledged keyed writes sent again after the restart, to see the first answer come back. */
const ACKED_SAMPLE = 0.1;

const say = (line) => console.log(line);

/** The acknowledged writes of one round, and the pairs whose last state is uncertain (a request cut by the kill). */
function newLedger() {
  return {
    courses: new Map(), // id -> { visibility, author (the member) }
    comments: new Map(), // id -> courseId
    contacts: new Set(),
    shares: new Set(), // `${courseId}:u:${userId}`
    saves: new Map(), // `${courseId}:${userId}` -> true (saved) | false (removed) | 'unknown'
    bookmarks: new Map(), // `${userId}:${placeId}` -> true | false | 'unknown'
    ops: 0,
    acked: 0,
    refused: {}, // status -> count (429s and the like: not writes)
    cut: 0, // requests that got no answer (the kill)
    cutWithKey: [], // { what, send, onAck }: sent again with the same key after the restart
    ackedWithKey: [], // { what, send, status, body }: a sample, sent again to see the same answer
  };
}

/** One member's write loop until `run.stopped`: one request at a time, each pair's state tracked. */
async function memberLoop(member, random, ctx, run) {
  const { base, ledger, pool, places } = ctx;
  const spent = { course: 0, comment: 0, save: 0, share: 0, contact: 0, bookmark: 0 };
  const mySaved = new Set();
  const myBookmarks = new Set();
  // Read at each send: after the restart the member sends again through a new agent.
  const opts = () => ({ cookie: member.cookie, agent: member.agent, timeoutMs: 20_000 });
  while (!run.stopped) {
    const weights = Object.fromEntries(
      Object.entries(WEIGHTS).filter(([op]) => spent[op] < BUDGET[op] || (op === 'save' && mySaved.size > 0)),
    );
    const op = weighted(random, weights);
    const others = pool.filter((c) => c.authorId !== member.id);
    let send;
    let onAck;
    let onCut = () => {};
    if (op === 'course') {
      const visibility = random() < 0.2 ? 'private' : 'public';
      const stops = Array.from({ length: 1 + random.int(3) }, (_, i) => ({
        order: i + 1,
        name: `Stop ${i + 1}`,
        lat: 37.4 + random() * 0.3,
        lng: 126.8 + random() * 0.4,
      }));
      const title = `Crash course ${member.id}-${spent.course}`;
      send = (idempotencyKey, at) =>
        request(at, 'POST', '/api/courses', {
          ...opts(),
          idempotencyKey,
          body: { title, visibility, stops },
        });
      onAck = (body) => {
        ledger.courses.set(body.data.id, { visibility, author: member });
        if (visibility === 'public') pool.push({ id: body.data.id, authorId: member.id });
      };
    } else if (op === 'comment') {
      const course = random.pick(pool);
      const content = `crash comment by ${member.id} #${spent.comment}`;
      send = (idempotencyKey, at) =>
        request(at, 'POST', `/api/comments/course/${course.id}`, {
          ...opts(),
          idempotencyKey,
          body: { content },
        });
      onAck = (body) => ledger.comments.set(body.data.id, course.id);
    } else if (op === 'save') {
      // Save a course not saved yet, or (when over budget, or one time in three) remove a save.
      const unsave = mySaved.size > 0 && (spent.save >= BUDGET.save || random() < 0.33);
      const course = unsave
        ? { id: random.pick([...mySaved]) }
        : random.pick(others.filter((c) => !mySaved.has(c.id)));
      if (!course) continue;
      const key = `${course.id}:${member.id}`;
      send = (idempotencyKey, at) =>
        request(at, unsave ? 'DELETE' : 'POST', `/api/courses/${course.id}/save`, {
          ...opts(),
          idempotencyKey,
        });
      onAck = () => {
        ledger.saves.set(key, !unsave);
        if (unsave) mySaved.delete(course.id);
        else mySaved.add(course.id);
      };
      onCut = () => ledger.saves.set(key, 'unknown');
      if (unsave) spent.save--; // only POST counts against the limit
    } else if (op === 'share') {
      const course = random.pick(pool);
      send = (_key, at) => request(at, 'POST', `/api/courses/${course.id}/share`, opts());
      onAck = () => ledger.shares.add(`${course.id}:u:${member.id}`);
    } else if (op === 'bookmark') {
      const remove = myBookmarks.size > 0 && random() < 0.3;
      const placeId = remove
        ? random.pick([...myBookmarks])
        : random.pick(places.filter((id) => !myBookmarks.has(id)));
      if (placeId === undefined) continue;
      const key = `${member.id}:${placeId}`;
      send = (idempotencyKey, at) =>
        request(at, remove ? 'DELETE' : 'POST', `/api/places/${placeId}/bookmark`, {
          ...opts(),
          idempotencyKey,
        });
      onAck = () => {
        ledger.bookmarks.set(key, !remove);
        if (remove) myBookmarks.delete(placeId);
        else myBookmarks.add(placeId);
      };
      onCut = () => ledger.bookmarks.set(key, 'unknown');
    } else {
      send = (_key, at) =>
        request(at, 'POST', '/api/contact', {
          ...opts(),
          body: {
            name: `Member ${member.id}`,
            email: member.email,
            subject: 'general',
            message: `crash inquiry ${spent.contact}`,
          },
        });
      onAck = (body) => ledger.contacts.add(body.data.id);
    }
    spent[op]++;
    ledger.ops++;
    // Every write that takes one carries an Idempotency-Key (the share and contact routes do not take one).
    const key = KEYED.has(op) ? randomUUID() : undefined;
    const sendKeyed = (at) => send(key, at);
    let res;
    try {
      res = await sendKeyed(base);
    } catch {
      ledger.cut++;
      onCut();
      if (key) ledger.cutWithKey.push({ what: op, send: sendKeyed, onAck });
      continue;
    }
    if (res.status >= 200 && res.status < 300) {
      ledger.acked++;
      onAck(res.body);
      if (key && random() < ACKED_SAMPLE) {
        ledger.ackedWithKey.push({ what: op, send: sendKeyed, status: res.status, body: res.body });
      }
    } else {
      ledger.refused[res.status] = (ledger.refused[res.status] ?? 0) + 1;
      if (res.status === 503) {
        // The overload guard shedding (with Retry-After): not a write; back off a little instead of spinning.
        await sleep(250);
      } else if (res.status >= 500) {
        run.unexpected.push(`${op}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      }
    }
  }
}

/** Acknowledged writes present, lost, and counter mismatches, from direct SQL. */
async function verify(db, ledger, members) {
  const lost = [];
  const ids = (m) => [...m.keys()];
  const present = async (table, wanted) =>
    new Set((await db.query(`select id from ${table} where id = any($1::int[])`, [wanted])).map((r) => r.id));
  const courses = await present('courses', ids(ledger.courses));
  for (const id of ledger.courses.keys()) if (!courses.has(id)) lost.push(`course ${id}`);
  const comments = await present('course_comments', ids(ledger.comments));
  for (const id of ledger.comments.keys()) if (!comments.has(id)) lost.push(`comment ${id}`);
  const contacts = await present('contact_inquiries', [...ledger.contacts]);
  for (const id of ledger.contacts) if (!contacts.has(id)) lost.push(`contact inquiry ${id}`);

  const userIds = members.map((m) => m.id);
  const saveRows = new Set(
    (
      await db.query('select course_id, user_id from course_saves where user_id = any($1::int[])', [userIds])
    ).map((r) => `${r.course_id}:${r.user_id}`),
  );
  const bookmarkRows = new Set(
    (await db.query('select user_id, place_id from bookmarks where user_id = any($1::int[])', [userIds])).map(
      (r) => `${r.user_id}:${r.place_id}`,
    ),
  );
  const shareRows = new Set(
    (
      await db.query('select course_id, sharer_key from course_shares where sharer_key = any($1::text[])', [
        userIds.map((id) => `u:${id}`),
      ])
    ).map((r) => `${r.course_id}:${r.sharer_key}`),
  );
  let checked = ledger.courses.size + ledger.comments.size + ledger.contacts.size;
  for (const [rows, states, what] of [
    [saveRows, ledger.saves, 'save'],
    [bookmarkRows, ledger.bookmarks, 'bookmark'],
  ]) {
    for (const [key, state] of states) {
      if (state === 'unknown') continue;
      checked++;
      if (rows.has(key) !== state)
        lost.push(`${what} ${key} ${state ? 'missing' : 'came back after removal'}`);
    }
  }
  for (const key of ledger.shares) {
    checked++;
    if (!shareRows.has(key)) lost.push(`share ${key}`);
  }

  // Exactly once: each course title and comment text is one request's, so two rows of one are a write run twice.
  for (const r of await db.query(`
    select 'course' as what, title as name, count(*)::int as n from courses where title like 'Crash course %'
      group by title having count(*) > 1
    union all
    select 'comment', content, count(*)::int from course_comments where content like 'crash comment by %'
      group by content having count(*) > 1`)) {
    lost.push(`${r.what} "${r.name}" written ${r.n} times`);
  }

  const mismatches = [];
  for (const r of await db.query(`
    select c.id, c.save_count, c.share_count, c.comment_count,
      (select count(*) from course_saves s where s.course_id = c.id)::int as saves,
      (select count(*) from course_shares s where s.course_id = c.id)::int as shares,
      (select count(*) from course_comments s where s.course_id = c.id)::int as comments
    from courses c`)) {
    if (r.save_count !== r.saves || r.share_count !== r.shares || r.comment_count !== r.comments) {
      mismatches.push(
        `course ${r.id}: save_count ${r.save_count}/${r.saves} share_count ${r.share_count}/${r.shares} comment_count ${r.comment_count}/${r.comments}`,
      );
    }
  }
  for (const r of await db.query(`
    select status::text, type_key, coalesce(k.n, 0)::int as stored, coalesce(p.n, 0)::int as counted
    from place_counts k
    full join (select status, coalesce(type::text, '') as type_key, count(*) as n from places group by 1, 2) p
      using (status, type_key)
    where coalesce(k.n, 0) <> coalesce(p.n, 0)`)) {
    mismatches.push(`place_counts ${r.status}/${r.type_key || '(none)'}: ${r.stored}, rows ${r.counted}`);
  }
  for (const r of await db.query(`
    select visibility::text, coalesce(k.n, 0)::int as stored, coalesce(c.n, 0)::int as counted
    from course_counts k
    full join (select visibility, count(*) as n from courses group by 1) c using (visibility)
    where coalesce(k.n, 0) <> coalesce(c.n, 0)`)) {
    mismatches.push(`course_counts ${r.visibility}: ${r.stored}, rows ${r.counted}`);
  }
  return { checked, lost, mismatches };
}

/**
 * After the restart, as an offline browser does: every keyed write the kill cut is sent again with its key (its
 * answer acknowledges it now, whether it had committed or not), and each sampled acknowledged one must answer its
 * first answer again. A write run twice shows in `verify` as a row twice.
 */
async function sendAgain(server, ledger, members, run) {
  const counts = { cut: ledger.cutWithKey.length, replayed: 0, ran: 0, acked: ledger.ackedWithKey.length };
  for (const m of members) m.agent = makeAgent({ localAddress: m.address, maxSockets: 1 });
  const base = server.url;
  const retry = async (send) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await send(base);
      // The overload guard a moment after the start: come back.
      if (res.status !== 503) return res;
      await sleep(500);
    }
    return send(base);
  };
  const jobs = [
    ...ledger.cutWithKey.map((cut) => async () => {
      const res = await retry(cut.send);
      if (res.status >= 200 && res.status < 300) {
        ledger.acked++;
        cut.onAck(res.body);
        if (res.headers['idempotent-replayed'] === 'true') counts.replayed++;
        else counts.ran++;
      } else {
        run.unexpected.push(
          `${cut.what} sent again after the restart: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
      }
    }),
    ...ledger.ackedWithKey.map((acked) => async () => {
      const res = await retry(acked.send);
      if (res.status !== acked.status || JSON.stringify(res.body) !== JSON.stringify(acked.body)) {
        run.unexpected.push(
          `${acked.what} acknowledged, sent again: ${res.status} ${JSON.stringify(res.body).slice(0, 200)} (first ${acked.status})`,
        );
      }
    }),
  ];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  for (const m of members) m.agent.destroy();
  return counts;
}

/** Reads every acknowledged course back through the restarted server's API, as its author (private ones too). */
async function readBack(server, ledger) {
  const failures = [];
  const entries = [...ledger.courses];
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [id, { author }] = entries[next++];
      let res;
      for (let attempt = 0; attempt < 20; attempt++) {
        res = await request(server.url, 'GET', `/api/courses/${id}`, { cookie: author.cookie });
        // 503 is the overload guard asking to come back (a moment after a start), not an answer about the row.
        if (res.status !== 503) break;
        await sleep(500);
      }
      if (res.status !== 200) failures.push(`GET /api/courses/${id} as its author: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failures;
}

async function round(kind, n, random, target) {
  const ledger = newLedger();
  const run = { stopped: false, unexpected: [] };
  const t0 = performance.now();
  const server = await startServer(target);
  const members = await signInMembers(server.url, MEMBERS, {
    prefix: `crash-${SEED}-${kind}-${n}-`,
    maxSockets: 1,
  });
  const list = await request(server.url, 'GET', '/api/courses/public?limit=100');
  const pool = list.body.data.items.map((c) => ({ id: c.id, authorId: c.author.id }));
  const placeList = await request(server.url, 'GET', '/api/places?pageSize=100');
  const places = placeList.body.data.items.map((p) => p.id);
  if (pool.length === 0 || places.length === 0)
    throw new Error('no seeded courses or places to write against');

  const killAfter = Math.round(random.between(KILL_MIN_MS, KILL_MAX_MS));
  const ctx = { base: server.url, ledger, pool, places };
  const loops = members.map((m) => memberLoop(m, rng(random.int(2 ** 31)), ctx, run));
  await sleep(killAfter);
  // No new request after this point; those in flight are cut by the kill (or were answered just before it).
  run.stopped = true;
  await killServer(server);
  await Promise.all(loops);
  for (const m of members) m.agent.destroy();

  const restarted = await startServer(target);
  const t1 = performance.now();
  if (target.databaseUrl) {
    // Two minutes pass (PostgreSQL cannot know the claims of a killed instance are dead before then; the embedded
    // database frees them at start): claims that wrote nothing are aged past that, so their writes run once more.
    const db = await openPg(target.databaseUrl);
    try {
      await db.query(
        `update idempotency_keys set created_at = now() - interval '3 minutes' where status is null and effect is null`,
      );
    } finally {
      await db.close();
    }
  }
  const resent = await sendAgain(restarted, ledger, members, run);
  const apiFailures = await readBack(restarted, ledger);
  let result;
  if (target.databaseUrl) {
    const db = await openPg(target.databaseUrl);
    try {
      result = await verify(db, ledger, members);
    } finally {
      await db.close();
    }
    await stopServer(restarted);
  } else {
    // PGlite's folder may be opened by one process only: stop the server, then read it directly.
    const status = await stopServer(restarted);
    if (status.code !== 0) run.unexpected.push(`restarted server stopped with ${JSON.stringify(status)}`);
    const db = await openPglite(target.dataDir);
    try {
      result = await verify(db, ledger, members);
    } finally {
      await db.close();
    }
  }
  result.lost.push(...apiFailures);
  if (ledger.acked === 0)
    run.unexpected.push('no write was acknowledged before the kill: the round tested nothing');
  const refused = Object.entries(ledger.refused)
    .map(([status, count]) => `${count}x${status}`)
    .join(' ');
  const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
  say(
    `${kind.padEnd(8)} round ${n}: kill at ${String(killAfter).padStart(4)} ms | ` +
      `writes acknowledged ${String(ledger.acked).padStart(4)} -> ${String(result.checked).padStart(4)} rows/states expected, ` +
      `found ${String(result.checked - result.lost.length).padStart(4)}, lost ${result.lost.length} | ` +
      `counter mismatches ${result.mismatches.length}`,
  );
  say(
    `${' '.repeat(18)}sent ${ledger.ops}, cut by the kill ${ledger.cut}${refused ? `, refused ${refused}` : ''}; ` +
      `sent again with their keys: ${resent.cut} cut (${resent.replayed} answered from what they wrote, ${resent.ran} run now), ` +
      `${resent.acked} acknowledged (same answers); ` +
      `start ${secs(server.startMs)}, restart ${secs(restarted.startMs)}, verify ${secs(performance.now() - t1)}, ` +
      `round ${secs(performance.now() - t0)}`,
  );
  for (const line of [...result.lost, ...result.mismatches, ...run.unexpected].slice(0, 20))
    say(`    ${line}`);
  return result.lost.length + result.mismatches.length + run.unexpected.length === 0;
}

async function main() {
  const started = performance.now();
  say(`crash test: seed ${SEED} (CRASH_SEED=${SEED} repeats the kill moments), ${MEMBERS} members`);
  const random = rng(SEED);
  let ok = true;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-crash-'));
  try {
    for (let n = 1; n <= ROUNDS_PGLITE; n++) ok = (await round('pglite', n, random, { dataDir })) && ok;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (ROUNDS_PG > 0) {
    const database = await createPgDatabase('ktravel_crash');
    if (database.unreachable) {
      say(`postgres: skipped, PostgreSQL not reachable (${database.unreachable})`);
    } else {
      const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-crash-pg-'));
      try {
        for (let n = 1; n <= ROUNDS_PG; n++) {
          ok = (await round('postgres', n, random, { databaseUrl: database.url, dataDir: pgDataDir })) && ok;
        }
      } finally {
        await database.drop();
        fs.rmSync(pgDataDir, { recursive: true, force: true });
      }
    }
  }
  say(`crash test ${ok ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
