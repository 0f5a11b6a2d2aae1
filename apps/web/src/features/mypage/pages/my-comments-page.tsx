import { CommentIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { MyCommentItem } from '../components/activity-items.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

function List() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useMyList('comments', page);
  const title = t('mypage.lists.comments.title');
  return (
    <MyPageFrame title={title}>
      <PagedList
        query={query}
        title={title}
        onPageChange={setPage}
        empty={{
          icon: <CommentIcon />,
          message: t('mypage.lists.comments.empty'),
          action: { label: t('mypage.lists.comments.cta'), to: '/buzz' },
        }}
        renderItems={(items) =>
          items.map((comment) => (
            <li key={comment.id}>
              <MyCommentItem comment={comment} />
            </li>
          ))
        }
      />
    </MyPageFrame>
  );
}

/** /mypage/comments (spec §2): 10 a page, the page in the URL. */
export function MyCommentsPage() {
  return <RequireMember>{() => <List />}</RequireMember>;
}
