import type {
  CreatePostBody,
  Language,
  PostDto,
  PostListQuery,
  PostPageDto,
  UpdatePostBody,
} from '@ktravel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { AppError, forbidden, notFound, notSignedIn } from '../../lib/app-error.ts';
import { KeptPageTexts } from '../../lib/kept-page-texts.ts';
import { assertOwner } from '../../lib/ownership.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { canSeePost, isPublicPost, POST_DELETE_RULE, postEditRule } from '../../lib/post-access.ts';
import { isAdmin, type SessionUser, type Viewer } from '../../lib/session-user.ts';
import {
  changeImage,
  dropImageFiles,
  type ImageChange,
  type ImageStore,
  NO_IMAGE,
  withImageChanges,
} from '../../lib/stored-image.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { recordDeleteByAdmin } from '../audit/audit.repository.ts';
import { findInteractionsAmong } from './post-interactions.repository.ts';
import { NO_INTERACTIONS, toPostDto, type ViewerInteractions } from './posts.presenter.ts';
import * as repo from './posts.repository.ts';

export type CreatePostInput = z.output<typeof CreatePostBody>;
export type UpdatePostInput = z.output<typeof UpdatePostBody>;
type ListQuery = z.output<typeof PostListQuery>;

export const postNotFound = () => notFound('POST_NOT_FOUND', 'Post not found');

/**
 * Posts: trend articles and community posts (spec §2, §7), their trend order and images.
 *
 * The public lists and the detail are the hot reads, cached like courses (docs/decisions/006): a detail under its
 * post's own version (one primary-key read per request; a like on one post leaves every other post's entry
 * alone), a public list page under the list version (`post_version`, raised at the commit of any change to a
 * post row but its counters: `publicPage`). What depends on the viewer (isLiked, isScrapped, canEdit, canDelete)
 * is applied per request, with one query for a page's likes and scraps when signed in; anonymous answers are kept
 * as JSON text.
 */
