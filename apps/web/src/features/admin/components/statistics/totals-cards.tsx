import { useTranslation } from '@/lib/use-translation.ts';
import type { StatisticsData } from '../../api/statistics.ts';
import { useNumberFormat } from './stats-section.tsx';

const METRICS = ['users', 'posts', 'comments', 'pageViews'] as const;

function ChangeBadge({ change }: { change: StatisticsData['change']['users'] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (change === 'new') {
    return (
      <span
        className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700"
        title={t('admin.statistics.totals.changeNewHint')}
      >
        {t('admin.statistics.totals.changeNew')}
      </span>
    );
  }
  const text =
    change > 0
      ? t('admin.statistics.totals.changeUp', { value: format(change) })
      : change < 0
        ? t('admin.statistics.totals.changeDown', { value: format(-change) })
        : t('admin.statistics.totals.changeSame');
  const tone =
    change > 0
      ? 'bg-jade-50 text-jade-700'
      : change < 0
        ? 'bg-accent-50 text-accent-700'
        : 'bg-sand-100 text-sand-700';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${tone}`}>{text}</span>;
}

/** Users, posts, comments and page views: all time, this period with its change %, the period before, a daily mean. */
export function TotalsCards({ data }: { data: StatisticsData }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {METRICS.map((metric) => (
        <li key={metric} className="flex flex-col gap-1.5 rounded-xl border border-sand-200 bg-sand-50 p-4">
          <h3 className="text-sm font-semibold text-sand-700">{t(`admin.statistics.totals.${metric}`)}</h3>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-2xl font-bold tabular-nums">{format(data.period[metric])}</span>
            <span className="text-sm text-sand-600">{t(`admin.statistics.period.${data.range.period}`)}</span>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="sr-only">{t('admin.statistics.totals.changeLabel')}: </span>
            <ChangeBadge change={data.change[metric]} />
            <span className="text-sand-600">
              {t('admin.statistics.totals.previous', { value: format(data.previous[metric]) })}
            </span>
          </p>
          <p className="text-xs text-sand-600">
            {t('admin.statistics.totals.dailyAverage', {
              value: format(Math.round((data.period[metric] / data.range.days) * 10) / 10),
            })}
            {' · '}
            {t('admin.statistics.totals.total')} {format(data.totals[metric])}
          </p>
        </li>
      ))}
    </ul>
  );
}
