import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface MyPageFrameProps {
  title: string;
  /** A list page shows the way back to the My Page overview. */
  hasBackLink?: boolean;
  /** Beside the title (a view toggle). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every My Page screen: width, the back link of the lists, the page heading. */
export function MyPageFrame({ title, hasBackLink = true, actions, children }: MyPageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {hasBackLink ? (
        <Link
          to="/mypage"
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        >
          <ArrowLeftIcon aria-hidden="true" />
          {t('mypage.back')}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-keep sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
