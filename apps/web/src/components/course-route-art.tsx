import type { CourseStopDto } from '@ktravel/contract';
import { memo, useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { stopName } from '../lib/course-labels.ts';
import { projectStops, type RouteBox, routeArtVariant, spreadPoints } from '../lib/course-route-layout.ts';
import { RouteIcon } from './icons/index.ts';

const WIDTH = 320;
const HEIGHT = 180;
// Phones crop the 16:9 art to 2:1 (10 units off the top and bottom); the bottom margin keeps the name label clear.
const BOX: RouteBox = { width: WIDTH, height: HEIGHT, padX: 30, padTop: 34, padBottom: 56 };

/** Colour sets from the theme's tokens, as whole class names so Tailwind generates them. */
const PALETTES = [
  {
    name: 'sky',
    root: 'from-brand-50 via-brand-50 to-brand-100',
    pattern: 'text-brand-300',
    glow: 'text-white',
    casing: 'stroke-white',
    line: 'stroke-brand-500',
    dot: 'fill-brand-700',
    halo: 'fill-brand-400',
    number: 'fill-white',
  },
  {
    name: 'persimmon',
    root: 'from-accent-50 via-accent-50 to-accent-100',
    pattern: 'text-accent-300',
    glow: 'text-white',
    casing: 'stroke-white',
    line: 'stroke-accent-400',
    dot: 'fill-accent-600',
    halo: 'fill-accent-400',
    number: 'fill-white',
  },
  {
    name: 'jade',
    root: 'from-jade-50 via-jade-50 to-jade-100',
    pattern: 'text-jade-500',
    glow: 'text-white',
    casing: 'stroke-white',
    line: 'stroke-jade-500',
    dot: 'fill-jade-700',
    halo: 'fill-jade-500',
    number: 'fill-white',
  },
  {
    name: 'night',
    root: 'from-brand-800 via-brand-900 to-brand-950',
    pattern: 'text-brand-400',
    glow: 'text-brand-700',
    casing: 'stroke-brand-950',
    line: 'stroke-accent-300',
    dot: 'fill-accent-300',
    halo: 'fill-accent-300',
    number: 'fill-brand-950',
  },
  {
    name: 'hanji',
    root: 'from-sand-50 via-sand-100 to-sand-200',
    pattern: 'text-sand-400',
    glow: 'text-white',
    casing: 'stroke-white',
    line: 'stroke-accent-500',
    dot: 'fill-sand-800',
    halo: 'fill-accent-400',
    number: 'fill-white',
  },
  {
    name: 'dusk',
    root: 'from-amber-50 via-accent-50 to-accent-100',
    pattern: 'text-amber-400',
    glow: 'text-white',
    casing: 'stroke-white',
    line: 'stroke-amber-500',
    dot: 'fill-accent-700',
    halo: 'fill-amber-500',
    number: 'fill-white',
  },
] as const;

const PATTERNS = ['grid', 'contours', 'waves', 'dots'] as const;
type PatternName = (typeof PATTERNS)[number];

/** A faint background texture: a street grid, contour lines, waves or a dot grid, shifted by `seed`. */
function Pattern({ name, seed, patternId }: { name: PatternName; seed: number; patternId: string }) {
  const shift = seed % 24;
  if (name === 'grid' || name === 'dots') {
    const size = name === 'grid' ? 22 : 14;
    return (
      <>
        <defs>
          <pattern
            id={patternId}
            width={size}
            height={size}
            patternUnits="userSpaceOnUse"
            patternTransform={`translate(${shift} ${shift / 2})${name === 'grid' ? ` rotate(${(seed % 3) * 8 - 8})` : ''}`}
          >
            {name === 'grid' ? (
              <path d={`M${size} 0H0V${size}`} fill="none" stroke="currentColor" strokeWidth="1" />
            ) : (
              <circle cx={size / 2} cy={size / 2} r="1.3" fill="currentColor" />
            )}
          </pattern>
        </defs>
        <rect
          width={WIDTH}
          height={HEIGHT}
          fill={`url(#${patternId})`}
          opacity={name === 'grid' ? 0.45 : 0.6}
        />
      </>
    );
  }
  if (name === 'waves') {
    const rows = [0, 1, 2, 3, 4, 5, 6];
    return (
      <g fill="none" stroke="currentColor" strokeWidth="1.2" opacity="0.45">
        {rows.map((row) => (
          <path
            key={row}
            d={`M${-40 + shift} ${12 + row * 28}q20 -9 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0`}
          />
        ))}
      </g>
    );
  }
  // Contours: rings round a hill placed by the seed, like a topographic map.
  const cx = 40 + (seed % 240);
  const cy = 30 + ((seed >> 8) % 120);
  return (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="1.1"
      opacity="0.5"
      transform={`rotate(${-20 + (seed % 40)} ${cx} ${cy})`}
    >
      {[18, 38, 60, 84, 110, 138, 168].map((radius, index) => (
        <ellipse key={radius} cx={cx + index * 2} cy={cy - index} rx={radius * 1.35} ry={radius} />
      ))}
    </g>
  );
}

interface CourseRouteArtProps {
  /** Picks the palette and pattern, so neighbouring cards differ. */
  courseId: number;
  stops: CourseStopDto[];
  className?: string;
  'data-testid'?: string;
}

/**
 * A course's route as a small drawing (the course card's picture when its first stop has no photo): the stops
 * projected from their coordinates, joined in order, numbered, and the first and last stop named. Decorative:
 * the card names the course. Memoized: its stops come from the query cache, so a list drawn again (the viewer's
 * session arriving, the other list loading) does not lay every route out again.
 */
export const CourseRouteArt = memo(function CourseRouteArt({
  courseId,
  stops,
  className = '',
  'data-testid': testId,
}: CourseRouteArtProps) {
  const { t, i18n } = useTranslation();
  // React's ids hold characters that are awkward inside url(#…).
  const patternId = `route-art-${useId().replace(/[^\w-]/g, '')}`;
  const variant = routeArtVariant(courseId, PALETTES.length, PATTERNS.length);
  const palette = PALETTES[variant.palette]!;
  const pattern = PATTERNS[variant.pattern]!;
  const ordered = [...stops].sort((a, b) => a.order - b.order);
  const radius = ordered.length > 12 ? 7.5 : ordered.length > 6 ? 9 : 10.5;
  const points = spreadPoints(projectStops(ordered, BOX), radius * 2 + 8, BOX);
  const pointList = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const first = ordered[0];
  const last = ordered.at(-1);
  const label =
    first && last && ordered.length > 1
      ? t('kcourse.card.routeFromTo', {
          from: stopName(first, i18n.language),
          to: stopName(last, i18n.language),
        })
      : first
        ? stopName(first, i18n.language)
        : null;

  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      data-palette={palette.name}
      data-pattern={pattern}
      className={`relative h-full w-full overflow-hidden bg-gradient-to-br ${palette.root} ${className}`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
        focusable="false"
      >
        <g className={palette.glow}>
          <circle cx={variant.seed % 2 ? 270 : 50} cy="30" r="110" fill="currentColor" opacity="0.35" />
        </g>
        <g className={palette.pattern}>
          <Pattern name={pattern} seed={variant.seed} patternId={patternId} />
        </g>
        {points.length > 1 ? (
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            <polyline points={pointList} className={palette.casing} strokeWidth="8" opacity="0.8" />
            <polyline
              data-testid="route-art-line"
              points={pointList}
              className={palette.line}
              strokeWidth="3.5"
            />
          </g>
        ) : null}
        {points.map((point, index) => (
          <g key={ordered[index]!.id} data-testid="route-art-stop">
            {index === 0 ? (
              <circle cx={point.x} cy={point.y} r={radius + 5} className={palette.halo} opacity="0.3" />
            ) : null}
            <circle
              cx={point.x}
              cy={point.y}
              r={radius}
              className={`${palette.dot} ${palette.casing}`}
              strokeWidth="2"
            />
            <text
              x={point.x}
              y={point.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={index + 1 >= 10 ? radius * 0.95 : radius * 1.15}
              fontWeight="700"
              className={palette.number}
            >
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      {points.length === 0 ? (
        <div className={`absolute inset-0 flex items-center justify-center text-5xl ${palette.pattern}`}>
          <RouteIcon />
        </div>
      ) : null}
      {label ? (
        <span className="absolute bottom-2.5 left-2.5 max-w-[calc(100%-1.25rem)] truncate rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-sand-800 shadow-sm">
          {label}
        </span>
      ) : null}
    </div>
  );
});
