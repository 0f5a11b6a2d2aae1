import { CommentIcon } from '@/components/icons/index.ts';
import { MyCommentItem } from '../components/activity-items.tsx';
import { MyActivityListPage } from '../components/my-activity-list.tsx';

/** /mypage/comments (spec §2): 10 a page, the page in the URL. */
export function MyCommentsPage() {
  return (
    <MyActivityListPage
      kind="comments"
      icon={<CommentIcon />}
      ctaTo="/buzz"
      renderItem={(comment) => <MyCommentItem comment={comment} />}
    />
  );
}
