import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { GlobeSmallIcon } from './icons/index.ts';
import type { KoreanCardPlace } from './show-in-korean-dialog.tsx';

const ShowInKoreanDialog = lazy(() =>
  import('./show-in-korean-dialog.tsx').then((module) => ({ default: module.ShowInKoreanDialog })),
);

interface ShowInKoreanProps extends KoreanCardPlace {
  className?: string;
}

/**
 * "Show in Korean": the place's name and address large in Hangul, for a taxi driver or a passer-by (Naver and
 * Kakao, and most people asked in the street, barely understand English names), with its phone, today's hours
 * and a copy button; it works offline for what the trip pack keeps.
 */
export function ShowInKorean({ className = '', ...place }: ShowInKoreanProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-100 ${className}`}
      >
        <GlobeSmallIcon aria-hidden="true" className="size-4" />
        {t('showInKorean.open')}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ShowInKoreanDialog {...place} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
