import { StarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { MyFactProposalItem, MyReviewItem } from '../components/activity-items.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

function Lists() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const reviews = useMyList('reviews', page);
  const proposals = useMyList('factProposals', 1);
  const title = t('mypage.lists.reviews.title');
  const proposalsTitle = t('mypage.factProposals.title');
  return (
    <MyPageFrame title={title}>
      <PagedList
        query={reviews}
        title={title}
        onPageChange={setPage}
        empty={{
          icon: <StarIcon />,
          message: t('mypage.lists.reviews.empty'),
          action: { label: t('mypage.lists.reviews.cta'), to: '/kmap' },
        }}
        renderItems={(items) =>
          items.map((review) => (
            <li key={review.id}>
              <MyReviewItem review={review} />
            </li>
          ))
        }
      />
      {proposals.data && proposals.data.total > 0 ? (
        <section aria-labelledby="my-fact-proposals" className="mt-8">
          <h2 id="my-fact-proposals" className="text-lg font-bold text-sand-900">
            {proposalsTitle}
          </h2>
          <p className="mt-1 text-sm text-sand-600">{t('mypage.factProposals.lead')}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {proposals.data.items.map((proposal) => (
              <li key={proposal.id}>
                <MyFactProposalItem proposal={proposal} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </MyPageFrame>
  );
}

/** /mypage/reviews: the member's place reviews (10 a page) and their suggestions about places' facts. */
export function MyReviewsPage() {
  return <RequireMember>{() => <Lists />}</RequireMember>;
}
