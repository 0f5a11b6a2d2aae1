import { CallToAction } from '../components/call-to-action.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { Hero } from '../components/hero.tsx';
import { Stats } from '../components/stats.tsx';
import { TripShowcase } from '../components/trip-showcase.tsx';
import type { HomeSession } from '../session.ts';

/**
 * Home (/): hero, the three tools, what they do on the trip itself (real screens), K-Travel in figures, and a call
 * to action. The footer is the layout's.
 */
export function HomePage({ session }: { session: HomeSession }) {
  return (
    <div className="flex flex-col">
      <Hero session={session} />
      <FeatureCards />
      <TripShowcase />
      <Stats className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20" />
      <CallToAction />
    </div>
  );
}
