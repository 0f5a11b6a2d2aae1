import { communityUploadKey, REVIEW_TEXT_MAX_LENGTH, type ReviewDto, seoulNow } from '@ktravel/contract';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { LengthCount } from '@/components/form/length-count.tsx';
import { ImagePicker } from '@/components/image-picker.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useImageUpload } from '@/lib/use-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCreateReview, useUpdateReview } from '../../api/reviews.ts';
import { StarInput } from './stars.tsx';

/** The month a visit is given as (`2026-10`): the form's month field; a day given through the API shows its month. */
const monthOf = (visitedOn: string | null) => (visitedOn ? visitedOn.slice(0, 7) : '');

/**
 * Writing or editing one's review of a place: a rating (required), the text, the month of the visit and a photo
 * (uploaded through the same pipeline as posts: re-encoded, location removed). Nothing is lost on a failure: the
 * form stays as it was with the reason.
 */
export function ReviewForm({
  placeId,
  review,
  onDone,
}: {
  placeId: number;
  /** The member's review to edit; absent for a new one. */
  review?: ReviewDto;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const userId = useAuthStore((state) => state.user?.id ?? 0);
  const create = useCreateReview(placeId);
  const update = useUpdateReview();
  const uploadKey = useCallback((name: string) => communityUploadKey(userId, name), [userId]);
  const first = review?.photos[0];
  const image = useImageUpload({
    uploadKey,
    initialUrl: first?.url ?? null,
    initialPreviewUrl: first?.thumbnailUrl ?? null,
  });
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [month, setMonth] = useState(monthOf(review?.visitedOn ?? null));
  const [problems, setProblems] = useState<{ rating?: boolean; text?: boolean }>({});
  const isPending = create.isPending || update.isPending;
  const thisMonth = seoulNow().date.slice(0, 7);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const found = { rating: rating < 1, text: trimmed === '' };
    setProblems(found);
    if (found.rating || found.text) return;
    void image.whenUploaded((photoUrl) => {
      // The form edits the first photo; others added elsewhere stay.
      const photoUrls = [
        ...(photoUrl ? [photoUrl] : []),
        ...(review?.photos.slice(1).map((p) => p.url) ?? []),
      ];
      const body = { rating, text: trimmed, visitedOn: month === '' ? null : month, photoUrls };
      const done = {
        onSuccess: () => {
          notify.success(review ? t('places.reviews.saved') : t('places.reviews.posted'));
          onDone();
        },
        onError: (error: unknown) =>
          notify.error(t('places.reviews.saveFailed', { message: t(errorMessageKey(error)) })),
      };
      if (review) update.mutate({ id: review.id, ...body }, done);
      else create.mutate(body, done);
    });
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-sand-200 p-3"
      onSubmit={handleSubmit}
      noValidate
    >
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setProblems((p) => ({ ...p, rating: false }));
        }}
        isInvalid={problems.rating === true}
        describedBy={problems.rating ? `${id}-rating-error` : undefined}
      />
      {problems.rating ? (
        <p id={`${id}-rating-error`} className="-mt-2 text-sm font-medium text-accent-700">
          {t('places.reviews.ratingRequired')}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-text`} className="field-label">
          {t('places.reviews.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={text}
          aria-invalid={problems.text === true}
          aria-describedby={problems.text ? `${id}-text-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblems((p) => ({ ...p, text: false }));
          }}
          placeholder={t('places.reviews.textPlaceholder')}
          className="field-input py-2.5"
        />
        <div className="mt-1 flex justify-between gap-2">
          {problems.text ? (
            <p id={`${id}-text-error`} className="text-sm font-medium text-accent-700">
              {t('places.reviews.textRequired')}
            </p>
          ) : (
            <span />
          )}
          <LengthCount length={text.length} max={REVIEW_TEXT_MAX_LENGTH} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className="field-label">
          {t('places.reviews.visitedLabel')}
        </label>
        <input
          id={`${id}-month`}
          type="month"
          max={thisMonth}
          value={month}
          onChange={(event) => setMonth(event.target.value <= thisMonth ? event.target.value : thisMonth)}
          className="field-input tabular-nums"
        />
      </div>
      <ImagePicker image={image} label={t('places.reviews.photoLabel')} />
      <FormFooter
        onCancel={onDone}
        submitLabel={review ? t('places.reviews.save') : t('places.reviews.submit')}
        isPending={isPending}
        isSubmitDisabled={image.state.status === 'uploading'}
      />
    </form>
  );
}
