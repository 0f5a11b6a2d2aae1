import { COURSE_EVENT_STREAMS_PER_MEMBER, type CourseEventDto } from '@ktravel/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { courseActivity, sessions } from '../../db/schema.ts';
import { canSeeCourse } from '../../lib/course-access.ts';
import { onChanged } from '../../lib/notified-cache.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCourseAccess } from '../courses/courses.repository.ts';
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

/** Tells every instance that who may read a course changed (a collaborator went, it was deleted or made private). */
export async function notifyCourseAccess(db: DbOrTx, courseId: number): Promise<void> {
  const notice: CourseNotice = { courseId, kind: 'access' };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
}

/** One open stream: who reads which course, and how to write to and end it. */
interface Stream {
  courseId: number;
  viewer: SessionUser | null;
  sessionId: number | null;
  send: (event: CourseEventDto) => void;
  close: () => void;
}

/**
 * The live course streams of this instance (DESIGN §8.4). One listening connection per instance hears every
 * instance's notices (PostgreSQL `LISTEN/NOTIFY`; PGlite is one process) and hands each to the streams of its
 * course; an idle stream costs no database connection and no timer but the plugin's heartbeat. A stream ends when
 * its reader may no longer read the course (checked when told that access changed), when its session ends
 * (checked when sessions change) and on shutdown. At most COURSE_EVENT_STREAMS_PER_MEMBER per member here.
 */
export class CourseEventHub {
  private readonly byCourse = new Map<number, Set<Stream>>();
  private readonly perMember = new Map<number, number>();
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(private readonly database: Database) {}

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
    this.perMember.clear();
    await Promise.all(this.stops.splice(0).map((stop) => stop()));
  }

  /** Whether the member may open one more stream here. */
  canOpen(memberId: number): boolean {
    return (this.perMember.get(memberId) ?? 0) < COURSE_EVENT_STREAMS_PER_MEMBER;
  }

  /** Adds a stream, or answers false when the member has as many open as allowed. The returned function removes it. */
  open(stream: Stream): (() => void) | false {
    const memberId = stream.viewer?.id;
    if (memberId !== undefined) {
      if (!this.canOpen(memberId)) return false;
      this.perMember.set(memberId, (this.perMember.get(memberId) ?? 0) + 1);
    }
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
      if (memberId !== undefined) {
        const left = (this.perMember.get(memberId) ?? 1) - 1;
        if (left > 0) this.perMember.set(memberId, left);
        else this.perMember.delete(memberId);
      }
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
    const event: CourseEventDto = { version: notice.version, by: notice.by };
    for (const stream of streams) stream.send(event);
  }

  /** Ends the streams of a course whose readers may no longer read it (one read of the course). */
  private async checkAccess(courseId: number): Promise<void> {
    const streams = this.byCourse.get(courseId);
    if (!streams) return;
    const course = await findCourseAccess(this.database.db, courseId).catch(() => undefined);
    for (const stream of [...streams]) {
      if (!course || !canSeeCourse(course, stream.viewer)) stream.close();
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
