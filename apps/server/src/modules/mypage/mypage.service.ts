import type {
  CourseDto,
  MyCourseCommentDto,
  MyDataExportDto,
  MyPageStatsDto,
  MyPostCommentDto,
  MyPostDto,
  MyScrapDto,
} from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notSignedIn } from '../../lib/app-error.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import { changed } from '../../lib/notified-cache.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import { isAdmin, type SessionUser } from '../../lib/session-user.ts';
import { lockRemovableUser } from '../auth/admin-users.service.ts';
import { deleteUser } from '../auth/users.repository.ts';
import { BookmarksService } from '../bookmarks/bookmarks.service.ts';
import { exportCollaboration } from '../course-collaboration/collaboration.repository.ts';
import { toCourseDto } from '../courses/courses.presenter.ts';
import { exportMemberRows } from '../reviews/reviews.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { type MemberCounts, memberCountsKey } from './member-counts.ts';
import * as repo from './mypage.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const reader = (user: SessionUser): repo.Reader => ({ id: user.id, isAdmin: isAdmin(user) });
const paging = (request: PageRequest): repo.Paging => ({ limit: request.limit, offset: pageOffset(request) });

/** Files of a deleted account are removed after the commit, so a failed deletion never loses a file. */
type FileDeleter = Pick<UploadsService, 'deleteImages'>;

/**
 * My Page (issue 12): the signed-in member's counts and lists (only what they may open, each count the total of
 * its list), a copy of their data, and deleting their account (docs/decisions/009).
 */
export class MyPageService {
  private readonly bookmarks: BookmarksService;

  constructor(
    private readonly db: Db,
    private readonly files: FileDeleter,
    private readonly counts: MemberCounts,
  ) {
    this.bookmarks = new BookmarksService(db);
  }

  async stats(user: SessionUser): Promise<MyPageStatsDto> {
    const who = reader(user);
    const stats = await this.counts.lookup(memberCountsKey(who.id, who.isAdmin), async () => {
      const row = await repo.findStats(this.db, who);
      return row && { ...row, memberSince: iso(row.memberSince) };
    });
    // The session was valid a moment ago: the account was deleted in between.
    if (!stats) throw notSignedIn();
    return stats;
  }

