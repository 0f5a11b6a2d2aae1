import { CommentThread } from '@/components/comment-thread/comment-thread.tsx';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  useCreatePostComment,
  useDeletePostComment,
  usePostComments,
  useUpdatePostComment,
} from '../api/post-comments.ts';

interface PostCommentsProps {
  postId: number;
  /** The post's count, shown until the first page of comments has loaded. */
  commentCount: number;
  /** Report a comment (after the login check). */
  onReport: (commentId: number) => void;
}

/** Comments of a post: the shared comment thread on the post comment API (50 at a time). */
export function PostComments({ postId, commentCount, onReport }: PostCommentsProps) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const source = {
    comments: usePostComments(postId),
    create: useCreatePostComment(postId),
    update: useUpdatePostComment(),
    remove: useDeletePostComment(),
  };
  return (
    <CommentThread
      anchorId="comments"
      initialCount={commentCount}
      source={source}
      itemTestId="post-comment"
      reportType="comment"
      onReport={(comment) => {
        if (requireLogin(t('buzz.report.loginMessage'))) onReport(comment.id);
      }}
    />
  );
}
