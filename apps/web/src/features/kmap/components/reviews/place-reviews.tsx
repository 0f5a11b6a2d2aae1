import type { ReportBody, ReviewSort } from '@ktravel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { ReportDialog } from '@/components/report-dialog.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { REVIEWS_PAGE_SIZE, useDeleteReview, useReviews, useToggleHelpful } from '../../api/reviews.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';

/**
 * A place's reviews on its detail: the average and count, newest or most helpful first (five at a time, "Show
 * more"), the reader's own on top with Edit and Delete, "Write a review" for members who have none, "Helpful" and
 * Report on others'.
 */
export function PlaceReviews({
  placeId,
  reviewAverage,
  reviewCount,
}: {
  placeId: number;
  reviewAverage: number | null;
  reviewCount: number;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const requireLogin = useRequireLogin();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [limit, setLimit] = useState(REVIEWS_PAGE_SIZE);
  const [form, setForm] = useState<'closed' | 'new' | 'edit'>('closed');
  const [reportTarget, setReportTarget] = useState<Pick<ReportBody, 'targetType' | 'targetId'> | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const reviews = useReviews(placeId, sort, limit);
  const helpful = useToggleHelpful(placeId);
  const remove = useDeleteReview();
  const mine = reviews.data?.mine ?? null;
  const others = (reviews.data?.items ?? []).filter((review) => review.id !== mine?.id);
  const headingId = `place-reviews-${placeId}`;

  const handleHelpful = (id: number) => {
    if (!requireLogin(t('places.reviews.loginNeeded'))) return;
    helpful.mutate(id, {
      onError: (error) => notify.error(t(errorMessageKey(error))),
    });
  };
  const handleDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        notify.success(t('places.reviews.deleted'));
        setDeleting(null);
        setForm('closed');
      },
      onError: (error) => notify.error(t(errorMessageKey(error))),
    });
  };
  const itemProps = (review: (typeof others)[number]) => ({
    review,
    isMine: review.author.id === user?.id,
    canDelete: review.author.id === user?.id || user?.role === 'admin',
    isVoting: helpful.isPending && helpful.variables === review.id,
    onHelpful: () => handleHelpful(review.id),
    onReport: () => {
      if (requireLogin(t('places.reviews.loginNeeded')))
        setReportTarget({ targetType: 'review', targetId: review.id });
    },
    onEdit: () => setForm('edit'),
    onDelete: () => setDeleting(review.id),
  });

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-sand-900">
          {t('places.reviews.title')}
        </h3>
        {reviewCount > 1 ? (
          <label className="flex items-center gap-1.5 text-xs text-sand-700">
            {t('places.reviews.sortLabel')}
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
              className="field-input min-h-9 w-auto py-1 text-xs"
            >
              <option value="newest">{t('places.reviews.sort.newest')}</option>
              <option value="helpful">{t('places.reviews.sort.helpful')}</option>
            </select>
          </label>
        ) : null}
      </div>
      {reviewAverage !== null ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-sand-800">
          <span className="text-2xl font-bold text-sand-900">{reviewAverage.toFixed(1)}</span>
          <Stars rating={reviewAverage} />
          <span className="text-sand-600">{t('places.reviews.count', { count: reviewCount })}</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-sand-600">{t('places.reviews.none')}</p>
      )}

      {form === 'new' || (form === 'edit' && mine) ? (
        <div className="mt-3">
          <ReviewForm
            placeId={placeId}
            review={form === 'edit' ? (mine ?? undefined) : undefined}
            onDone={() => setForm('closed')}
          />
        </div>
      ) : mine === null && !reviews.isPending ? (
        <button
          type="button"
          className="btn-primary mt-3 min-h-10 w-full text-sm"
          onClick={() => {
            if (requireLogin(t('places.reviews.loginNeeded'))) setForm('new');
          }}
        >
          {t('places.reviews.write')}
        </button>
      ) : null}

      {reviews.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label={t('places.reviews.loading')} />
        </div>
      ) : reviews.isError ? (
        <ErrorDisplay
          size="small"
          message={t(errorMessageKey(reviews.error))}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <ul className="mt-1 divide-y divide-sand-100">
          {mine && form !== 'edit' ? <ReviewItem {...itemProps(mine)} /> : null}
          {others.map((review) => (
            <ReviewItem key={review.id} {...itemProps(review)} />
          ))}
        </ul>
      )}
      {reviews.data && reviews.data.total > limit ? (
        <button
          type="button"
          className="btn-secondary mt-2 min-h-10 w-full text-sm"
          disabled={reviews.isFetching}
          onClick={() => setLimit((n) => n + REVIEWS_PAGE_SIZE * 2)}
        >
          {t('places.reviews.showMore')}
        </button>
      ) : null}

      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('places.reviews.deleteTitle')}
        description={t('places.reviews.deleteDescription')}
        confirmLabel={t('comments.delete')}
        onConfirm={handleDelete}
        isDestructive
        isPending={remove.isPending}
      />
    </section>
  );
}
