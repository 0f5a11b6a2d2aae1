import { DAILY_CHART_DAYS } from '@ktravel/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { DailyStatisticsData } from '../../api/statistics.ts';
import { useNumberFormat } from './stats-section.tsx';

const SERIES = [
  { key: 'users', color: '#1f74c4' },
  { key: 'posts', color: '#e4572e' },
  { key: 'comments', color: '#10a37f' },
] as const;
const PAGE_VIEWS_COLOR = '#7c3aed';
const METRICS = ['users', 'posts', 'comments', 'pageViews'] as const;
type MetricKey = (typeof METRICS)[number];
const isMetric = (name: unknown): name is MetricKey => METRICS.includes(name as MetricKey);

/**
 * Users, posts and comments as bars and page views as a line (its own axis: they run far higher), for the last
 * 5 days of the period (spec §9). The chart is hidden from screen readers, which get the table after it.
 */
export function DailyChart({ data }: { data: DailyStatisticsData }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const days = data.daily.slice(-DAILY_CHART_DAYS);
  const isEmpty = days.every((d) => d.users + d.posts + d.comments + d.pageViews === 0);
  const label = (name: unknown): string =>
    isMetric(name) ? t(`admin.statistics.totals.${name}`) : String(name ?? '');
  const rows = days.map((d) => ({ ...d, day: d.date.slice(5) }));

  return (
    <div className="flex flex-col gap-3">
      {isEmpty ? (
        <p className="rounded-xl bg-sand-50 p-4 text-sm text-sand-700">{t('admin.statistics.empty')}</p>
      ) : null}
      <div aria-hidden="true" className="h-64 w-full min-w-0 overflow-hidden">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e3dc" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#5f584c' }} />
            <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12, fill: '#5f584c' }} />
            <YAxis
              yAxisId="views"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: PAGE_VIEWS_COLOR }}
            />
            <Tooltip formatter={(value, name) => [format(Number(value)), label(name)]} />
            <Legend formatter={(name) => label(name)} wrapperStyle={{ fontSize: 13 }} />
            {SERIES.map((s) => (
              <Bar
                key={s.key}
                yAxisId="count"
                dataKey={s.key}
                fill={s.color}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
                maxBarSize={28}
              />
            ))}
            <Line
              yAxisId="views"
              dataKey="pageViews"
              stroke={PAGE_VIEWS_COLOR}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores the 1 px width of sr-only: the wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.statistics.daily.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.statistics.daily.date')}</th>
              {METRICS.map((key) => (
                <th key={key} scope="col">
                  {label(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>{format(d.users)}</td>
                <td>{format(d.posts)}</td>
                <td>{format(d.comments)}</td>
                <td>{format(d.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
