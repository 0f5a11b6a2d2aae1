import {
  dataOf,
  FactProposalPageDto,
  MYPAGE_COURSE_COMMENTS_PAGE_SIZE,
  MYPAGE_GRID_PAGE_SIZE,
  MYPAGE_PAGE_SIZE,
  MyBookmarkPageDto,
  MyCourseCommentPageDto,
  MyCoursePageDto,
  MyPostCommentPageDto,
  MyPostPageDto,
  MyReviewPageDto,
  MyScrapPageDto,
} from '@ktravel/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { mypageQueryKey } from './stats.ts';

/** The paged lists of My Page: their API path, page size (spec §2) and response schema. */
export const MY_LISTS = {
  posts: { path: '/mypage/posts', limit: MYPAGE_PAGE_SIZE, schema: dataOf(MyPostPageDto) },
  scraps: { path: '/mypage/scraps', limit: MYPAGE_PAGE_SIZE, schema: dataOf(MyScrapPageDto) },
  comments: { path: '/mypage/comments', limit: MYPAGE_PAGE_SIZE, schema: dataOf(MyPostCommentPageDto) },
  bookmarks: { path: '/mypage/bookmarks', limit: MYPAGE_GRID_PAGE_SIZE, schema: dataOf(MyBookmarkPageDto) },
  courses: { path: '/mypage/courses', limit: MYPAGE_GRID_PAGE_SIZE, schema: dataOf(MyCoursePageDto) },
  savedCourses: {
    path: '/mypage/saved-courses',
    limit: MYPAGE_GRID_PAGE_SIZE,
    schema: dataOf(MyCoursePageDto),
  },
  /** Places the member reviewed, and what they proposed about places' facts (DESIGN §8.6). */
  reviews: { path: '/mypage/reviews', limit: MYPAGE_PAGE_SIZE, schema: dataOf(MyReviewPageDto) },
  factProposals: {
    path: '/mypage/fact-proposals',
    limit: MYPAGE_PAGE_SIZE,
    schema: dataOf(FactProposalPageDto),
  },
  /** Others' courses the member plans with them (DESIGN §8.4). */
  sharedCourses: {
    path: '/mypage/courses',
    query: { tab: 'shared' },
    limit: MYPAGE_GRID_PAGE_SIZE,
    schema: dataOf(MyCoursePageDto),
  },
} as const;

export type MyListKind = keyof typeof MY_LISTS;
export type MyListPage<K extends MyListKind> = z.infer<(typeof MY_LISTS)[K]['schema']>['data'];

/** GET /api/mypage/{list}?page&limit. */
export async function getMyList<K extends MyListKind>(
  kind: K,
  page: number,
  signal?: AbortSignal,
): Promise<MyListPage<K>> {
  const list: (typeof MY_LISTS)[MyListKind] = MY_LISTS[kind];
  const body = (await api.get(list.path, {
    query: { ...('query' in list ? list.query : {}), page, limit: list.limit },
    schema: list.schema as z.ZodType<{ data: MyListPage<K> }>,
    signal,
  })) as { data: MyListPage<K> };
  return body.data;
}

export const getMyListQueryOptions = <K extends MyListKind>(kind: K, page: number) =>
  queryOptions({
    queryKey: [...mypageQueryKey, kind, page],
    queryFn: ({ signal }) => getMyList(kind, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyList = <K extends MyListKind>(kind: K, page: number) =>
  useQuery(getMyListQueryOptions(kind, page));

const CourseCommentsResponse = import.meta.env.DEV ? dataOf(MyCourseCommentPageDto) : undefined;

/** GET /api/mypage/course-comments?page&limit: one "load more" step. */
export async function getMyCourseComments(page: number, signal?: AbortSignal) {
  const body = await api.get('/mypage/course-comments', {
    query: { page, limit: MYPAGE_COURSE_COMMENTS_PAGE_SIZE },
    schema: CourseCommentsResponse,
    signal,
  });
  return body.data;
}

export const getMyCourseCommentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...mypageQueryKey, 'course-comments'],
    queryFn: ({ pageParam, signal }) => getMyCourseComments(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });

export const useMyCourseComments = () => useInfiniteQuery(getMyCourseCommentsQueryOptions());
