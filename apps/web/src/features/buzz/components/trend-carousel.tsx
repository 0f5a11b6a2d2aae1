import type { PostDto } from '@ktravel/contract';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ContentLanguageChip } from '@/components/content-language-chip.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/index.ts';
import { StretchedLink } from '@/components/stretched-link.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { PostThumbnail } from './post-image.tsx';
import { PostCounts } from './post-meta.tsx';

/** Spec §2: trend cards are 240 px wide, 20 px apart, and an arrow scrolls one card and its gap. */
export const TREND_CARD_WIDTH_PX = 240;
export const TREND_CARD_GAP_PX = 20;
export const TREND_SCROLL_STEP_PX = TREND_CARD_WIDTH_PX + TREND_CARD_GAP_PX;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether the strip can scroll further back and forward (1 px of slack for fractional scroll positions). */
function scrollRoom(element: HTMLElement): { canPrevious: boolean; canNext: boolean } {
  const max = element.scrollWidth - element.clientWidth;
  return { canPrevious: element.scrollLeft > 1, canNext: element.scrollLeft < max - 1 };
}

interface TrendCarouselProps {
  trends: readonly PostDto[];
  /** The carousel's accessible name. */
  label: string;
  /** Shown left of the arrow buttons (the section's heading). */
  header?: ReactNode;
}

/**
 * K-Trend: a horizontal strip of 240 px cards that snaps card by card; swipe on touch, the arrow buttons (or
 * Tab through the cards, each scrolled into view as it gets focus) on a keyboard.
 */
export function TrendCarousel({ trends, label, header }: TrendCarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const scroller = useRef<HTMLElement>(null);
  const [room, setRoom] = useState({ canPrevious: false, canNext: false });

  const measure = useCallback(() => {
    if (scroller.current) setRoom(scrollRoom(scroller.current));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    // The strip itself, and its list: cards added or removed change how far it scrolls.
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollByCard = (direction: 1 | -1) => {
    scroller.current?.scrollBy({
      left: direction * TREND_SCROLL_STEP_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const arrow = (direction: 1 | -1) => {
    const isEnabled = direction === 1 ? room.canNext : room.canPrevious;
    return (
      <button
        type="button"
        aria-controls={`${id}-strip`}
        aria-label={direction === 1 ? t('buzz.trends.next') : t('buzz.trends.previous')}
        aria-disabled={!isEnabled || undefined}
        onClick={() => isEnabled && scrollByCard(direction)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-xl text-sand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-sand-300 aria-disabled:hover:bg-white"
      >
        {direction === 1 ? <ChevronRightIcon aria-hidden="true" /> : <ChevronLeftIcon aria-hidden="true" />}
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">{header}</div>
        <div className="flex shrink-0 gap-2">
          {arrow(-1)}
          {arrow(1)}
        </div>
      </div>
      <section
        ref={scroller}
        id={`${id}-strip`}
        aria-label={label}
        aria-roledescription={t('buzz.trends.roleDescription')}
        data-testid="trend-strip"
        className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        <ul className="flex gap-5">
          {trends.map((trend, index) => (
            <li
              key={trend.id}
              className="w-60 shrink-0 snap-start"
              aria-label={t('buzz.trends.position', { position: index + 1, total: trends.length })}
            >
              <TrendCard trend={trend} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A trend article in the carousel: picture, title, its about title and date, likes and comments. */
function TrendCard({ trend }: { trend: PostDto }) {
  return (
    <article
      data-testid="trend-card"
      className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-raised hover:shadow-raised"
    >
      <div className="aspect-[4/3] shrink-0 overflow-hidden bg-sand-100">
        <PostThumbnail post={trend} className="transition-transform duration-300 group-hover:scale-[1.04]" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3
          lang={contentLanguage(trend.title)}
          className="line-clamp-3 text-base leading-snug font-bold break-keep wrap-anywhere"
        >
          <StretchedLink to={`/buzz/trend/${trend.id}`}>{trend.title}</StretchedLink>
        </h3>
        {trend.aboutTitle ? (
          <p lang={contentLanguage(trend.aboutTitle)} className="line-clamp-1 text-sm text-sand-600">
            {trend.aboutTitle}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-sand-600">
          <span className="flex min-w-0 items-center gap-2">
            <time dateTime={trend.createdAt}>{formatSeoulTime(trend.createdAt).slice(0, 10)}</time>
            <ContentLanguageChip text={trend.title} />
          </span>
          <PostCounts post={trend} />
        </div>
      </div>
    </article>
  );
}
