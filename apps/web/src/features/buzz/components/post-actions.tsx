import type { PostDto } from '@ktravel/contract';
import { type ComponentType, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  BookmarkIcon,
  HeartIcon,
  type IconProps,
  PencilIcon,
  ShareIcon,
  TrashIcon,
} from '@/components/icons/index.ts';
import { ReportButton } from '@/components/report-button.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useShareLink } from '@/lib/share.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { type Interaction, useToggleInteraction } from '../api/post-interactions.ts';
import { useDeletePost } from '../api/posts.ts';
import { postPath } from './post-page-frame.tsx';

interface PostActionsProps {
  post: PostDto;
  /** Shown when the server lets the caller edit (`canEdit`). */
  onEdit: () => void;
  /** Report the post (members other than its author). */
  onReport: () => void;
  /** After the post was deleted. */
  onDeleted: () => void;
}

const ACTION = 'btn-secondary min-h-10 px-3';

/** Like and scrap (optimistic), share, report, and edit / delete for those the server allows. */
export function PostActions({ post, onEdit, onReport, onDeleted }: PostActionsProps) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const userId = useAuthStore((state) => state.user?.id);
  const like = useToggleInteraction(post.id, 'like');
  const scrap = useToggleInteraction(post.id, 'scrap');
  const remove = useDeletePost();
  const shareLink = useShareLink();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const toggle = (interaction: Interaction) => {
    const mutation = interaction === 'like' ? like : scrap;
    const loginMessage = interaction === 'like' ? t('buzz.actions.likeLogin') : t('buzz.actions.scrapLogin');
    if (!requireLogin(loginMessage) || mutation.isPending) return;
    mutation.mutate(undefined, {
      onError: () =>
        notify.error(interaction === 'like' ? t('buzz.actions.likeFailed') : t('buzz.actions.scrapFailed')),
    });
  };

  const handleReport = () => {
    if (requireLogin(t('buzz.report.loginMessage'))) onReport();
  };

  const handleDelete = () => {
    remove.mutate(post.id, {
      onSuccess: () => {
        notify.success(t('buzz.actions.deleted'));
        setIsConfirmingDelete(false);
        onDeleted();
      },
      onError: (error) => {
        notify.error(t('buzz.actions.deleteFailed', { message: t(errorMessageKey(error)) }));
        setIsConfirmingDelete(false);
      },
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <ToggleButton
        isOn={post.isLiked}
        onClick={() => toggle('like')}
        icon={HeartIcon}
        onClassName="border-accent-200 bg-accent-50 text-accent-800 hover:bg-accent-100"
        iconOnClassName="fill-accent-500 text-accent-600"
        label={t('buzz.actions.like')}
        count={post.likeCount}
        testId="like-count"
      />
      <ToggleButton
        isOn={post.isScrapped}
        onClick={() => toggle('scrap')}
        icon={BookmarkIcon}
        onClassName="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100"
        iconOnClassName="fill-brand-500 text-brand-700"
        label={t('buzz.actions.scrap')}
        count={post.scrapCount}
        testId="scrap-count"
      />
      <button type="button" className={ACTION} onClick={() => void shareLink(post.title, postPath(post))}>
        <ShareIcon aria-hidden="true" />
        {t('buzz.actions.share')}
      </button>
      {post.canEdit ? (
        <button type="button" className={ACTION} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t('buzz.actions.edit')}
        </button>
      ) : null}
      {userId !== post.author.id ? (
        <ReportButton
          targetType="post"
          targetId={post.id}
          onReport={handleReport}
          label={t('buzz.actions.report')}
          className={ACTION}
          iconClassName=""
        />
      ) : null}
      {post.canDelete ? (
        <button
          type="button"
          className={`${ACTION} border-accent-200 text-accent-700 hover:border-accent-300 hover:bg-accent-50`}
          onClick={() => setIsConfirmingDelete(true)}
        >
          <TrashIcon aria-hidden="true" />
          {t('buzz.actions.delete')}
        </button>
      ) : null}
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t('buzz.actions.deleteTitle')}
        description={t('buzz.actions.deleteConfirm')}
        confirmLabel={t('buzz.actions.delete')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleDelete}
      />
    </div>
  );
}

interface ToggleButtonProps {
  isOn: boolean;
  onClick: () => void;
  icon: ComponentType<IconProps>;
  /** The button's and the icon's colours while on. */
  onClassName: string;
  iconOnClassName: string;
  label: string;
  count: number;
  testId: string;
}

/** Like or scrap: a pressed/unpressed button with its count. */
function ToggleButton({
  isOn,
  onClick,
  icon: Icon,
  onClassName,
  iconOnClassName,
  label,
  count,
  testId,
}: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onClick}
      className={isOn ? `btn min-h-10 border px-3 ${onClassName}` : ACTION}
    >
      <Icon aria-hidden="true" className={isOn ? iconOnClassName : ''} />
      {label}
      <span data-testid={testId} className="tabular-nums">
        {count}
      </span>
    </button>
  );
}
