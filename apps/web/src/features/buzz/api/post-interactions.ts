import { dataOf, InteractionToggleDto, LikeResultDto, type PostDto } from '@ktravel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { postDetailQueryKey, postListsQueryKey } from './posts.ts';

const LikeResponse = import.meta.env.DEV ? dataOf(LikeResultDto) : undefined;
const ToggleResponse = import.meta.env.DEV ? dataOf(InteractionToggleDto) : undefined;

export type Interaction = 'like' | 'scrap';

/** POST /api/posts/buzz/{id}/like: toggles the caller's like. */
export async function toggleLike(postId: number) {
  const body = await api.post(`/posts/buzz/${postId}/like`, undefined, { schema: LikeResponse });
  return { active: body.data.liked, count: body.data.likeCount };
}

/** POST /api/interactions/toggle `{ interactionType: 'scrap', postId }`: toggles the caller's scrap. */
export async function toggleScrap(postId: number) {
  const body = await api.post(
    '/interactions/toggle',
    { interactionType: 'scrap', postId },
    { schema: ToggleResponse },
  );
  return { active: body.data.scrapped, count: body.data.scrapCount };
}

/** The post as it is once the caller's like or scrap is toggled (counts never go below 0). */
export function toggledPost(post: PostDto, interaction: Interaction): PostDto {
  if (interaction === 'like') {
    const isLiked = !post.isLiked;
    return { ...post, isLiked, likeCount: Math.max(0, post.likeCount + (isLiked ? 1 : -1)) };
  }
  const isScrapped = !post.isScrapped;
  return { ...post, isScrapped, scrapCount: Math.max(0, post.scrapCount + (isScrapped ? 1 : -1)) };
}

/** The post with the server's answer to a toggle. */
function withResult(post: PostDto, interaction: Interaction, result: { active: boolean; count: number }) {
  return interaction === 'like'
    ? { ...post, isLiked: result.active, likeCount: Math.max(0, result.count) }
    : { ...post, isScrapped: result.active, scrapCount: Math.max(0, result.count) };
}

/**
 * Like or scrap, optimistic (spec §4): the post's page shows the toggle at once, takes the server's counts
 * when it answers, and goes back to what it was when the call fails. Lists refresh afterwards.
 */
export function useToggleInteraction(postId: number, interaction: Interaction) {
  const queryClient = useQueryClient();
  const key = postDetailQueryKey(postId);
  return useMutation({
    mutationFn: () => (interaction === 'like' ? toggleLike(postId) : toggleScrap(postId)),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PostDto>(key);
      if (previous) queryClient.setQueryData<PostDto>(key, toggledPost(previous, interaction));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<PostDto>(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<PostDto>(key, (post) => post && withResult(post, interaction, result));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: postListsQueryKey }),
  });
}
