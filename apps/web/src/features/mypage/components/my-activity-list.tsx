import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { type MyListPage, useMyList } from '../api/lists.ts';
import { MyPageFrame } from './mypage-frame.tsx';
import { PagedList, usePageParam } from './paged-list.tsx';
import { RequireMember } from './require-member.tsx';

/** The member's own activity lists; their texts are `mypage.lists.<kind>.title|empty|cta`. */
type ActivityKind = 'posts' | 'scraps' | 'comments' | 'reviews';

type ActivityItem<K extends ActivityKind> = MyListPage<K>['items'][number];

interface MyActivityListPageProps<K extends ActivityKind> {
  kind: K;
  /** The empty state's picture. */
  icon: ReactNode;
  /** Where the empty state's call to action leads: where such items are made. */
  ctaTo: string;
  renderItem: (item: ActivityItem<K>) => ReactNode;
  /** More of the page below the list, shown to the member only (it may load its own data). */
  children?: ReactNode;
}

function ActivityList<K extends ActivityKind>({
  kind,
  icon,
  ctaTo,
  renderItem,
  children,
}: MyActivityListPageProps<K>) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useMyList(kind, page);
  const title = t(`mypage.lists.${kind}.title`);
  return (
    <MyPageFrame title={title}>
      <PagedList<ActivityItem<K>>
        query={query}
        title={title}
        onPageChange={setPage}
        empty={{
          icon,
          message: t(`mypage.lists.${kind}.empty`),
          action: { label: t(`mypage.lists.${kind}.cta`), to: ctaTo },
        }}
        renderItems={(items) => items.map((item) => <li key={item.id}>{renderItem(item)}</li>)}
      />
      {children}
    </MyPageFrame>
  );
}

/** A My Page list of the member's own activity (spec §2): 10 a page, the page in the URL, members only. */
export function MyActivityListPage<K extends ActivityKind>(props: MyActivityListPageProps<K>) {
  return <RequireMember>{() => <ActivityList {...props} />}</RequireMember>;
}
