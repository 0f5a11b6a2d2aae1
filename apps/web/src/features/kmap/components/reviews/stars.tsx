import { useId } from 'react';
import { StarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** A rating as five stars, filled up to it (rounded to the half), with its words for screen readers. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={t('places.reviews.starsLabel', { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={`${className} ${n <= rounded ? 'fill-accent-400 text-accent-500' : 'stroke-sand-400'}`}
        />
      ))}
    </span>
  );
}

/** Choosing a rating: five radio buttons drawn as stars (arrow keys move between them). */
export function StarInput({
  value,
  onChange,
  isInvalid,
  describedBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  isInvalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset aria-invalid={isInvalid} aria-describedby={describedBy}>
      <legend className="field-label">{t('places.reviews.ratingLabel')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <StarIcon
              className={`size-8 ${n <= value ? 'fill-accent-400 text-accent-500' : 'stroke-sand-500'}`}
            />
            <span className="sr-only">{t('places.reviews.starsLabel', { rating: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
