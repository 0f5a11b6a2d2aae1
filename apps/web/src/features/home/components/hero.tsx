import { Link } from 'react-router';
import { ArrowRightIcon, SparkleIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { HomeSession } from '../session.ts';
import { HeroVisual } from './hero-visual.tsx';

/** Below the buttons: "checking your session" until the check answers, then a greeting or a sign-in hint. */
function SessionLine({ session }: { session: HomeSession }) {
  const { t } = useTranslation();
  if (!session.isReady || session.signIn === null) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-sand-600">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-400" />
        {t('auth.checking')}
      </p>
    );
  }
  if (session.userName) {
    return (
      <p className="text-sm text-sand-700">
        <span className="font-semibold text-sand-900">
          {t('home.session.welcome', { name: session.userName })}
        </span>{' '}
        <Link
          to="/mypage"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('home.session.myPage')}
        </Link>
      </p>
    );
  }
  // The hint names Google only where Google sign-in is set up (issue 33).
  if (session.signIn === 'none')
    return <p className="text-sm text-sand-700">{t('home.session.unavailable')}</p>;
  return (
    <p className="text-sm text-sand-700">
      {t(session.signIn === 'google' ? 'home.session.guest' : 'home.session.guestLocal')}{' '}
      <Link
        to="/login"
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('home.session.login')}
      </Link>
    </p>
  );
}

/** The first screen: what K-Travel is, the two main ways in, and a glimpse of the tools. */
export function Hero({ session }: { session: HomeSession }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-sand-50 to-sand-50"
    >
      <div aria-hidden="true" className="glow -top-40 -right-32 size-[28rem] bg-accent-200/40" />
      <div aria-hidden="true" className="glow top-16 -left-56 size-[26rem] bg-brand-200/40" />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-14 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1.5 text-sm font-semibold text-brand-800 shadow-sm">
            <SparkleIcon aria-hidden="true" className="text-base text-accent-500" />
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl leading-tight sm:text-5xl lg:text-[3.5rem] lg:leading-[1.1]"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-sand-700">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/kmap" className="btn-primary min-h-12 px-6 text-base">
              {t('home.hero.explore')}
              <ArrowRightIcon />
            </Link>
            <Link to="/planner" className="btn-secondary min-h-12 px-6 text-base">
              {t('home.hero.plan')}
            </Link>
          </div>
          <div className="mt-6 min-h-6">
            <SessionLine session={session} />
          </div>
        </div>
        <div className="px-3 pt-8 pb-6 sm:px-8 lg:p-0">
          <HeroVisual />
        </div>
      </div>
    </section>
  );
}
