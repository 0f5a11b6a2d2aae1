import type { ReactNode } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { useTranslation } from '@/lib/use-translation.ts';

export type StatsPart = 'summary' | 'daily' | 'categories' | 'top';

/** What a section reads from its query (TanStack Query's result fits). */
export interface StatsQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface StatsSectionProps<T> {
  id: string;
  title: string;
  lead?: string;
  part: StatsPart;
  query: StatsQuery<T>;
  children: (data: T) => ReactNode;
  className?: string;
  /** Extra content beside the title (e.g. when the figures were measured). */
  aside?: ReactNode;
}

/** A titled card of the statistics screen: a spinner while loading, the failure with Retry, then its content. */
export function StatsSection<T>({
  id,
  title,
  lead,
  part,
  query,
  children,
  className = '',
  aside,
}: StatsSectionProps<T>) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={`card flex min-w-0 flex-col gap-4 p-5 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id={headingId} className="text-xl">
            {title}
          </h2>
          {lead ? <p className="text-sm text-sand-600">{lead}</p> : null}
        </div>
        {aside}
      </div>
      {query.isPending ? (
        <Spinner label={t('admin.statistics.loading')} className="py-8" />
      ) : query.isError || query.data === undefined ? (
        <ErrorDisplay
          type={errorTypeOf(query.error)}
          size="medium"
          title={t('admin.statistics.loadFailed', {
            what: t(`admin.statistics.what.${part}`),
            status: isApiError(query.error) ? query.error.status || 'network' : 'error',
          })}
          message={query.error instanceof Error ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** A number in the interface language (grouping, at most one decimal). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
}
