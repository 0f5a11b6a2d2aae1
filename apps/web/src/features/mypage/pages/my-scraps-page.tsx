import { BookmarkIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { MyScrapItem } from '../components/activity-items.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

function List() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useMyList('scraps', page);
  const title = t('mypage.lists.scraps.title');
  return (
    <MyPageFrame title={title}>
      <PagedList
        query={query}
        title={title}
        onPageChange={setPage}
        empty={{
          icon: <BookmarkIcon />,
          message: t('mypage.lists.scraps.empty'),
          action: { label: t('mypage.lists.scraps.cta'), to: '/buzz' },
        }}
        renderItems={(items) =>
          items.map((scrap) => (
            <li key={scrap.id}>
              <MyScrapItem scrap={scrap} />
            </li>
          ))
        }
      />
    </MyPageFrame>
  );
}

/** /mypage/scraps (spec §2): 10 a page, the page in the URL. */
export function MyScrapsPage() {
  return <RequireMember>{() => <List />}</RequireMember>;
}
