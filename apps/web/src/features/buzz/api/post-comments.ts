import {
  dataOf,
  POST_COMMENT_PAGE_SIZE,
  type PostCommentBody,
  PostCommentDto,
  PostCommentPageDto,
} from '@ktravel/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { postsQueryKey } from './posts.ts';

const CommentPageResponse = import.meta.env.DEV ? dataOf(PostCommentPageDto) : undefined;
const CommentResponse = import.meta.env.DEV ? dataOf(PostCommentDto) : undefined;

/** Every post-comment query starts with this key. */
export const postCommentsQueryKey = ['post-comments'] as const;

/** GET /api/comments/post/{id}?page&limit (oldest first, 50 a page). */
export async function getPostComments(postId: number, page: number, signal?: AbortSignal) {
  const body = await api.get(`/comments/post/${postId}`, {
    query: { page, limit: POST_COMMENT_PAGE_SIZE },
    schema: CommentPageResponse,
    signal,
  });
  return body.data;
}

/** The comments of a post, 50 at a time ("load more" fetches the next page). */
export const getPostCommentsQueryOptions = (postId: number) =>
  infiniteQueryOptions({
    queryKey: [...postCommentsQueryKey, postId],
    queryFn: ({ pageParam, signal }) => getPostComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const usePostComments = (postId: number) => useInfiniteQuery(getPostCommentsQueryOptions(postId));

/** POST /api/comments/post/{id}. */
export async function createPostComment(postId: number, comment: PostCommentBody) {
  const body = await api.post(`/comments/post/${postId}`, comment, { schema: CommentResponse });
  return body.data;
}

/** PUT /api/comments/{id} (author only). */
export async function updatePostComment(commentId: number, comment: PostCommentBody) {
  const body = await api.put(`/comments/${commentId}`, comment, { schema: CommentResponse });
  return body.data;
}

/** DELETE /api/comments/{id} (author, or an admin). */
export function deletePostComment(commentId: number): Promise<unknown> {
  return api.delete(`/comments/${commentId}`);
}

/** Runs a comment change, then refreshes the comments and the posts (their `commentCount`). */
function usePostCommentMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postCommentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: postsQueryKey }),
      ]),
  });
}

/** Adds a comment to the post; the mutation takes the comment's text. */
export const useCreatePostComment = (postId: number) =>
  usePostCommentMutation((content: string) => createPostComment(postId, { content }));
export const useUpdatePostComment = () =>
  usePostCommentMutation(({ commentId, content }: { commentId: number; content: string }) =>
    updatePostComment(commentId, { content }),
  );
export const useDeletePostComment = () => usePostCommentMutation(deletePostComment);
