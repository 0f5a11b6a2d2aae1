import { PencilIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { MyPostItem } from '../components/activity-items.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

function List() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useMyList('posts', page);
  const title = t('mypage.lists.posts.title');
  return (
    <MyPageFrame title={title}>
      <PagedList
        query={query}
        title={title}
        onPageChange={setPage}
        empty={{
          icon: <PencilIcon />,
          message: t('mypage.lists.posts.empty'),
          action: { label: t('mypage.lists.posts.cta'), to: '/buzz' },
        }}
        renderItems={(items) =>
          items.map((post) => (
            <li key={post.id}>
              <MyPostItem post={post} />
            </li>
          ))
        }
      />
    </MyPageFrame>
  );
}

/** /mypage/posts (spec §2): 10 a page, the page in the URL. */
export function MyPostsPage() {
  return <RequireMember>{() => <List />}</RequireMember>;
}
