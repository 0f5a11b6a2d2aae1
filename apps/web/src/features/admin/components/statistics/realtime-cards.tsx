import type { ReactNode } from 'react';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { StatisticsData } from '../../api/statistics.ts';
import { useNumberFormat } from './stats-section.tsx';

type Realtime = StatisticsData['realtime'];

function Card({
  label,
  value,
  hint,
  tone = '',
}: {
  label: string;
  value: ReactNode;
  hint: string;
  tone?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-sand-700">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums sm:text-2xl ${tone}`}>{value}</dd>
      <dd className="text-xs text-sand-600">{hint}</dd>
    </div>
  );
}

/** The six measured realtime figures (refreshed with the summary query every 30 s while visible). */
export function RealtimeCards({ realtime }: { realtime: Realtime }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const isHealthy = realtime.serverStatus === 'healthy';
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      <Card
        label={t('admin.statistics.realtime.activeUsers')}
        value={format(realtime.activeUsers)}
        hint={t('admin.statistics.realtime.activeUsersHint')}
      />
      <Card
        label={t('admin.statistics.realtime.onlineAdmins')}
        value={format(realtime.onlineAdmins)}
        hint={t('admin.statistics.realtime.onlineAdminsHint')}
      />
      <Card
        label={t('admin.statistics.realtime.todayNewUsers')}
        value={format(realtime.todayNewUsers)}
        hint={t('admin.statistics.realtime.todayNewUsersHint')}
      />
      <Card
        label={t('admin.statistics.realtime.serverStatus')}
        value={
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`size-3 rounded-full ${isHealthy ? 'bg-jade-500' : 'bg-accent-500'}`}
            />
            {t(`admin.statistics.realtime.${realtime.serverStatus}`)}
          </span>
        }
        tone={isHealthy ? 'text-jade-700' : 'text-accent-700'}
        hint={realtime.serverStatusReason ?? t('admin.statistics.realtime.healthyHint')}
      />
      <Card
        label={t('admin.statistics.realtime.avgResponseTime')}
        value={
          realtime.avgResponseTime === null
            ? '–'
            : t('admin.statistics.realtime.milliseconds', { value: format(realtime.avgResponseTime) })
        }
        hint={
          realtime.avgResponseTime === null
            ? t('admin.statistics.realtime.noRequests')
            : t('admin.statistics.realtime.avgResponseTimeHint', { count: realtime.responseSamples })
        }
      />
      <Card
        label={t('admin.statistics.realtime.dbConnections')}
        value={format(realtime.dbConnections)}
        hint={t('admin.statistics.realtime.dbPoolHint', {
          idle: realtime.dbPool.idle,
          waiting: realtime.dbPool.waiting,
        })}
      />
    </dl>
  );
}

/** "Measured at …" under the realtime title. */
export function MeasuredAt({ at }: { at: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-sand-600">
      {t('admin.statistics.realtime.note', { time: formatSeoulTime(at) })}
    </p>
  );
}
