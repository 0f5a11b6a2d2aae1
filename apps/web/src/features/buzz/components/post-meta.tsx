import type { PostDto } from '@ktravel/contract';
import { Avatar } from '@/components/avatar.tsx';
import { CommentIcon, HeartIcon } from '@/components/icons/index.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** Likes and comments of a post in a card: icons with the numbers, read out as words. */
export function PostCounts({ post }: { post: Pick<PostDto, 'likeCount' | 'commentCount'> }) {
  const { t } = useTranslation();
  return (
    <span className="flex shrink-0 items-center gap-3 text-sand-600">
      <span className="inline-flex items-center gap-1">
        <HeartIcon aria-hidden="true" className="text-accent-600" />
        <span className="sr-only">{t('buzz.card.likes', { count: post.likeCount })}</span>
        <span aria-hidden="true">{post.likeCount}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <CommentIcon aria-hidden="true" />
        <span className="sr-only">{t('buzz.card.comments', { count: post.commentCount })}</span>
        <span aria-hidden="true">{post.commentCount}</span>
      </span>
    </span>
  );
}

/** Who wrote a post and when (Seoul time), marked when it was edited since. */
export function PostByline({ post }: { post: Pick<PostDto, 'author' | 'createdAt' | 'updatedAt'> }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-sm">
      <Avatar name={post.author.name} url={post.author.avatarUrl} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-sand-900">{post.author.name}</p>
        <p className="text-xs text-sand-600">
          <time dateTime={post.createdAt}>{formatSeoulTime(post.createdAt)}</time>
          {post.updatedAt !== post.createdAt ? <span> · {t('comments.edited')}</span> : null}
        </p>
      </div>
    </div>
  );
}
