import { MAX_PAGE_BUTTONS } from '@ktravel/contract';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * The page numbers to show: at most `maxButtons` consecutive pages around `page`, kept inside 1..totalPages
 * (spec §9: at most 5 page buttons).
 */
export function pageWindow(
  page: number,
  totalPages: number,
  maxButtons: number = MAX_PAGE_BUTTONS,
): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(maxButtons, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const first = Math.min(Math.max(current - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Pages of all courses". */
  label?: string;
  className?: string;
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to five page numbers and Next. Renders nothing when there is only one page. */
export function Pagination({ page, totalPages, onPageChange, label, className = '' }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={`${BUTTON} w-auto px-3 text-sand-700 hover:bg-sand-100`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="max-sm:sr-only">&nbsp;{t('pagination.previous')}</span>
          </button>
        </li>
        {pages.map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={t('pagination.page', { page: number })}
                className={`${BUTTON} ${
                  isCurrent ? 'bg-brand-700 text-white' : 'text-sand-800 hover:bg-sand-100'
                }`}
                onClick={() => {
                  if (!isCurrent) onPageChange(number);
                }}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`${BUTTON} w-auto px-3 text-sand-700 hover:bg-sand-100`}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="max-sm:sr-only">{t('pagination.next')}&nbsp;</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
