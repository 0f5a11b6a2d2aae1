import { StarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { MyFactProposalItem, MyReviewItem } from '../components/activity-items.tsx';
import { MyActivityListPage } from '../components/my-activity-list.tsx';

/** The member's suggestions about places' facts (DESIGN §8.6): the first page, shown only when there are some. */
function FactProposals() {
  const { t } = useTranslation();
  const proposals = useMyList('factProposals', 1);
  if (!proposals.data || proposals.data.total === 0) return null;
  return (
    <section aria-labelledby="my-fact-proposals" className="mt-8">
      <h2 id="my-fact-proposals" className="text-lg font-bold text-sand-900">
        {t('mypage.factProposals.title')}
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
  );
}

/** /mypage/reviews: the member's place reviews (10 a page) and their suggestions about places' facts. */
export function MyReviewsPage() {
  return (
    <MyActivityListPage
      kind="reviews"
      icon={<StarIcon />}
      ctaTo="/kmap"
      renderItem={(review) => <MyReviewItem review={review} />}
    >
      <FactProposals />
    </MyActivityListPage>
  );
}
