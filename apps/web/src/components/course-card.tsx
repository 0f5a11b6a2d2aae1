import type { CourseDto } from '@ktravel/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { contentLanguage } from '../lib/content-language.ts';
import { COURSE_CATEGORY_LABEL_KEYS, stopName } from '../lib/course-labels.ts';
import { ContentLanguageChip } from './content-language-chip.tsx';
import { CourseRouteArt } from './course-route-art.tsx';
import { CommentIcon, EyeOffIcon, HeartIcon, MapPinIcon, UserIcon } from './icons/index.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { OfflineMark } from './offline-mark.tsx';
import { StretchedLink } from './stretched-link.tsx';

interface CourseCardProps {
  course: CourseDto;
  /**
   * The course page's address, built by the list so the detail's Back button returns to it (K-Course: `returnTo`;
   * My Page: `from=mypage&tab=…`); `hash` is `#comments` for the comment button.
   */
  href: (hash?: string) => string;
  /** The signed-in user's id, to mark their own private courses. */
  viewerId?: number | null;
  /** 1, 2 or 3 in the monthly best. */
  rank?: number;
  headingLevel?: 'h3' | 'h4';
}

/**
 * A course in a list (K-Course and My Page): its cover photo (else the first stop's photo, else its route drawn),
 * title, location, category, stops, author and counts.
 */
export function CourseCard({ course, href, viewerId, rank, headingLevel = 'h3' }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel;
  const firstStop = course.stops[0];
  const isOwnPrivate = course.visibility === 'private' && viewerId != null && course.authorId === viewerId;

  return (
    <article
      data-testid="course-card"
      className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-raised hover:shadow-raised"
    >
      <div className="relative aspect-[2/1] shrink-0 overflow-hidden bg-sand-100 sm:aspect-[16/9]">
        <ImageWithFallback
          src={course.coverThumbnailUrl ?? firstStop?.photoUrl}
          alt=""
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          fallback={
            <CourseRouteArt
              data-testid="course-image-fallback"
              courseId={course.id}
              stops={course.stops}
              className="transition-transform duration-300 group-hover:scale-[1.03]"
            />
          }
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {rank ? (
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white shadow">
              <span className="sr-only">{t('kcourse.card.rank', { rank })}</span>
              <span aria-hidden="true">{rank}</span>
            </span>
          ) : null}
          {course.isAdvertisement ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900 shadow-sm">
              {t('kcourse.card.ad')}
            </span>
          ) : null}
          {isOwnPrivate ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sand-900/85 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              <EyeOffIcon aria-hidden="true" />
              {t('kcourse.visibility.private')}
            </span>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-sand-600">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t(COURSE_CATEGORY_LABEL_KEYS[course.category])}
          </span>
          <span>{t('kcourse.card.stops', { count: course.stops.length })}</span>
          <ContentLanguageChip text={course.title} />
          <OfflineMark item="course" id={course.id} />
        </p>
        <Heading lang={contentLanguage(course.title)} className="text-lg leading-snug font-bold">
          <StretchedLink to={href()}>{course.title}</StretchedLink>
        </Heading>
        {firstStop ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-sand-700">
            <MapPinIcon aria-hidden="true" className="shrink-0 text-brand-600" />
            <span className="sr-only">{t('kcourse.card.location')}</span>
            <span className="truncate">{stopName(firstStop, i18n.language)}</span>
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm text-sand-600">
          <span className="flex min-w-0 items-center gap-1.5">
            <UserIcon aria-hidden="true" className="shrink-0" />
            <span className="sr-only">{t('kcourse.card.author')}</span>
            <span className="truncate">{course.author.name || t('kcourse.defaultUser')}</span>
          </span>
          <span className="flex shrink-0 items-center gap-1">
            <span className="inline-flex items-center gap-1 px-1">
              <HeartIcon aria-hidden="true" className="text-accent-600" />
              <span className="sr-only">{t('kcourse.card.saves', { count: course.saveCount })}</span>
              <span aria-hidden="true">{course.saveCount}</span>
            </span>
            <Link
              to={href('#comments')}
              aria-label={t('kcourse.card.comments', { count: course.commentCount })}
              className="relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 hover:bg-sand-100 hover:text-sand-900"
            >
              <CommentIcon aria-hidden="true" />
              <span aria-hidden="true">{course.commentCount}</span>
            </Link>
          </span>
        </div>
      </div>
    </article>
  );
}

/** A grey placeholder with a card's shape, while courses load. */
export function CourseCardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex h-full animate-pulse flex-col overflow-hidden">
      <div className="aspect-[2/1] bg-sand-200 sm:aspect-[16/9]" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-sand-200" />
        <div className="h-5 w-3/4 rounded bg-sand-200" />
        <div className="h-3 w-1/2 rounded bg-sand-200" />
        <div className="h-3 w-full rounded bg-sand-100" />
      </div>
    </div>
  );
}
