import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination.tsx';
import { parsePageParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

/** The page number in the URL (`?page=`), so reload and Back keep it; other query parameters stay. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const setPage = (next: number) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

interface PagedListProps<T> {
  query: UseQueryResult<Page<T>>;
  /** The list's name: its accessible name ("…, page 2") and its pages' navigation. */
  title: string;
  onPageChange: (page: number) => void;
  empty: Parameters<typeof ListEmpty>[0];
  isGrid?: boolean;
  /** The items, rendered as `<li>`s of the list. */
  renderItems: (items: T[]) => ReactNode;
  listClassName?: string;
}

/** A paged list of My Page: loading, error with Retry, empty with a call to action, items and at most 5 page buttons. */
export function PagedList<T>({
  query,
  title,
  onPageChange,
  empty,
  isGrid = false,
  renderItems,
  listClassName = 'flex flex-col gap-3',
}: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading isGrid={isGrid} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (data.total === 0) return <ListEmpty {...empty} />;
  // A page past the end (items deleted since, or a hand-typed URL): offer the last real one.
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <p className="text-sand-700">{t('mypage.pageEmpty')}</p>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onPageChange(Math.max(1, data.totalPages))}
        >
          {t('mypage.lastPage')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData || undefined}>
      <p className="text-sm text-sand-600">{t('mypage.total', { count: data.total })}</p>
      <ul aria-label={t('mypage.listLabel', { title, page: data.page })} className={listClassName}>
        {renderItems(data.items)}
      </ul>
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        onPageChange={onPageChange}
        label={t('mypage.pagesLabel', { title })}
      />
    </div>
  );
}
