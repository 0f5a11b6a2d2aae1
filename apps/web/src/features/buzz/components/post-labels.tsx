import type { PostDto } from '@ktravel/contract';
import { EyeOffIcon, FlagIcon, PencilIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const LABEL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold';

/**
 * What only the author and admins see of a post: that it is a draft or hidden by its author, or hidden or
 * reported by moderation. Nothing for a published, active post.
 */
export function PostStatusLabels({ post }: { post: Pick<PostDto, 'status' | 'moderationStatus'> }) {
  const { t } = useTranslation();
  if (post.status === 'published' && post.moderationStatus === 'active') return null;
  return (
    <p className="flex flex-wrap gap-1.5">
      {post.status === 'draft' ? (
        <span className={`${LABEL} bg-amber-100 text-amber-900`}>
          <PencilIcon aria-hidden="true" />
          {t('buzz.status.draft')}
        </span>
      ) : null}
      {post.status === 'hidden' ? (
        <span className={`${LABEL} bg-sand-800 text-white`}>
          <EyeOffIcon aria-hidden="true" />
          {t('buzz.status.hidden')}
        </span>
      ) : null}
      {post.moderationStatus === 'hidden' ? (
        <span className={`${LABEL} bg-accent-700 text-white`}>
          <EyeOffIcon aria-hidden="true" />
          {t('buzz.status.moderationHidden')}
        </span>
      ) : null}
      {post.moderationStatus === 'reported' ? (
        <span className={`${LABEL} bg-accent-50 text-accent-800`}>
          <FlagIcon aria-hidden="true" />
          {t('buzz.status.reported')}
        </span>
      ) : null}
    </p>
  );
}
