import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChatIcon, MapPinIcon, RouteIcon } from '@/components/icons/index.ts';
import { useAfterFirstPaint } from '@/components/map/use-after-first-paint.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useLatestTrend } from '../latest-trend.ts';

const PINS = [
  { key: 'home.visual.palace', x: '30%', y: '24%', tone: 'bg-brand-600' },
  { key: 'home.visual.market', x: '60%', y: '40%', tone: 'bg-accent-500' },
  { key: 'home.visual.tower', x: '44%', y: '66%', tone: 'bg-jade-600' },
] as const;

/** The tools the floating cards show: icon and name colour. */
const CARD_TOOLS = {
  kcourse: { icon: RouteIcon, color: 'text-jade-700' },
  kbuzz: { icon: ChatIcon, color: 'text-accent-700' },
} as const;

interface FloatingCardProps {
  tool: keyof typeof CARD_TOOLS;
  /** Where it floats, and its width. */
  className: string;
  children: ReactNode;
}

/** A small card over the map's corner: a tool's name, then a glimpse of it. */
function FloatingCard({ tool, className, children }: FloatingCardProps) {
  const { t } = useTranslation();
  const { icon: Icon, color } = CARD_TOOLS[tool];
  return (
    <div
      className={`absolute rounded-2xl border border-sand-200 bg-white p-3 shadow-raised sm:p-3.5 ${className}`}
    >
      <div aria-hidden="true" className={`flex items-center gap-2 text-xs font-bold ${color}`}>
        <Icon className="text-base" />
        {t(`nav.${tool}`)}
      </div>
      {children}
    </div>
  );
}

/**
 * K-Buzz's newest trend article, a link to it (asked once the page has painted); nothing while it loads, when
 * there is none from the last weeks, or when it cannot be read: never a made-up headline.
 */
function LatestTrendCard() {
  const { t } = useTranslation();
  const isPainted = useAfterFirstPaint();
  const trend = useLatestTrend(isPainted);
  if (!trend.data) return null;
  return (
    <FloatingCard tool="kbuzz" className="-top-10 -right-2 w-44 sm:-top-5 sm:-right-6 sm:w-56">
      <Link
        to={`/buzz/trend/${trend.data.id}`}
        className="mt-1 line-clamp-3 text-sm leading-snug font-semibold text-sand-800 after:absolute after:inset-0 hover:text-brand-800"
        data-testid="home-latest-trend"
      >
        <span className="sr-only">{t('home.visual.latestTrend')} </span>
        {trend.data.title}
      </Link>
    </FloatingCard>
  );
}

/**
 * A glimpse of the tools: a map of Seoul and a course (drawings, hidden from readers), and K-Buzz's newest trend
 * article, a real one to open.
 */
export function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto w-full max-w-[30rem] select-none">
      <div
        aria-hidden="true"
        className="relative aspect-[5/4] overflow-hidden rounded-[2rem] border border-white bg-[#e6f0f7] shadow-raised"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 500 400"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <rect width="500" height="400" fill="#e6f0f7" />
          <path d="M-10 70 Q 90 30 160 90 T 330 60 T 520 110 L520 -10 L-10 -10Z" fill="#d6ead7" />
          <path d="M-10 300 Q 120 250 240 300 T 520 280 L520 410 L-10 410Z" fill="#dcecd9" />
          <path
            d="M-20 250 C 80 210, 150 290, 250 240 S 420 190, 520 230"
            fill="none"
            stroke="#9cc8ea"
            strokeWidth="34"
            strokeLinecap="round"
          />
          <g stroke="#ffffff" strokeWidth="7" strokeLinecap="round" fill="none">
            <path d="M40 140 H 460" />
            <path d="M120 20 V 380" />
            <path d="M330 20 V 380" />
            <path d="M60 350 L 440 30" opacity="0.8" />
          </g>
          <path
            d="M150 100 L 300 160 L 220 265"
            fill="none"
            stroke="#0b4f8a"
            strokeWidth="4"
            strokeDasharray="2 10"
            strokeLinecap="round"
          />
        </svg>
        {PINS.map(({ key, x, y, tone }) => (
          <div key={key} className="absolute -translate-x-1/2 -translate-y-full" style={{ left: x, top: y }}>
            <div className="flex flex-col items-center">
              <span className="mb-1 rounded-full bg-white px-2.5 py-1 text-xs font-bold whitespace-nowrap text-sand-800 shadow-card">
                {t(key)}
              </span>
              <span
                className={`inline-flex size-8 items-center justify-center rounded-full text-base text-white shadow-card ring-3 ring-white ${tone}`}
              >
                <MapPinIcon />
              </span>
            </div>
          </div>
        ))}
      </div>

      <div aria-hidden="true">
        <FloatingCard tool="kcourse" className="-bottom-8 -left-3 w-48 sm:-bottom-6 sm:-left-8 sm:w-56">
          <p className="mt-1 text-sm font-bold text-sand-900">{t('home.visual.courseTitle')}</p>
          <ol className="mt-2 flex items-center gap-1.5">
            {[1, 2, 3].map((stop) => (
              <li
                key={stop}
                className="inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {stop}
              </li>
            ))}
            <li className="ml-1 text-xs whitespace-nowrap text-sand-600">{t('home.visual.courseMeta')}</li>
          </ol>
        </FloatingCard>
      </div>

      <LatestTrendCard />
    </div>
  );
}