export class PostsService {
  private readonly pages = new VersionedCache<repo.PostPage>(256);
  private readonly details = new VersionedCache<repo.PostRow | undefined>(1000);
  /** Anonymous answers of public pages, with the versions they were built at. */
  private readonly pageTexts: KeptPageTexts;

  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.pageTexts = new KeptPageTexts(db, 'post_version', repo.peekPostVersion);
  }

  private async interactions(viewer: Viewer, ids: number[]): Promise<ViewerInteractions> {
    return viewer ? findInteractionsAmong(this.db, viewer.id, ids) : NO_INTERACTIONS;
  }

  /** The post's row from the cache, or a 404 when it is missing or the viewer may not see it. */
  private async visibleDetail(id: number, viewer: Viewer): Promise<{ version: number; row: repo.PostRow }> {
    const version = await repo.findPostVersion(this.db, id);
    if (version === undefined) throw postNotFound();
    const row = await this.details.get(String(id), version, () => repo.findPost(this.db, id));
    if (!row || !canSeePost(row, viewer)) throw postNotFound();
    return { version, row };
  }

  async get(id: number, viewer: Viewer, language?: Language): Promise<PostDto> {
    const { row } = await this.visibleDetail(id, viewer);
    return toPostDto(row, viewer, await this.interactions(viewer, [id]), language);
  }

  /**
   * After a committed write that changed only the post's counters (a like), to `counts` at `counts.version`: the
   * post's row kept at the version just before (as a detail, else in a kept list page) becomes the new one without
   * a read, as the write's own change is then the only one between, and the post's kept version moves to it
   * (`forgotPostVersionOnly`). So the readers of a busy post, and of the list pages that show it, wait for no
   * query after each like.
   */
  countersChanged(id: number, counts: repo.PostCounts): void {
    const next = (row: repo.PostRow | undefined) =>
      row && row.version === counts.version - 1 ? { ...row, ...counts } : undefined;
    const key = String(id);
    if (!this.details.derive(key, counts.version, next)) {
      const listed = this.pages.find((page) => next(page.rows.find((row) => row.id === id)));
      if (listed) this.details.set(key, counts.version, listed);
    }
    repo.forgotPostVersionOnly(this.db, id, counts.version);
  }

  /** The detail as JSON text of its response (`serialize`), from the cache for anonymous callers. */
  async getJson(
    id: number,
    viewer: Viewer,
    language: Language,
    serialize: (body: { data: PostDto }) => string,
  ): Promise<string> {
    const { version, row } = await this.visibleDetail(id, viewer);
    if (viewer)
      return serialize({ data: toPostDto(row, viewer, await this.interactions(viewer, [id]), language) });
    // A translated article's text differs per language: one cached answer per language then.
    const translated = Object.keys(row.translations).length > 0;
    return this.details.getJson(
      translated ? `${id}|${language}` : String(id),
      version,
      async () => row,
      (cached) => serialize({ data: toPostDto(cached!, null, NO_INTERACTIONS, language) }),
    );
  }

  /**
   * A public page: which posts, in which order, is cached under the list version (`post_version`); each row is
   * checked against its post's own version, which a like, a scrap or a comment raises without raising the list's
   * (migration 0018), and a changed row is taken from the detail cache. So a busy post's likes re-read that post,
   * not the page. By popularity the order itself moves with every like: such pages are read each time.
   */
  private async publicPage(
    key: string,
    query: ListQuery,
    order: repo.PostOrder,
    offset: number,
  ): Promise<repo.PostPage & { version: number }> {
    const read = () => repo.listPublicPage(this.db, query.postType, order, query.limit, offset);
    const version = await readDataVersion(this.db, 'post_version');
    if (order === 'popular') return { ...(await read()), version };
    const page = await this.pages.get(key, version, read);
    const versions = await repo.findPostVersions(
      this.db,
      page.rows.map((row) => row.id),
    );
    if (versions.every((v, i) => v === page.rows[i]!.version)) return { ...page, version };
    const rows = await Promise.all(
      page.rows.map((row, i) => {
        const current = versions[i];
        if (current === row.version || current === undefined) return row;
        return this.details.get(String(row.id), current, () => repo.findPost(this.db, row.id));
      }),
    );
    // A row gone or no longer public while the list's version was not yet seen to change: read the page itself.
    if (versions.includes(undefined) || rows.some((row) => !row || !isPublicPost(row))) {
      return { ...(await read()), version };
    }
    return { rows: rows as repo.PostRow[], total: page.total, version };
  }

  /**
   * A page of posts as JSON text of its response. `status=published` (the default) is the public list, the same
   * for everybody; other statuses list what only some may see: every such post for admins, a member's own.
   */
  async listJson(
    query: ListQuery,
    viewer: Viewer,
    language: Language,
    serialize: (body: { data: PostPageDto }) => string,
  ): Promise<string> {
    const order = query.orderBy ?? (query.postType === 'trend' ? 'order' : 'newest');
    const offset = pageOffset(query);
    const present = (page: repo.PostPage, mine: ViewerInteractions) =>
      serialize({
        data: toPage(
          page.rows.map((row) => toPostDto(row, viewer, mine, language)),
          page.total,
          query,
        ),
      });
    if (query.status === 'published') {
      const key = `${query.postType ?? ''}|${order}|${query.page}|${query.limit}`;
      // The page's text differs per language when a post on it is translated: kept per language.
      const textKey = `${key}|${language}`;
      if (!viewer) {
        const kept = this.pageTexts.get(textKey);
        if (kept !== undefined) return kept;
      }
      const page = await this.publicPage(key, query, order, offset);
      const ids = page.rows.map((r) => r.id);
      if (viewer) return present(page, await this.interactions(viewer, ids));
      const json = present(page, NO_INTERACTIONS);
      if (order !== 'popular') {
        const versions = page.rows.map((r) => r.version);
        this.pageTexts.set(textKey, { listVersion: page.version, ids, versions, json });
      }
      return json;
    }
    if (!viewer) throw notSignedIn('Sign in to list drafts and hidden posts');
    const page = await repo.listPostsPage(
      this.db,
      {
        postType: query.postType,
        status: query.status === 'all' ? undefined : query.status,
        authorId: isAdmin(viewer) ? undefined : viewer.id,
      },
      order,
      query.limit,
      offset,
    );
    return present(
      page,
      await this.interactions(
        viewer,
        page.rows.map((r) => r.id),
      ),
    );
  }

  /** `withImageChanges` with this service's store and log. */
  private withImage<T>(write: (track: (change: ImageChange) => void) => Promise<T>): Promise<T> {
    return withImageChanges(this.images, this.log, write);
  }

  /** Community posts: any member; trend articles: admins. */
  async create(user: SessionUser, body: CreatePostInput): Promise<PostDto> {
    if (body.postType === 'trend' && !isAdmin(user)) throw forbidden('Only admins can write trend articles');
    const isTrend = body.postType === 'trend';
    const id = await this.withImage((track) =>
      this.db.transaction(async (tx) => {
        const postId = await repo.insertPost(tx, {
          postType: body.postType,
          authorId: user.id,
          title: body.title,
          content: body.content,
          status: body.status,
          aboutTitle: isTrend ? (body.aboutTitle ?? null) : null,
          aboutDescription: isTrend ? (body.aboutDescription ?? null) : null,
        });
        if (body.imageUrl) {
          const change = await changeImage(this.images, tx, NO_IMAGE, body.imageUrl, {
            userId: user.id,
            owner: { kind: 'posts', id: postId },
            allowTrendPrefix: isTrend,
          });
          track(change);
          if (change.image) await repo.updatePost(tx, postId, change.image, false);
        }
        return postId;
      }),
    );
    return this.get(id, user);
  }

  /** The author; for trend articles admins too (docs/decisions/008). */
  async update(user: SessionUser, id: number, body: UpdatePostInput): Promise<PostDto> {
    await this.withImage((track) =>
      this.db.transaction(async (tx) => {
        const post = await repo.findPostAccess(tx, id, 'update');
        if (!post || !canSeePost(post, user)) throw postNotFound();
        assertOwner(user, post.authorId, postEditRule(post));
        const change = await changeImage(this.images, tx, post, body.imageUrl, {
          userId: user.id,
          owner: { kind: 'posts', id },
          allowTrendPrefix: post.postType === 'trend',
        });
        track(change);
        const isTrend = post.postType === 'trend';
        await repo.updatePost(tx, id, {
          title: body.title,
          content: body.content,
          ...(body.status ? { status: body.status } : {}),
          ...(isTrend && body.aboutTitle !== undefined ? { aboutTitle: body.aboutTitle } : {}),
          ...(isTrend && body.aboutDescription !== undefined
            ? { aboutDescription: body.aboutDescription }
            : {}),
          ...change.image,
        });
      }),
    );
    return this.get(id, user);
  }

  /** The author or an admin; likes, scraps, comments and reports go with it (foreign keys), then its files. */
  async remove(user: SessionUser, id: number): Promise<void> {
    const post = await repo.findPostAccess(this.db, id);
    if (!post || !canSeePost(post, user)) throw postNotFound();
    assertOwner(user, post.authorId, POST_DELETE_RULE);
    const deleted = await this.db.transaction(async (tx) => {
      const row = await repo.deletePost(tx, id);
      if (!row) throw postNotFound();
      await recordDeleteByAdmin(tx, user, post.authorId, {
        action: 'content.delete',
        target: { type: 'post', id, label: post.title },
        before: { status: post.moderationStatus },
      });
      return row;
    });
    await dropImageFiles(this.images, this.log, deleted.imageKeys);
  }

  /** Admins: every trend's id in the new order, in one transaction; anything but exactly that set is a 400. */
  async reorderTrends(ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const trends = await repo.lockTrendIds(tx);
      const given = new Set(ids);
      if (ids.length !== trends.length || trends.some((trendId) => !given.has(trendId))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The order must name every trend article once', {
          ids: `expected the ${trends.length} trend ids, each once`,
        });
      }
      await repo.setTrendOrder(tx, ids);
    });
  }
}
