import { Link } from 'react-router';
import { MapPinIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { TipPoint, TipPointKind } from '../tips-points.ts';

interface TipsMapGuideProps {
  /** The points the map shows. */
  points: readonly TipPoint[];
  /** The map shows the restaurants instead. */
  showsRestaurants: boolean;
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/** The heading and hint over each kind of points. */
const POINTS_TEXT = {
  card: { title: 'tips.whereToBuy', hint: 'tips.whereToBuyHint' },
  taxRefund: { title: 'tips.whereToRefund', hint: 'tips.whereToRefundHint' },
} as const satisfies Record<TipPointKind, { title: string; hint: string }>;

/**
 * Under the tips: the places on the map as a list (where to get a card, or a tax refund), or what the restaurant
 * pins are; nothing for tips with no places.
 */
export function TipsMapGuide({ points, showsRestaurants, selectedKey, onSelect }: TipsMapGuideProps) {
  const { t } = useTranslation();
  if (showsRestaurants) {
    return (
      <section aria-labelledby="tips-restaurants" className="mt-5 flex flex-col gap-2 px-1">
        <h3 id="tips-restaurants" className="text-sm font-bold text-sand-900">
          {t('tips.restaurantsTitle')}
        </h3>
        <p className="text-sm text-sand-700">{t('tips.restaurantsHint')}</p>
        <Link to="/kmap?type=food" className="btn-secondary self-start">
          {t('tips.openKmap')}
        </Link>
      </section>
    );
  }
  if (points.length === 0) return null;
  const text = POINTS_TEXT[points[0]!.kind];
  return (
    <section aria-labelledby="tips-where" className="mt-5 flex flex-col gap-2">
      <div className="px-1">
        <h3 id="tips-where" className="text-sm font-bold text-sand-900">
          {t(text.title)}
        </h3>
        <p className="text-xs text-sand-600">{t(text.hint)}</p>
      </div>
      <ul className="flex flex-col">
        {points.map((point) => {
          const key = `p:${point.id}`;
          return (
            <li key={point.id}>
              <button
                type="button"
                aria-pressed={selectedKey === key}
                onClick={() => onSelect(key)}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-sand-800 hover:bg-sand-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
              >
                <MapPinIcon aria-hidden="true" className="shrink-0 text-brand-600" />
                {t(`tips.points.names.${point.id}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
