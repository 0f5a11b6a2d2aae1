import {
  type FactProposalDto,
  type MyCourseCommentDto,
  type MyPostCommentDto,
  type MyPostDto,
  type MyReviewDto,
  type MyScrapDto,
  PLACE_FACT_KEYS,
  type PostType,
} from '@ktravel/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Avatar } from '@/components/avatar.tsx';
import { CommentIcon, HeartIcon, StarIcon } from '@/components/icons/index.ts';
import { factLabelKey, factValueKey } from '@/components/place-facts.tsx';
import { StretchedLink } from '@/components/stretched-link.tsx';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { StatusLabels } from './status-labels.tsx';

/** Where a post opens: trend articles and community posts have their own pages. */
export const postHref = (post: { id: number; postType: z.infer<typeof PostType> }) =>
  post.postType === 'trend' ? `/buzz/trend/${post.id}` : `/buzz/post/${post.id}`;

function ItemCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <article
      data-testid={testId}
      className="card relative flex flex-col gap-1.5 p-4 transition-shadow focus-within:shadow-raised hover:shadow-raised"
    >
      {children}
    </article>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="shrink-0">
      {formatSeoulTime(iso)}
    </time>
  );
}

function TypeBadge({ postType }: { postType: z.infer<typeof PostType> }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      {t(postType === 'trend' ? 'mypage.postType.trend' : 'mypage.postType.community')}
    </span>
  );
}

/** One of the member's comments: what it is on (`children`), the comment, its time and labels. */
function CommentCard({
  testId,
  comment,
  children,
}: {
  testId: string;
  comment: MyPostCommentDto | MyCourseCommentDto;
  children: ReactNode;
}) {
  return (
    <ItemCard testId={testId}>
      <p className="text-sm font-semibold text-sand-600 break-keep wrap-anywhere">{children}</p>
      <p className="text-base break-keep wrap-anywhere whitespace-pre-line text-sand-900">
        {comment.content}
      </p>
      <p className="flex flex-wrap items-center gap-2 pt-1 text-xs text-sand-600">
        <When iso={comment.createdAt} />
        <StatusLabels moderationStatus={comment.moderationStatus} />
      </p>
    </ItemCard>
  );
}

