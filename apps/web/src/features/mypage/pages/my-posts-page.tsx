import { PencilIcon } from '@/components/icons/index.ts';
import { MyPostItem } from '../components/activity-items.tsx';
import { MyActivityListPage } from '../components/my-activity-list.tsx';

/** /mypage/posts (spec §2): 10 a page, the page in the URL. */
export function MyPostsPage() {
  return (
    <MyActivityListPage
      kind="posts"
      icon={<PencilIcon />}
      ctaTo="/buzz"
      renderItem={(post) => <MyPostItem post={post} />}
    />
  );
}
