import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/index.ts';
import { TOOLS } from '@/components/tools.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { HomeSection } from './home-section.tsx';

/** The three tools, each a card linking to its page (the whole card is the link's target). */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <HomeSection name="features" hasIntro spacing="py-16 sm:py-20">
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {TOOLS.map(({ id, to, icon: Icon, tone, accent }) => (
          <li
            key={id}
            className="card group relative flex flex-col overflow-hidden p-6 transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 sm:p-7"
          >
            <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${accent}`} />
            <span
              className={`inline-flex size-13 items-center justify-center rounded-2xl text-[1.75rem] ${tone}`}
            >
              <Icon />
            </span>
            <p className="mt-5 text-sm font-semibold text-sand-500">{t(`home.features.${id}.tagline`)}</p>
            <h3 className="mt-1 text-2xl">
              <Link
                to={to}
                className="rounded-md outline-offset-4 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {t(`home.features.${id}.title`)}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-base text-sand-600">{t(`home.features.${id}.description`)}</p>
            <span
              aria-hidden="true"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-bold text-brand-700 group-hover:gap-2.5 transition-[gap]"
            >
              {t(`home.features.${id}.action`)}
              <ArrowRightIcon />
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