  async posts(user: SessionUser, request: PageRequest) {
    const { items, total } = await repo.listMyPosts(this.db, user.id, paging(request));
    return toPage(
      items.map((row): MyPostDto => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      request,
    );
  }

  async scraps(user: SessionUser, request: PageRequest) {
    const { items, total } = await repo.listMyScraps(this.db, reader(user), paging(request));
    return toPage(
      items.map(
        (row): MyScrapDto => ({
          id: row.id,
          postId: row.postId,
          postType: row.postType,
          category: row.category,
          title: row.title,
          content: row.content,
          author: { name: row.authorName, avatarUrl: row.authorAvatarUrl },
          createdAt: row.createdAt.toISOString(),
        }),
      ),
      total,
      request,
    );
  }

  async comments(user: SessionUser, request: PageRequest) {
    const { items, total } = await repo.listMyPostComments(this.db, reader(user), paging(request));
    return toPage(
      items.map(
        (row): MyPostCommentDto => ({
          id: row.id,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          moderationStatus: row.moderationStatus,
          post: { id: row.postId, postType: row.postType, title: row.postTitle },
        }),
      ),
      total,
      request,
    );
  }

  async courseComments(user: SessionUser, request: PageRequest) {
    const { items, total } = await repo.listMyCourseComments(this.db, reader(user), paging(request));
    return toPage(
      items.map(
        (row): MyCourseCommentDto => ({
          id: row.id,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          moderationStatus: row.moderationStatus,
          course: { id: row.courseId, title: row.courseTitle, author: { name: row.courseAuthorName } },
        }),
      ),
      total,
      request,
    );
  }

  /** Bookmarks as the bookmarks module lists them (places still on the map). */
  bookmarkPage(user: SessionUser, request: PageRequest) {
    return this.bookmarks.listMine(user.id, request);
  }

  async courses(user: SessionUser, request: PageRequest & { tab?: 'created' | 'shared' }) {
    const list = request.tab === 'shared' ? repo.listSharedCourses : repo.listMyCourses;
    const { items, total } = await list(this.db, user.id, paging(request));
    return toPage(
      items.map((row) => toCourseDto(row, user)),
      total,
      request,
    );
  }

  async savedCourses(user: SessionUser, request: PageRequest) {
    const { items, total } = await repo.listMySavedCourses(this.db, reader(user), paging(request));
    return toPage(
      items.map(
        (row): CourseDto => ({ ...toCourseDto(row, user, true), savedAt: row.savedAt.toISOString() }),
      ),
      total,
      request,
    );
  }

  /** Everything stored about the member (profile, bookmarks, courses with stops, saves, posts, comments…). */
  async exportData(user: SessionUser): Promise<MyDataExportDto> {
    const profile = await repo.findUserRow(this.db, user.id);
    if (!profile) throw notSignedIn();
    const [rows, together, reviewed] = await Promise.all([
      repo.exportRows(this.db, user.id),
      exportCollaboration(this.db, user.id),
      exportMemberRows(this.db, user.id),
    ]);
    const interactions = (type: 'like' | 'scrap') =>
      rows.interactionRows
        .filter((row) => row.type === type)
        .map((row) => ({ postId: row.postId, title: row.title, createdAt: row.createdAt.toISOString() }));
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: profile.id,
        email: profile.email,
        name: profile.name,
        avatarUrl: profile.avatarUrl,
        role: profile.role,
        provider: profile.provider,
        emailVerified: profile.emailVerified,
        createdAt: profile.createdAt.toISOString(),
        lastLoginAt: profile.lastLoginAt?.toISOString() ?? null,
      },
      bookmarks: rows.bookmarkRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      courses: rows.courseRows.map((course) => ({
        ...course,
        createdAt: course.createdAt.toISOString(),
        updatedAt: course.updatedAt.toISOString(),
        stops: rows.stopRows
          .filter((stop) => stop.courseId === course.id)
          .map(({ courseId: _courseId, ...stop }) => stop),
      })),
      savedCourses: rows.savedRows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
      posts: rows.postRows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      postComments: rows.postCommentRows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      courseComments: rows.courseCommentRows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      scraps: interactions('scrap'),
      likes: interactions('like'),
      reports: rows.reportRows.map((row) => ({
        targetType: row.targetType,
        targetId: row.postId ?? row.commentId ?? row.courseCommentId ?? row.reviewId ?? 0,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      })),
      ...reviewed,
      collaborations: together.collaborations.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
      })),
      courseActivity: together.activity.map((row) => ({
        ...row,
        details: parseJsonColumn(row.details),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Deletes the account and everything the member made or that names them, in one transaction
   * (docs/decisions/009): 400 unless `confirm` is the account's email, 409 LAST_ADMIN for the last admin. The
   * foreign keys take sessions, bookmarks, likes, scraps, saves, posts, comments, courses and uploads; the
   * counter triggers keep other members' counts right. Files go after the commit.
   */
  async deleteAccount(user: SessionUser, confirm: string): Promise<void> {
    if (confirm.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Type the email of your account to confirm', {
        confirm: 'does not match the email of your account',
      });
    }
    const keys = await this.db.transaction(async (tx) => {
      const row = await lockRemovableUser(
        tx,
        user.id,
        'You are the last administrator: make another member an administrator before deleting your account',
      );
      const fileKeys = await repo.findFileKeys(tx, user.id);
      await repo.deleteIdentifyingRows(tx, user.id, row.email);
      await deleteUser(tx, user.id);
      return fileKeys;
    });
    changed('ktravel_sessions');
    await this.files.deleteImages(keys);
  }
}
