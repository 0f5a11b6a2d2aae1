import {
  COURSE_EVENT_STREAMS_PER_MEMBER,
  type CourseAccessEventDto,
  type CourseEventDto,
} from '@ktravel/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { courseActivity, sessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { canSeeCourse, viewerRoleIn } from '../../lib/course-access.ts';
import { onChanged } from '../../lib/notified-cache.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCourseAccess } from '../courses/course-access.repository.ts';
import type { ActivityLine } from './course-activity.ts';

/** What goes through `ktravel_course_events`: a change (to every reader), or "who may read it changed". */
type CourseNotice =
  | ({ courseId: number; kind: 'change' } & CourseEventDto)
  | { courseId: number; kind: 'access' };

const CHANNEL = 'ktravel_course_events';

/**
 * Records what a save changed in the course's activity and tells every instance's readers (sent when the
 * transaction commits), in one statement: a save's cost grows by one round trip, not two.
 */
export async function recordCourseChange(
  db: DbOrTx,
  courseId: number,
  event: CourseEventDto,
  lines: readonly ActivityLine[],
): Promise<void> {
  const notice: CourseNotice = { courseId, kind: 'change', ...event };
  const notify = sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`;
  if (lines.length === 0) {
    await db.execute(notify);
    return;
  }
  const rows = lines.map(
    (line) => sql`(${courseId}, ${event.by.id}, ${line.kind}, ${JSON.stringify(line.details)}::jsonb)`,
  );
  await db.execute(
    sql`with added as (insert into ${courseActivity} (course_id, user_id, kind, details) values ${sql.join(rows, sql`, `)} returning 1) ${notify}`,
  );
}

/**
 * Tells every instance that who may read or edit a course changed (a collaborator went or got another role, it was
 * deleted or made private).
 */
export async function notifyCourseAccess(db: DbOrTx, courseId: number): Promise<void> {
  const notice: CourseNotice = { courseId, kind: 'access' };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Seconds a refused stream is told to wait (Retry-After). */
export const STREAM_RETRY_AFTER_S = 30;

/** The streams this instance holds at most: in all, and per address of readers who are not signed in. */
export interface StreamBounds {
  max: number;
  perAddress: number;
}

/** Whose bound a stream counts against: its member's, or its address's when not signed in. */
const readerKey = (viewer: SessionUser | null, address: string) =>
  viewer ? `member:${viewer.id}` : `address:${address}`;

/** What a stream sends: `event: course` after a change, `event: access` when the reader's part in it changed. */
export type StreamMessage =
  | { event: 'course'; data: CourseEventDto }
  | { event: 'access'; data: CourseAccessEventDto };

/** One open stream: who reads which course (from which address), and how to write to and end it. */
interface Stream {
  courseId: number;
  viewer: SessionUser | null;
  address: string;
  sessionId: number | null;
  send: (message: StreamMessage) => void;
  close: () => void;
}

/**
 * The live course streams of this instance (DESIGN §8.4). One listening connection per instance hears every
 * instance's notices (PostgreSQL `LISTEN/NOTIFY`; PGlite is one process) and hands each to the streams of its
 * course; an idle stream costs no database connection and no timer but the plugin's heartbeat. A stream ends when
 * its reader may no longer read the course (checked when told that access changed: first told `canRead: false`;
 * the readers who still may are told their part, so a collaborator demoted or removed loses Edit at once), when its
 * session ends
 * (checked when sessions change) and on shutdown. Bounded (issue 43: 19,600 anonymous streams ran the process out
 * of files): at most COURSE_EVENT_STREAMS_PER_MEMBER per member and `perAddress` per address of anonymous readers
 * (429), and `max` in all (503), each refusal with Retry-After.
 */
export class CourseEventHub {
  private readonly byCourse = new Map<number, Set<Stream>>();
  /** Open streams per reader: `member:<id>` for the signed in, `address:<ip>` for the others. */
  private readonly perReader = new Map<string, number>();
  private total = 0;
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    private readonly bounds: StreamBounds,
  ) {}

  async start(): Promise<void> {
    this.stops.push(
      await this.database.listen(CHANNEL, (event, payload) => {
        if (event === 'notify' && payload) this.deliver(payload);
      }),
      await this.database.listen('ktravel_sessions', (event) => {
        if (event === 'notify') void this.checkSessions();
      }),
    );
    // This instance's own sign-outs at once (others' arrive by NOTIFY).
    const forget = onChanged('ktravel_sessions', () => void this.checkSessions());
    this.stops.push(async () => forget());
  }

  /** Ends every stream and stops listening (the app is closing). */
  async stop(): Promise<void> {
    for (const streams of this.byCourse.values()) for (const stream of streams) stream.close();
    this.byCourse.clear();
    this.perReader.clear();
    this.total = 0;
    await Promise.all(this.stops.splice(0).map((stop) => stop()));
  }

  /** Streams open on this instance now. */
  get size(): number {
    return this.total;
  }

  /** Why one more stream of this reader may not open now (429 past their own bound, 503 past the instance's). */
  refusal(viewer: SessionUser | null, address: string): AppError | undefined {
    if (this.total >= this.bounds.max) {
      return new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Too many live course streams are open on this server; try again later',
        undefined,
        STREAM_RETRY_AFTER_S,
      );
    }
    const open = this.perReader.get(readerKey(viewer, address)) ?? 0;
    const bound = viewer ? COURSE_EVENT_STREAMS_PER_MEMBER : this.bounds.perAddress;
    if (open < bound) return undefined;
    return new AppError(
      429,
      'RATE_LIMITED',
      viewer
        ? 'Too many live course streams are open: close one first'
        : 'Too many live course streams are open from this address: sign in or close one first',
      undefined,
      STREAM_RETRY_AFTER_S,
    );
  }

  /** Adds a stream, or answers why not (see `refusal`). The returned function removes it. */
  open(stream: Stream): (() => void) | AppError {
    const refused = this.refusal(stream.viewer, stream.address);
    if (refused) return refused;
    const reader = readerKey(stream.viewer, stream.address);
    const count = (by: number) => {
      const left = (this.perReader.get(reader) ?? 0) + by;
      if (left > 0) this.perReader.set(reader, left);
      else this.perReader.delete(reader);
    };
    count(1);
    this.total += 1;
    let streams = this.byCourse.get(stream.courseId);
    if (!streams) {
      streams = new Set();
      this.byCourse.set(stream.courseId, streams);
    }
    streams.add(stream);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      streams.delete(stream);
      if (streams.size === 0) this.byCourse.delete(stream.courseId);
      count(-1);
      this.total -= 1;
    };
  }

  private deliver(payload: string): void {
    let notice: CourseNotice;
    try {
      notice = JSON.parse(payload) as CourseNotice;
    } catch {
      return;
    }
    const streams = this.byCourse.get(notice.courseId);
    if (!streams) return;
    if (notice.kind === 'access') {
      void this.checkAccess(notice.courseId);
      return;
    }
    const data: CourseEventDto = { version: notice.version, by: notice.by };
    for (const stream of streams) stream.send({ event: 'course', data });
  }

  /**
   * Tells each reader of a course their part in it now, and ends the streams of those who may no longer read it
   * (one read of the course; a failed read ends none).
   */
  private async checkAccess(courseId: number): Promise<void> {
    const streams = this.byCourse.get(courseId);
    if (!streams) return;
    let course: Awaited<ReturnType<typeof findCourseAccess>>;
    try {
      course = await findCourseAccess(this.database.db, courseId);
    } catch {
      return;
    }
    for (const stream of [...streams]) {
      const canRead = course !== undefined && canSeeCourse(course, stream.viewer);
      const viewerRole = canRead && course ? viewerRoleIn(course, stream.viewer) : null;
      stream.send({ event: 'access', data: { canRead, viewerRole } });
      if (!canRead) stream.close();
    }
  }

  /** Ends the streams whose session was signed out or expired (one query for all of this instance's streams). */
  private async checkSessions(): Promise<void> {
    const all = [...this.byCourse.values()].flatMap((streams) => [...streams]);
    const ids = [...new Set(all.flatMap((s) => (s.sessionId === null ? [] : [s.sessionId])))];
    if (ids.length === 0) return;
    const alive = new Set(
      (
        await this.database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())))
          .catch(() => ids.map((id) => ({ id })))
      ).map((row) => row.id),
    );
    for (const stream of all) if (stream.sessionId !== null && !alive.has(stream.sessionId)) stream.close();
  }
}
