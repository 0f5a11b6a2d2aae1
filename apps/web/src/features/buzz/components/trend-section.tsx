import { ErrorDisplay } from '@/components/error-display.tsx';
import { GripIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useTrends } from '../api/posts.ts';
import { TrendCarousel } from './trend-carousel.tsx';

interface TrendSectionProps {
  /** Admins get a Reorder button, which calls this. */
  onReorder?: () => void;
}

/** K-Trend: the published trend articles in their stored order, as a carousel. */
export function TrendSection({ onReorder }: TrendSectionProps) {
  const { t } = useTranslation();
  const trends = useTrends();
  const items = trends.data?.items ?? [];

  const header = (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <div>
        <h2 id="trends-title" className="text-2xl">
          {t('buzz.trends.title')}
        </h2>
        <p className="mt-1 text-sm text-sand-600">{t('buzz.trends.lead')}</p>
      </div>
      {onReorder && items.length > 1 ? (
        <button type="button" className="btn-ghost min-h-9 px-2 text-brand-700" onClick={onReorder}>
          <GripIcon aria-hidden="true" />
          {t('buzz.reorder.open')}
        </button>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="trends-title" className="flex flex-col gap-3">
      {items.length > 0 ? (
        <TrendCarousel trends={items} label={t('buzz.trends.carouselLabel')} header={header} />
      ) : (
        header
      )}
      {trends.isPending ? (
        <div role="status" aria-label={t('buzz.trends.loading')} className="flex gap-5 overflow-hidden pb-4">
          {[0, 1, 2, 3, 4].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="card h-72 w-60 shrink-0 animate-pulse bg-sand-100"
            />
          ))}
        </div>
      ) : trends.isError && !trends.data ? (
        <ErrorDisplay
          type={errorTypeOf(trends.error)}
          size="small"
          title={t('buzz.trends.loadFailed')}
          message={t(errorMessageKey(trends.error))}
          onRetry={() => void trends.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-sand-100 p-4 text-center text-sm text-sand-600">
          {t('buzz.trends.empty')}
        </p>
      ) : null}
    </section>
  );
}
