import type { AdminDashboardDto } from '@ktravel/contract';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { IconTile } from '@/components/icon-tile.tsx';
import { ChatIcon, LayersIcon, MapPinIcon, RouteIcon, UserIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAdminDashboard } from '../../api/admin-dashboard.ts';

type CountedCardId = 'map' | 'courses' | 'connect' | 'users';

interface CardLook {
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}

interface CountedCard extends CardLook {
  id: CountedCardId;
  count: (counts: AdminDashboardDto) => number;
  /** A count that asks for attention when above zero (open reports). */
  isAlert?: boolean;
}

const COUNTED_CARDS: CountedCard[] = [
  {
    id: 'map',
    to: '/admin/map',
    icon: MapPinIcon,
    tone: 'bg-brand-50 text-brand-700',
    count: (c) => c.places,
  },
  {
    id: 'courses',
    to: '/admin/courses',
    icon: RouteIcon,
    tone: 'bg-jade-50 text-jade-700',
    count: (c) => c.courses,
  },
  {
    id: 'connect',
    to: '/admin/connect',
    icon: ChatIcon,
    tone: 'bg-accent-50 text-accent-700',
    count: (c) => c.openReports,
    isAlert: true,
  },
  {
    id: 'users',
    to: '/admin/users',
    icon: UserIcon,
    tone: 'bg-sand-100 text-sand-800',
    count: (c) => c.users,
  },
];

const STATISTICS_CARD: CardLook = {
  to: '/admin/statistics',
  icon: LayersIcon,
  tone: 'bg-amber-50 text-amber-800',
};

/** The dashboard's cards (spec §2) with their live counts from one request. */
export function DashboardCards() {
  const { t } = useTranslation();
  const counts = useAdminDashboard();

  return (
    <div className="flex flex-col gap-3">
      {counts.isError ? (
        <ErrorDisplay
          size="small"
          title={t('admin.dashboard.countsFailed')}
          message={t(errorMessageKey(counts.error))}
          onRetry={() => void counts.refetch()}
        />
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {COUNTED_CARDS.map((card) => {
          const value = counts.data ? card.count(counts.data) : undefined;
          const needsAttention = card.isAlert === true && value !== undefined && value > 0;
          return (
            <li key={card.id}>
              <DashboardCard
                look={card}
                title={t(`admin.dashboard.cards.${card.id}.title`)}
                text={
                  value === undefined
                    ? t('admin.common.table.loading')
                    : t(`admin.dashboard.cards.${card.id}.count`, { count: value })
                }
                value={value ?? '–'}
                needsAttention={needsAttention}
              />
            </li>
          );
        })}
        <li>
          <DashboardCard
            look={STATISTICS_CARD}
            title={t('admin.dashboard.cards.statistics.title')}
            text={t('admin.dashboard.cards.statistics.description')}
          />
        </li>
      </ul>
    </div>
  );
}

interface DashboardCardProps {
  look: CardLook;
  title: string;
  text: string;
  /** The big number (none for statistics). */
  value?: number | string;
  needsAttention?: boolean;
}

function DashboardCard({ look, title, text, value, needsAttention = false }: DashboardCardProps) {
  return (
    <Link
      to={look.to}
      className={`card group flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-raised focus-visible:outline-offset-2 ${
        needsAttention ? 'ring-2 ring-accent-300' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <IconTile icon={look.icon} className={`size-11 ${look.tone}`} />
        {value !== undefined ? (
          <span
            aria-hidden="true"
            className={`text-3xl font-bold tabular-nums ${needsAttention ? 'text-accent-800' : 'text-sand-900'}`}
          >
            {value}
          </span>
        ) : null}
      </div>
      <div>
        <h2 className="text-lg text-sand-900 group-hover:text-brand-700">{title}</h2>
        <p className="mt-1 text-sm text-sand-700">{text}</p>
      </div>
    </Link>
  );
}
