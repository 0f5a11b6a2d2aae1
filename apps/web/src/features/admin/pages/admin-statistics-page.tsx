import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  type StatsPeriod,
  useCategoryStatistics,
  useDailyStatistics,
  useStatisticsSummary,
  useTopContent,
} from '../api/statistics.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { CategoryChart } from '../components/statistics/category-chart.tsx';
import { DailyChart } from '../components/statistics/daily-chart.tsx';
import { PeriodSelector, parsePeriod } from '../components/statistics/period-selector.tsx';
import { MeasuredAt, RealtimeCards } from '../components/statistics/realtime-cards.tsx';
import { StatsSection } from '../components/statistics/stats-section.tsx';
import { TopContentCards } from '../components/statistics/top-content-tables.tsx';
import { TotalsCards } from '../components/statistics/totals-cards.tsx';

/** /admin/statistics (spec §2, §3; issue 14): measured figures for the period in `?period`. */
export function AdminStatisticsPage() {
  return (
    <AdminGate>
      <StatisticsScreen />
    </AdminGate>
  );
}

function StatisticsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const summary = useStatisticsSummary(period);
  const daily = useDailyStatistics(period);
  const categories = useCategoryStatistics(period);
  const top = useTopContent(period);
  const range = summary.data?.range ?? daily.data?.range;

  const choose = (next: StatsPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminPageFrame>
      <AdminPageHeader
        title={t('admin.statistics.title')}
        lead={t('admin.statistics.lead')}
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <PeriodSelector value={period} onChange={choose} />
            {range ? (
              <p className="text-xs text-sand-600">
                {t('admin.statistics.period.range', { from: range.from, to: range.to, count: range.days })}
              </p>
            ) : null}
          </div>
        }
      />
      <StatsSection
        id="stats-realtime"
        title={t('admin.statistics.realtime.title')}
        part="summary"
        query={summary}
        aside={summary.data ? <MeasuredAt at={summary.data.realtime.measuredAt} /> : null}
      >
        {(data) => <RealtimeCards realtime={data.realtime} />}
      </StatsSection>
      <StatsSection
        id="stats-totals"
        title={t('admin.statistics.totals.title')}
        part="summary"
        query={summary}
      >
        {(data) => <TotalsCards data={data} />}
      </StatsSection>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <StatsSection
          id="stats-daily"
          title={t('admin.statistics.daily.title')}
          lead={t('admin.statistics.daily.lead')}
          part="daily"
          query={daily}
        >
          {(data) => <DailyChart data={data} />}
        </StatsSection>
        <StatsSection
          id="stats-categories"
          title={`${t('admin.statistics.categories.postTitle')} · ${t('admin.statistics.categories.courseTitle')}`}
          lead={t('admin.statistics.categories.lead')}
          part="categories"
          query={categories}
        >
          {(data) => (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
              <CategoryChart title={t('admin.statistics.categories.postTitle')} items={data.postCategories} />
              <CategoryChart
                title={t('admin.statistics.categories.courseTitle')}
                items={data.courseCategories}
              />
            </div>
          )}
        </StatsSection>
      </div>
      <StatsSection
        id="stats-top"
        title={`${t('admin.statistics.top.coursesTitle')} · ${t('admin.statistics.top.postsTitle')}`}
        part="top"
        query={top}
      >
        {(data) => <TopContentCards data={data} />}
      </StatsSection>
    </AdminPageFrame>
  );
}
