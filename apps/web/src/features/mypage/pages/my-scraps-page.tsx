import { BookmarkIcon } from '@/components/icons/index.ts';
import { MyScrapItem } from '../components/activity-items.tsx';
import { MyActivityListPage } from '../components/my-activity-list.tsx';

/** /mypage/scraps (spec §2): 10 a page, the page in the URL. */
export function MyScrapsPage() {
  return (
    <MyActivityListPage
      kind="scraps"
      icon={<BookmarkIcon />}
      ctaTo="/buzz"
      renderItem={(scrap) => <MyScrapItem scrap={scrap} />}
    />
  );
}
