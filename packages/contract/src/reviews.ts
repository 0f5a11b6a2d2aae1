import { z } from 'zod';
import { pageOf, pageQuery } from './common.ts';
import { PLACE_FACT_KEYS, type PlaceFactKey, TAX_REFUNDS } from './constants.ts';
import { Language } from './enums.ts';
import {
  MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from './limits.ts';
import { isCalendarDate, seoulNow } from './seoul-date.ts';

// ---- What works at a place (DESIGN §8.6) ----

export const TaxRefund = z.enum(TAX_REFUNDS);
export type TaxRefund = z.infer<typeof TaxRefund>;

/** Each fact is true, false or null (not known: never guessed). */
const factFields = {
  foreignCards: z.boolean().nullable(),
  cashOnly: z.boolean().nullable(),
  tmoney: z.boolean().nullable(),
  englishMenu: z.boolean().nullable(),
  koreanPhoneToBook: z.boolean().nullable(),
  taxRefund: TaxRefund.nullable(),
};

/** `facts` on place answers; `verifiedAt` is the Seoul date an admin last confirmed them (null: never). */
export const PlaceFactsDto = z.object({ ...factFields, verifiedAt: z.string().nullable() });
export type PlaceFactsDto = z.infer<typeof PlaceFactsDto>;
export type PlaceFactValues = Omit<PlaceFactsDto, 'verifiedAt'>;

/**
 * The value of each fact that helps a visitor, which `facts=…` on the place lists asks for: a named fact keeps the
 * places where it is known to be so (takes foreign cards, not cash only, takes T-money, English menu, no Korean
 * phone needed to book, a tax refund of either kind). Unknown facts are left out, like unknown hours.
 */
export const HELPFUL_FACT_VALUES = {
  foreignCards: true,
  cashOnly: false,
  tmoney: true,
  englishMenu: true,
  koreanPhoneToBook: false,
  taxRefund: 'any',
} as const satisfies Record<PlaceFactKey, boolean | 'any'>;

/** `facts=foreignCards,englishMenu`: comma-separated fact names, each at most once. */
export const PlaceFactsFilter = z
  .string()
  .max(200)
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(z.enum(PLACE_FACT_KEYS))
      .min(1)
      .max(PLACE_FACT_KEYS.length)
      .refine((keys) => new Set(keys).size === keys.length, 'each fact at most once'),
  );

/** Longest note a member adds to a proposal (where they saw it). */
export const FACT_NOTE_MAX_LENGTH = 500;

/**
 * POST /api/places/{id}/facts: a member's correction, each fact yes, no or null ("don't know", the default); at
 * least one must be known. Invisible until an admin approves it.
 */
export const FactProposalBody = z
  .object({
    foreignCards: factFields.foreignCards.default(null),
    cashOnly: factFields.cashOnly.default(null),
    tmoney: factFields.tmoney.default(null),
    englishMenu: factFields.englishMenu.default(null),
    koreanPhoneToBook: factFields.koreanPhoneToBook.default(null),
    taxRefund: factFields.taxRefund.default(null),
    note: z.string().trim().max(FACT_NOTE_MAX_LENGTH).default(''),
  })
  .refine((body) => PLACE_FACT_KEYS.some((key) => body[key] !== null), {
    message: 'say yes or no to at least one fact',
    path: ['foreignCards'],
  });
export type FactProposalBody = z.input<typeof FactProposalBody>;

export const FACT_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const FactProposalStatus = z.enum(FACT_PROPOSAL_STATUSES);
export type FactProposalStatus = z.infer<typeof FactProposalStatus>;
/** What an admin decides on a proposal. */
export const FACT_DECISIONS = ['approved', 'rejected'] as const;

/** A proposal as its author sees it (201 answer, My Page). */
export const FactProposalDto = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  /** The place's name in the reader's language. */
  placeName: z.string(),
  status: FactProposalStatus,
  ...factFields,
  note: z.string(),
  createdAt: z.string(),
  /** When an admin approved or rejected it; null while pending. */
  decidedAt: z.string().nullable(),
});
export type FactProposalDto = z.infer<typeof FactProposalDto>;
export const FactProposalPageDto = pageOf(FactProposalDto);
export type FactProposalPageDto = z.infer<typeof FactProposalPageDto>;

// ---- Reviews ----

/** A visit's month (`2026-10`) or day (`2026-10-03`), never in the future (Seoul time); kept as given. */
export const VisitedOn = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'must be YYYY-MM or YYYY-MM-DD')
  .refine((value) => value.length === 7 || isCalendarDate(value), 'not a date')
  .refine((value) => {
    const today = seoulNow().date;
    return value <= (value.length === 7 ? today.slice(0, 7) : today);
  }, 'must not be in the future');

export const ReviewPhotoDto = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type ReviewPhotoDto = z.infer<typeof ReviewPhotoDto>;

export const ReviewDto = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The language the text is written in (detected from it; the writer's app language when unclear). */
  language: Language,
  photos: z.array(ReviewPhotoDto),
  visitedOn: z.string().nullable(),
  author: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  /** Whether the signed-in reader marked it helpful (false for visitors). */
  isHelpful: z.boolean(),
});
export type ReviewDto = z.infer<typeof ReviewDto>;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const ReviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSort>;

/** GET /api/places/{id}/reviews?page&limit&sort: newest first, or most helpful first. */
export const ReviewListQuery = pageQuery(REVIEW_PAGE_SIZE, MAX_PAGE_SIZE).extend({
  sort: ReviewSort.default('newest'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/** The reviews a place shows (hidden ones never), and the signed-in reader's own wherever it falls. */
export const ReviewPageDto = pageOf(ReviewDto).extend({
  /** The reader's own review of the place (null when none or signed out), whatever the page. */
  mine: ReviewDto.nullable(),
});
export type ReviewPageDto = z.infer<typeof ReviewPageDto>;

const reviewFields = {
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(REVIEW_TEXT_MIN_LENGTH).max(REVIEW_TEXT_MAX_LENGTH),
  visitedOn: VisitedOn.nullable().optional(),
  /**
   * Photos: an upload's `publicUrl` (re-encoded, location removed, when saved) or a photo URL of this review to keep.
   */
  photoUrls: z.array(z.string().trim().min(1).max(2000)).max(REVIEW_PHOTOS_MAX).optional(),
};

/** POST /api/places/{id}/reviews: one review per member and place (a second is 409). */
export const CreateReviewBody = z.object(reviewFields);
export type CreateReviewBody = z.input<typeof CreateReviewBody>;

/** PUT /api/reviews/{id}: the author's new rating and text; `photoUrls` absent keeps the photos, [] removes them. */
export const UpdateReviewBody = z.object(reviewFields);
export type UpdateReviewBody = z.input<typeof UpdateReviewBody>;

/** POST /api/reviews/{id}/helpful: the reader's vote after the toggle. */
export const ReviewHelpfulDto = z.object({
  helpfulCount: z.number().int().nonnegative(),
  isHelpful: z.boolean(),
});
export type ReviewHelpfulDto = z.infer<typeof ReviewHelpfulDto>;

/** My Page "Reviews": the member's reviews with the place they are about and whether moderation hid them. */
export const MyReviewDto = ReviewDto.extend({
  placeName: z.string(),
  hidden: z.boolean(),
});
export type MyReviewDto = z.infer<typeof MyReviewDto>;
export const MyReviewPageDto = pageOf(MyReviewDto);
export type MyReviewPageDto = z.infer<typeof MyReviewPageDto>;
