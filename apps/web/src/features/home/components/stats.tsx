import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, ClockIcon, GiftIcon, LayersIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface Stat {
  id: 'features' | 'launched' | 'available' | 'free';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// Spec §1: 3 core features, 2025, 24/7, Free.
const STATS: readonly Stat[] = [
  { id: 'features', icon: LayersIcon },
  { id: 'launched', icon: CalendarIcon },
  { id: 'available', icon: ClockIcon },
  { id: 'free', icon: GiftIcon },
];

/** K-Travel in four figures, each with its label. */
export function Stats({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-heading" className={className}>
      <h2 id="stats-heading" className="sr-only">
        {t('home.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ id, icon: Icon }) => (
          <div key={id} className="card flex flex-col-reverse items-start gap-1 p-5 sm:p-6">
            <dt className="text-sm font-medium text-sand-600">{t(`home.stats.${id}.label`)}</dt>
            <dd className="flex items-center gap-2.5 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">
              <Icon aria-hidden="true" className="text-2xl text-accent-500" />
              {t(`home.stats.${id}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
