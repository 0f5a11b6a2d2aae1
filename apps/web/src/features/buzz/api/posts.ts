import {
  COMMUNITY_PAGE_SIZE,
  type CreatePostBody,
  dataOf,
  PostDto,
  PostPageDto,
  TREND_LIST_SIZE,
  type UpdatePostBody,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

// Checked in development and tests only: /buzz then loads without zod until a form opens.
const PostResponse = import.meta.env.DEV ? dataOf(PostDto) : undefined;
const PostPageResponse = import.meta.env.DEV ? dataOf(PostPageDto) : undefined;

/** Every post query starts with this key, so one invalidation refreshes lists and details after a change. */
export const postsQueryKey = ['posts'] as const;
export const postListsQueryKey = [...postsQueryKey, 'list'] as const;
export const postDetailQueryKey = (id: number) => [...postsQueryKey, 'detail', id] as const;

/** GET /api/posts?postType=community: newest first, 5 a page (spec §9). */
export async function getCommunityPosts(page: number, signal?: AbortSignal) {
  const body = await api.get('/posts', {
    query: { postType: 'community', orderBy: 'newest', page, limit: COMMUNITY_PAGE_SIZE },
    schema: PostPageResponse,
    signal,
  });
  return body.data;
}

export const getCommunityPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...postListsQueryKey, 'community', page],
    queryFn: ({ signal }) => getCommunityPosts(page, signal),
    placeholderData: keepPreviousData,
  });

export const useCommunityPosts = (page: number) => useQuery(getCommunityPostsQueryOptions(page));

/** GET /api/posts?postType=trend: up to 100 published trend articles in their stored order. */
export async function getTrends(signal?: AbortSignal) {
  const body = await api.get('/posts', {
    query: { postType: 'trend', orderBy: 'order', page: 1, limit: TREND_LIST_SIZE },
    schema: PostPageResponse,
    signal,
  });
  return body.data;
}

export const trendsQueryKey = [...postListsQueryKey, 'trend'] as const;

export const getTrendsQueryOptions = () =>
  queryOptions({ queryKey: trendsQueryKey, queryFn: ({ signal }) => getTrends(signal) });

export const useTrends = () => useQuery(getTrendsQueryOptions());

/** GET /api/posts/{id}: a post or trend article with the caller's like and scrap and what they may do. */
export async function getPost(id: number, signal?: AbortSignal) {
  const body = await api.get(`/posts/${id}`, { schema: PostResponse, signal });
  return body.data;
}

export const getPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: postDetailQueryKey(id), queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: number | null) =>
  useQuery({ ...getPostQueryOptions(id ?? 0), enabled: id !== null });

/** POST /api/posts. */
export async function createPost(post: CreatePostBody) {
  const body = await api.post('/posts', post, { schema: PostResponse });
  return body.data;
}

/** PUT /api/posts/{id}: title and body required; `imageUrl` null removes the image, absent keeps it. */
export async function updatePost(id: number, post: UpdatePostBody) {
  const body = await api.put(`/posts/${id}`, post, { schema: PostResponse });
  return body.data;
}

/** DELETE /api/posts/{id} (author or admin). */
export function deletePost(id: number): Promise<unknown> {
  return api.delete(`/posts/${id}`);
}

/** PUT /api/posts/trends/order (admins): every trend's id in its new order. */
export function saveTrendOrder(ids: number[]): Promise<unknown> {
  return api.put('/posts/trends/order', { ids });
}

/** Runs a post change, then refreshes every post list and detail. */
function usePostMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}

export const useCreatePost = () => usePostMutation(createPost);
export const useUpdatePost = () =>
  usePostMutation(({ id, post }: { id: number; post: UpdatePostBody }) => updatePost(id, post));
/** Deletes a post and refreshes the lists; its own page goes away, so its detail is not fetched again. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postListsQueryKey }),
  });
}
export const useSaveTrendOrder = () => usePostMutation(saveTrendOrder);
