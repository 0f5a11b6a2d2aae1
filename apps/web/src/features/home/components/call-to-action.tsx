import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { HomeSection, homeHeadingId } from './home-section.tsx';

/** The closing invitation: start on the map, or plan a course. */
export function CallToAction() {
  const { t } = useTranslation();
  return (
    <HomeSection name="cta">
      <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div aria-hidden="true" className="glow -top-24 -right-16 size-72 bg-brand-500/40" />
        <div aria-hidden="true" className="glow -bottom-28 -left-10 size-72 bg-accent-500/30" />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={homeHeadingId('cta')} className="text-3xl text-white sm:text-4xl">
            {t('home.cta.title')}
          </h2>
          <p className="mt-3 text-base text-brand-100 sm:text-lg">{t('home.cta.description')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/kmap"
              className="btn min-h-12 bg-white px-6 text-base text-brand-800 hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('home.cta.explore')}
              <ArrowRightIcon />
            </Link>
            <Link
              to="/planner"
              className="btn min-h-12 border border-white/40 px-6 text-base text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t('home.cta.plan')}
            </Link>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
