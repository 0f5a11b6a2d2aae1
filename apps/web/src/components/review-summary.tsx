import { StarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * Members' average and how many reviewed a place, "★ 4.5 (3)" (DESIGN §8.6): the K-Map list, course stops and
 * bookmark cards; nothing before the first review.
 */
export function ReviewSummary({
  average,
  count,
  className = '',
}: {
  average: number | null | undefined;
  count: number | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (average == null || !count) return null;
  return (
    <span className={`inline-flex items-center gap-0.5 font-semibold text-sand-800 ${className}`}>
      <StarIcon aria-hidden="true" className="size-3.5 fill-accent-400 text-accent-500" />
      <span className="sr-only">{t('places.reviews.averageLabel')}</span>
      {average.toFixed(1)}
      <span className="font-normal text-sand-600">
        <span aria-hidden="true">({count})</span>
        <span className="sr-only">{t('places.reviews.count', { count })}</span>
      </span>
    </span>
  );
}
