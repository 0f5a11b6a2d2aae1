import type { PlaceFactsDto } from '@ktravel/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { LightbulbIcon } from '@/components/icons/index.ts';
import { PlaceFactList } from '@/components/place-facts.tsx';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { FactProposalDialog } from './fact-proposal-dialog.tsx';

/** The Tips articles the facts are about (DESIGN §8.6): paying in Korea and the tax refund. */
const PAYING_TIP = '/tips?tip=payment';
const TAX_REFUND_TIP = '/tips?tip=taxrefund';

/**
 * "What works here" on a place's detail: each fact (yes, no or not known, never guessed), when it was checked,
 * "Suggest a correction" for members, and the Tips articles that explain paying and the tax refund.
 */
export function PlaceFactsSection({
  placeId,
  placeName,
  facts,
  canPropose,
}: {
  placeId: number;
  placeName: string;
  facts: PlaceFactsDto;
  /** False for the sample places shown without a server. */
  canPropose: boolean;
}) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const [isProposing, setIsProposing] = useState(false);

  return (
    <section aria-labelledby={`place-facts-${placeId}`}>
      <h3 id={`place-facts-${placeId}`} className="text-sm font-semibold text-sand-900">
        {t('places.facts.title')}
      </h3>
      <div className="mt-2">
        <PlaceFactList facts={facts} />
      </div>
      {canPropose ? (
        <button
          type="button"
          className="btn-secondary mt-2 min-h-10 w-full text-sm"
          onClick={() => {
            if (requireLogin(t('places.facts.loginNeeded'))) setIsProposing(true);
          }}
        >
          {t('places.facts.propose')}
        </button>
      ) : null}
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <Link to={PAYING_TIP} className="inline-flex items-center gap-1.5 text-brand-700 hover:underline">
            <LightbulbIcon className="size-4 shrink-0" />
            {t('places.facts.payingTip')}
          </Link>
        </li>
        {facts.taxRefund !== null ? (
          <li>
            <Link
              to={TAX_REFUND_TIP}
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
            >
              <LightbulbIcon className="size-4 shrink-0" />
              {t('places.facts.taxRefundTip')}
            </Link>
          </li>
        ) : null}
      </ul>
      {isProposing ? (
        <FactProposalDialog
          placeId={placeId}
          placeName={placeName}
          open={isProposing}
          onClose={() => setIsProposing(false)}
        />
      ) : null}
    </section>
  );
}
