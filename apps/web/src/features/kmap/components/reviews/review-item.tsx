import type { ReviewDto } from '@ktravel/contract';
import { Avatar } from '@/components/avatar.tsx';
import { EditDeleteButtons } from '@/components/comment-thread/edit-delete-buttons.tsx';
import { ContentLanguageChip } from '@/components/content-language-chip.tsx';
import { HeartIcon } from '@/components/icons/index.ts';
import { ReportButton } from '@/components/report-button.tsx';
import { TranslateToggle } from '@/components/translate-toggle.tsx';
import { useMachineTranslation } from '@/lib/machine-translation.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { Stars } from './stars.tsx';

interface ReviewItemProps {
  review: ReviewDto;
  isMine: boolean;
  canDelete: boolean;
  isVoting: boolean;
  onHelpful: () => void;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** "October 2026" in the reader's language, from `2026-10` or `2026-10-03`. */
function useVisitMonth(visitedOn: string | null): string | null {
  const { t } = useTranslation();
  if (!visitedOn) return null;
  const [year, month] = visitedOn.split('-').map(Number) as [number, number];
  return t('places.reviews.visited', { month: t(`dates.month.${month as 1}`), year });
}

/** One review: author, stars, when they went, the text (translatable), photos, and what the reader may do with it. */
export function ReviewItem({
  review,
  isMine,
  canDelete,
  isVoting,
  onHelpful,
  onReport,
  onEdit,
  onDelete,
}: ReviewItemProps) {
  const { t, i18n } = useTranslation();
  const translation = useMachineTranslation([review.text]);
  const visited = useVisitMonth(review.visitedOn);
  const name = review.author.name.trim() || t('comments.defaultUser');

  return (
    <li className="flex gap-3 py-3" data-testid="place-review">
      <Avatar name={name} url={review.author.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-sand-900">{name}</span>
          {isMine ? (
            <span className="text-xs font-semibold text-brand-700">{t('places.reviews.yours')}</span>
          ) : null}
          <time dateTime={review.createdAt} className="text-xs text-sand-500">
            {formatSeoulTime(review.createdAt).slice(0, 10)}
          </time>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-sand-600">
          <Stars rating={review.rating} className="size-3.5" />
          {visited ? <span>{visited}</span> : null}
          <ContentLanguageChip text={review.text} />
        </p>
        <p
          lang={translation.isShown ? i18n.language : review.language}
          className="mt-1.5 text-sm leading-relaxed break-keep wrap-anywhere whitespace-pre-wrap text-sand-800"
        >
          {translation.texts[0]}
        </p>
        <TranslateToggle translation={translation} className="-ml-2" />
        {review.photos.length > 0 ? (
          <ul className="mt-2 flex gap-2">
            {review.photos.map((photo) => (
              <li key={photo.url}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={photo.thumbnailUrl}
                    alt={t('places.reviews.photoAlt', { name })}
                    loading="lazy"
                    className="size-20 rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-1 -ml-2 flex flex-wrap gap-1">
          {isMine ? (
            <span className="inline-flex min-h-9 items-center gap-1 px-2 text-xs text-sand-600">
              <HeartIcon className="size-3.5" />
              {t('places.reviews.helpfulCount', { count: review.helpfulCount })}
            </span>
          ) : (
            <button
              type="button"
              aria-pressed={review.isHelpful}
              disabled={isVoting}
              onClick={onHelpful}
              className={`btn-ghost min-h-9 gap-1 px-2 text-xs ${review.isHelpful ? 'font-semibold text-brand-700' : ''}`}
            >
              <HeartIcon className={`size-3.5 ${review.isHelpful ? 'fill-current' : ''}`} />
              {t('places.reviews.helpful', { count: review.helpfulCount })}
            </button>
          )}
          <EditDeleteButtons canEdit={isMine} canDelete={canDelete} onEdit={onEdit} onDelete={onDelete} />
          {isMine ? null : (
            <ReportButton
              targetType="review"
              targetId={review.id}
              onReport={onReport}
              label={t('comments.report')}
              className="btn-ghost min-h-9 gap-1 px-2 text-xs"
              iconClassName="size-3.5"
            />
          )}
        </div>
      </div>
    </li>
  );
}
