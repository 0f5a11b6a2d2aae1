import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { NEW_COURSE_HIGHLIGHT_MS } from '../new-course.ts';

/**
 * Marks the course just saved in the planner, over its card (the card's list item must be positioned): a "New"
 * badge, a ring that fades after a few seconds, and a polite announcement. The card is scrolled into view once,
 * as the list may open below the fold (monthly best comes first, and phones show one card at a time).
 */
export function NewCourseMark({ title }: { title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const [isRinged, setIsRinged] = useState(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const isReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.parentElement?.scrollIntoView({
      block: 'center',
      behavior: isReducedMotion ? 'auto' : 'smooth',
    });
    const fade = window.setTimeout(() => setIsRinged(false), NEW_COURSE_HIGHLIGHT_MS);
    return () => window.clearTimeout(fade);
  }, []);

  useEffect(() => {
    // Filled after the empty live region is in the page, so screen readers notice the change and read it.
    const announce = window.setTimeout(
      () => setAnnouncement(t('kcourse.newCourse.announce', { title })),
      100,
    );
    return () => window.clearTimeout(announce);
  }, [t, title]);

  return (
    <span ref={ref} data-testid="new-course-mark">
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute -inset-1 rounded-[1.2rem] ring-4 ring-accent-500 transition-opacity duration-700 ${isRinged ? 'opacity-100' : 'opacity-0'}`}
      />
      <span className="pointer-events-none absolute top-2 right-2 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
        {t('kcourse.newCourse.badge')}
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </span>
  );
}