/** One of the member's posts: type, status labels, title, the start of its text, time, likes and comments. */
export function MyPostItem({ post }: { post: MyPostDto }) {
  const { t } = useTranslation();
  return (
    <ItemCard testId="my-post">
      <span className="flex flex-wrap items-center gap-1.5">
        <TypeBadge postType={post.postType} />
        <StatusLabels status={post.status} moderationStatus={post.moderationStatus} />
      </span>
      <h2 className="text-base leading-snug font-bold break-keep wrap-anywhere sm:text-lg">
        <StretchedLink to={postHref(post)}>{post.title}</StretchedLink>
      </h2>
      {post.content ? (
        <p className="line-clamp-2 text-sm break-keep wrap-anywhere text-sand-600">{post.content}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-sand-600">
        <When iso={post.createdAt} />
        <span className="inline-flex items-center gap-1">
          <HeartIcon aria-hidden="true" className="text-accent-600" />
          {t('mypage.counts.likes', { count: post.likeCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <CommentIcon aria-hidden="true" />
          {t('mypage.counts.comments', { count: post.commentCount })}
        </span>
      </p>
    </ItemCard>
  );
}

/** A scrapped post: its title, start, author and when it was scrapped. */
export function MyScrapItem({ scrap }: { scrap: MyScrapDto }) {
  const { t } = useTranslation();
  return (
    <ItemCard testId="my-scrap">
      <span className="flex flex-wrap items-center gap-1.5">
        <TypeBadge postType={scrap.postType} />
      </span>
      <h2 className="text-base leading-snug font-bold break-keep wrap-anywhere sm:text-lg">
        <StretchedLink to={postHref({ id: scrap.postId, postType: scrap.postType })}>
          {scrap.title}
        </StretchedLink>
      </h2>
      {scrap.content ? (
        <p className="line-clamp-2 text-sm break-keep wrap-anywhere text-sand-600">{scrap.content}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-sand-600">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={scrap.author.name} url={scrap.author.avatarUrl} size="xs" />
          <span className="truncate font-semibold text-sand-800">
            {scrap.author.name || t('mypage.defaultUser')}
          </span>
        </span>
        <span>
          {t('mypage.scrappedAt')} <When iso={scrap.createdAt} />
        </span>
      </p>
    </ItemCard>
  );
}

/** A comment on a post: the comment, the post it is on, its time and labels. */
export function MyCommentItem({ comment }: { comment: MyPostCommentDto }) {
  const { t } = useTranslation();
  return (
    <CommentCard testId="my-comment" comment={comment}>
      {t('mypage.onPost')}{' '}
      <StretchedLink to={postHref(comment.post)}>
        <span className="text-brand-800">{comment.post.title}</span>
      </StretchedLink>
    </CommentCard>
  );
}

/** A comment on a course: the comment, the course (and its author) it is on, its time and labels. */
export function MyCourseCommentItem({ comment }: { comment: MyCourseCommentDto }) {
  const { t } = useTranslation();
  return (
    <CommentCard testId="my-course-comment" comment={comment}>
      {t('mypage.onCourse')}{' '}
      <StretchedLink
        to={`/kcourse/${comment.course.id}?returnTo=${encodeURIComponent('/mypage/course-comments')}#comments`}
      >
        <span className="text-brand-800">{comment.course.title}</span>
      </StretchedLink>{' '}
      <span className="font-normal">
        {t('mypage.courseBy', { name: comment.course.author.name || t('mypage.defaultUser') })}
      </span>
    </CommentCard>
  );
}

/** One of the member's reviews: the place (opening it on K-Map), the stars, the text, its time and labels. */
export function MyReviewItem({ review }: { review: MyReviewDto }) {
  const { t } = useTranslation();
  return (
    <ItemCard testId="my-review">
      <p className="text-sm font-semibold text-sand-600 break-keep wrap-anywhere">
        <StretchedLink to={`/kmap?place=${review.placeId}`}>
          <span className="text-brand-800">{review.placeName}</span>
        </StretchedLink>
      </p>
      <p className="flex items-center gap-1 text-sm font-semibold text-sand-900">
        <StarIcon className="size-4 fill-accent-400 text-accent-500" />
        {t('mypage.reviews.rating', { rating: review.rating })}
      </p>
      <p className="text-base break-keep wrap-anywhere whitespace-pre-line text-sand-900">{review.text}</p>
      <p className="flex flex-wrap items-center gap-2 pt-1 text-xs text-sand-600">
        <When iso={review.createdAt} />
        <span className="inline-flex items-center gap-1">
          <HeartIcon className="size-3.5" />
          {t('places.reviews.helpfulCount', { count: review.helpfulCount })}
        </span>
        <StatusLabels moderationStatus={review.hidden ? 'hidden' : 'active'} />
      </p>
    </ItemCard>
  );
}

/** One of the member's proposals about a place's facts: the place, what they said, and what admins decided. */
export function MyFactProposalItem({ proposal }: { proposal: FactProposalDto }) {
  const { t } = useTranslation();
  const said = PLACE_FACT_KEYS.filter((key) => proposal[key] !== null);
  return (
    <ItemCard testId="my-fact-proposal">
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-sand-600">
        <StretchedLink to={`/kmap?place=${proposal.placeId}`}>
          <span className="text-brand-800">{proposal.placeName}</span>
        </StretchedLink>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
            proposal.status === 'approved'
              ? 'bg-jade-100 text-jade-900'
              : proposal.status === 'rejected'
                ? 'bg-sand-200 text-sand-800'
                : 'bg-amber-100 text-amber-900'
          }`}
        >
          {t(`mypage.factProposals.status.${proposal.status}`)}
        </span>
      </p>
      <ul className="text-sm text-sand-800">
        {said.map((key) => (
          <li key={key}>
            {t(`places.facts.${key}.label`)}:{' '}
            <span className="font-semibold">{t(factLabelKey(key, factValueKey(proposal, key)!))}</span>
          </li>
        ))}
      </ul>
      <p className="pt-1 text-xs text-sand-600">
        <When iso={proposal.createdAt} />
      </p>
    </ItemCard>
  );
}
