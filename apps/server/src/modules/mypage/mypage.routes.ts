import {
  DeleteAccountBody,
  dataOf,
  MyBookmarkPageDto,
  MyCourseCommentPageDto,
  MyCoursePageDto,
  MyDataExportDto,
  MyPageCoursesQuery,
  MyPageGridQuery,
  MyPageListQuery,
  MyPageStatsDto,
  MyPostCommentPageDto,
  MyPostPageDto,
  MyScrapPageDto,
  OkDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import type { MemberCounts } from './member-counts.ts';
import { MyPageService } from './mypage.service.ts';

/** A copy of one's data is a heavy read: a few a quarter-hour per member is plenty for a person. */
export const EXPORT_LIMIT = { max: 5, window: '15 minutes' } as const;

const StatsResponse = dataOf(MyPageStatsDto);
const serializeStats = compiledSerializer(StatsResponse);

/** /api/mypage (issue 12): the signed-in member's own counts, lists, data copy and account deletion. */
export const mypageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: ConstructorParameters<typeof MyPageService>[1];
  counts: MemberCounts;
}> = async (app, { db, files, counts }) => {
  const service = new MyPageService(db, files, counts);
  // A new object per route (the rate limiter adds its hooks to a route's own options). onRequest: an anonymous
  // caller is refused before any body is read (plugins/auth.ts).
  const member = () => ({ onRequest: requireUser });
  const tags = ['mypage'];

  app.get(
    '/mypage/stats',
    {
      ...member(),
      // Read on every My Page visit: a compiled serializer instead of the generic zod one.
      serializerCompiler: () => serializeStats,
      schema: {
        tags,
        summary: "The member's seven counts (one database round trip) and join date",
        response: { 200: StatsResponse },
      },
    },
    async (request) => ({ data: await service.stats(currentUser(request)) }),
  );

  app.get(
    '/mypage/posts',
    {
      ...member(),
      schema: {
        tags,
        summary: "The member's posts, newest first, drafts and hidden ones included",
        querystring: MyPageListQuery,
        response: { 200: dataOf(MyPostPageDto) },
      },
    },
    async (request) => ({ data: await service.posts(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/scraps',
    {
      ...member(),
      schema: {
        tags,
        summary: 'Posts the member scrapped, newest scrap first',
        querystring: MyPageListQuery,
        response: { 200: dataOf(MyScrapPageDto) },
      },
    },
    async (request) => ({ data: await service.scraps(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/comments',
    {
      ...member(),
      schema: {
        tags,
        summary: "The member's comments on posts, newest first, each with its post",
        querystring: MyPageListQuery,
        response: { 200: dataOf(MyPostCommentPageDto) },
      },
    },
    async (request) => ({ data: await service.comments(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/course-comments',
    {
      ...member(),
      schema: {
        tags,
        summary: "The member's comments on courses, newest first, each with its course",
        querystring: MyPageListQuery,
        response: { 200: dataOf(MyCourseCommentPageDto) },
      },
    },
    async (request) => ({ data: await service.courseComments(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/bookmarks',
    {
      ...member(),
      schema: {
        tags,
        summary: "The member's bookmarked places, newest first",
        querystring: MyPageGridQuery,
        response: { 200: dataOf(MyBookmarkPageDto) },
      },
    },
    async (request) => ({ data: await service.bookmarkPage(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/courses',
    {
      ...member(),
      schema: {
        tags,
        summary:
          'Courses the member created, newest first; tab=shared: others’ courses they plan with them, newest join first',
        querystring: MyPageCoursesQuery,
        response: { 200: dataOf(MyCoursePageDto) },
      },
    },
    async (request) => ({ data: await service.courses(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/saved-courses',
    {
      ...member(),
      schema: {
        tags,
        summary: 'Courses the member saved, newest save first, with savedAt',
        querystring: MyPageGridQuery,
        response: { 200: dataOf(MyCoursePageDto) },
      },
    },
    async (request) => ({ data: await service.savedCourses(currentUser(request), request.query) }),
  );

  app.get(
    '/mypage/export',
    {
      ...member(),
      schema: {
        tags,
        summary: 'Everything stored about the member, as a JSON file to download (rate limited)',
        response: { 200: MyDataExportDto },
      },
      config: perMember(EXPORT_LIMIT.max, EXPORT_LIMIT.window),
    },
    async (request, reply) => {
      const data = await service.exportData(currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="ktravel-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/mypage/account',
    {
      ...member(),
      schema: {
        tags,
        summary:
          'Delete the account and everything the member made (confirm: the account email; 409 LAST_ADMIN)',
        body: DeleteAccountBody,
        response: { 200: dataOf(OkDto) },
      },
      config: { ...perMember(10), answers: [409] },
    },
    async (request, reply) => {
      await service.deleteAccount(currentUser(request), request.body.confirm);
      reply.clearSessionCookie();
      return { data: { ok: true as const } };
    },
  );
};
