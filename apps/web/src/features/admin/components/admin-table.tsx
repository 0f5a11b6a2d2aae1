import { Fragment, type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { parsePageParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** One page of a server-paged list (the contract's `pageOf`). */
export interface AdminPageData<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface AdminTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's header and cells (width, alignment, wrapping). */
  className?: string;
  /** The cell that names the row (a `th scope="row"`), usually the title or name. */
  isRowHeader?: boolean;
}

/** What the table reads from the list's query (TanStack Query's result fits). */
export interface AdminTableQuery<T> {
  data: AdminPageData<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface AdminTableProps<T> {
  /** The table's caption and the scroll region's name, e.g. "All courses". */
  label: string;
  columns: AdminTableColumn<T>[];
  query: AdminTableQuery<T>;
  rowKey: (row: T) => string | number;
  page: number;
  onPageChange: (page: number) => void;
  /** Title of the load-failure message (default "The list could not be loaded"). */
  errorTitle?: string;
  /** Shown when the list is empty (say whether filters are on). */
  emptyMessage: string;
  emptyAction?: ReactNode;
  /** A full-width row under a row (e.g. its comments); null for none. */
  renderDetail?: (row: T) => ReactNode;
  /** Minimum table width before it scrolls sideways (Tailwind class), default `min-w-[60rem]`. */
  minWidthClassName?: string;
}

const CELL = 'px-3 py-2.5 align-middle text-sm';

/**
 * A server-paged admin table (spec §2: 20 a page, at most 5 page buttons): loading, empty and error-with-retry
 * states, the total, and a horizontal scroll on narrow screens. Page and filters live in the URL
 * (`useAdminTableParams`), so reload, back and shared links keep them.
 */
export function AdminTable<T>({
  label,
  columns,
  query,
  rowKey,
  page,
  onPageChange,
  errorTitle,
  emptyMessage,
  emptyAction,
  renderDetail,
  minWidthClassName = 'min-w-[60rem]',
}: AdminTableProps<T>) {
  const { t } = useTranslation();
  const { data } = query;

  // A page past the end (the last row of the last page was deleted, or an edited URL): go to the last page.
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages) onPageChange(data.totalPages);
  }, [data, page, onPageChange]);

  if (query.isPending) {
    return (
      <div className="card flex min-h-48 items-center justify-center p-8">
        <Spinner label={t('admin.common.table.loading')} />
      </div>
    );
  }

  if (query.isError || !data) {
    return (
      <ErrorDisplay
        type={errorTypeOf(query.error)}
        title={errorTitle ?? t('admin.common.table.loadFailed')}
        message={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center">
        <p className="text-sand-700">{emptyMessage}</p>
        {emptyAction}
      </div>
    );
  }

  const isRefreshing = query.isPlaceholderData === true;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-sand-600" aria-live="polite">
        {t('admin.common.table.total', { count: data.total })}
        {data.totalPages > 1
          ? ` · ${t('admin.common.table.pageOf', { page: data.page, totalPages: data.totalPages })}`
          : ''}
      </p>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="card relative overflow-x-auto focus-visible:outline-offset-2"
        aria-busy={isRefreshing || undefined}
      >
        <table
          className={`w-full border-collapse text-left ${minWidthClassName} ${isRefreshing ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-sand-200 bg-sand-50 text-xs text-sand-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`${CELL} font-semibold break-keep ${column.className ?? ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {data.items.map((row) => {
              const detail = renderDetail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr className="hover:bg-sand-50/70">
                    {columns.map((column) =>
                      column.isRowHeader ? (
                        <th
                          key={column.id}
                          scope="row"
                          className={`${CELL} font-semibold text-sand-900 ${column.className ?? ''}`}
                        >
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.id} className={`${CELL} text-sand-800 ${column.className ?? ''}`}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                  {detail ? (
                    <tr className="bg-sand-50">
                      <td colSpan={columns.length} className="px-3 py-3">
                        {detail}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </section>
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        onPageChange={onPageChange}
        label={t('admin.common.table.pages', { label })}
      />
    </div>
  );
}

/**
 * The table's page and filters from the URL. Changing a filter goes back to page 1; empty filters are left out
 * of the URL. Each change is a history entry, so Back undoes it.
 */
export function useAdminTableParams<TKey extends string>(filterKeys: readonly TKey[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const signature = filterKeys.map((key) => `${key}=${searchParams.get(key) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the filters' values
  const filters = useMemo(
    () =>
      Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<TKey, string>,
    [signature],
  );

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<TKey, string>>) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes) as [TKey, string | undefined][]) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );

  return { page, filters, setPage, setFilters };
}
