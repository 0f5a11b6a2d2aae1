import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';

interface AdminPageHeaderProps {
  title: string;
  lead?: string;
  /** The back button's target (default the admin dashboard). */
  backTo?: string;
  backLabel?: string;
  /** Buttons on the right (e.g. "Add marker"). */
  actions?: ReactNode;
}

/** The top of an admin screen: back button, the page's h1 and lead, and its main actions. */
export function AdminPageHeader({
  title,
  lead,
  backTo = '/admin',
  backLabel,
  actions,
}: AdminPageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3">
      <Link to={backTo} className="btn-ghost -ml-3 self-start px-3 text-brand-700">
        <span aria-hidden="true">←</span>
        {backLabel ?? t('admin.common.backToDashboard')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl">{title}</h1>
          {lead ? <p className="mt-1.5 max-w-3xl text-sand-700">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The width and spacing every admin screen shares: the header's column, so tables line up with it. */
export function AdminPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6">{children}</div>
  );
}
