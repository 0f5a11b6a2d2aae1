import type { PlaceType } from '@ktravel/contract';
import type { ComponentType } from 'react';

// Drawn on a 240×120 box and cropped to the frame (slice). The backdrop spans the box (its sun and cloud sit
// outside the middle 120 columns, so a square crop shows none of them rather than a sliver); the subject is drawn
// round (100, 62) and shrunk into the middle, so a square thumbnail (the middle 120×120) and a wide panel (2.4:1,
// the middle 100 rows) both show it whole.
const WIDTH = 240;
const HEIGHT = 120;
const SUBJECT = 'translate(120 63) scale(0.8) translate(-100 -62)';

/** Sky, low sun, a cloud, hills and a plaza behind a palace gate. */
function TravelBackdrop() {
  return (
    <>
      <circle cx="42" cy="34" r="14" className="fill-accent-200" />
      <g className="fill-white" opacity="0.9">
        <circle cx="198" cy="30" r="9" />
        <circle cx="211" cy="26" r="11" />
        <circle cx="224" cy="31" r="8" />
        <rect x="196" y="30" width="30" height="9" rx="4.5" />
      </g>
      <path d="M0 86 34 66l26 15 34-27 36 26 30-18 36 24 44-16v46H0Z" className="fill-brand-200" />
      <rect y="97" width={WIDTH} height="23" className="fill-brand-300" />
    </>
  );
}

/** A palace gate: two-storey roof with upturned eaves, dancheong band, red columns, stone base with an arch. */
function TravelSubject() {
  return (
    <>
      <rect x="64" y="78" width="72" height="26" rx="1.5" className="fill-sand-300" />
      <path d="M91 104V91a9 9 0 0 1 18 0v13Z" className="fill-brand-900" />
      <rect x="74" y="63" width="52" height="15" className="fill-accent-600" />
      <path
        d="M82 64v14M91 64v14M100 64v14M109 64v14M118 64v14"
        className="stroke-accent-800"
        strokeWidth="2"
      />
      <rect x="71" y="59" width="58" height="5" className="fill-jade-500" />
      <path d="M52 58q14-2 24-13h48q10 11 24 13-16 3-48 3t-48-3Z" className="fill-brand-900" />
      <rect x="85" y="36" width="30" height="10" className="fill-accent-600" />
      <rect x="83" y="34" width="34" height="3" className="fill-jade-500" />
      <path d="M68 35q10-2 17-11h30q7 9 17 11-12 3-32 3t-32-3Z" className="fill-brand-900" />
      <rect x="86" y="20" width="28" height="4" rx="2" className="fill-brand-950" />
    </>
  );
}

/** A table edge and scattered sesame-like dots. */
function FoodBackdrop() {
  return (
    <>
      <g className="fill-accent-300" opacity="0.5">
        <circle cx="30" cy="24" r="3" />
        <circle cx="52" cy="48" r="2" />
        <circle cx="196" cy="20" r="2.5" />
        <circle cx="214" cy="52" r="3" />
        <circle cx="24" cy="76" r="2" />
      </g>
      <rect y="100" width={WIDTH} height="20" className="fill-accent-200" opacity="0.7" />
    </>
  );
}

/** A stone bowl of bibimbap (greens, carrot, egg) on a round tray, with chopsticks and steam. */
function FoodSubject() {
  return (
    <>
      <circle cx="100" cy="64" r="50" className="fill-accent-200" />
      <g fill="none" strokeLinecap="round" strokeWidth="3" className="stroke-white" opacity="0.95">
        <path d="M84 40q-6-6 0-12t0-12" />
        <path d="M100 36q-6-6 0-12t0-12" />
        <path d="M116 40q-6-6 0-12t0-12" />
      </g>
      <path
        d="M122 16 96 62M131 19 105 63"
        className="stroke-amber-700"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <ellipse cx="100" cy="61" rx="40" ry="9" className="fill-amber-50" />
      <path d="M70 58q6-6 14-2 2 6-6 7Z" className="fill-jade-500" />
      <path d="M116 55q8-4 14 1-3 6-12 5Z" className="fill-accent-500" />
      <path d="M86 63q8-6 12 0Z" className="fill-jade-600" />
      <path d="M104 64q6-5 12 0Z" className="fill-amber-600" />
      <circle cx="100" cy="58" r="7.5" className="fill-white" />
      <circle cx="101" cy="58" r="3.5" className="fill-amber-400" />
      <path d="M58 62h84a42 36 0 0 1-84 0Z" className="fill-sand-800" />
      <path d="M58 62h84" className="stroke-sand-600" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M70 74q6 14 22 18"
        className="stroke-sand-600"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="82" y="96" width="36" height="6" rx="3" className="fill-sand-900" />
    </>
  );
}

/** Soft light spots and a table edge. */
function CafeBackdrop() {
  return (
    <>
      <g className="fill-white" opacity="0.55">
        <circle cx="36" cy="30" r="16" />
        <circle cx="206" cy="24" r="11" />
        <circle cx="214" cy="70" r="6" />
      </g>
      <rect y="100" width={WIDTH} height="20" className="fill-jade-500" opacity="0.16" />
    </>
  );
}

/** A cup of latte with a heart on a saucer, steam and two coffee beans. */
function CafeSubject() {
  return (
    <>
      <circle cx="100" cy="64" r="50" className="fill-jade-100" />
      <g fill="none" strokeLinecap="round" strokeWidth="3" className="stroke-white" opacity="0.95">
        <path d="M90 38q-6-6 0-12t0-12" />
        <path d="M110 38q-6-6 0-12t0-12" />
      </g>
      <ellipse cx="100" cy="99" rx="46" ry="9" className="fill-jade-700" opacity="0.18" />
      <ellipse cx="100" cy="96" rx="44" ry="9" className="fill-white" />
      <path d="M128 56h5a11 11 0 0 1 0 22h-8" fill="none" className="stroke-white" strokeWidth="6" />
      <path d="M66 48h68l-4 30q-2 16-18 16H88q-16 0-18-16Z" className="fill-white" />
      <path d="M68 60h64" className="stroke-jade-500" strokeWidth="4" />
      <ellipse cx="100" cy="48" rx="34" ry="7" className="fill-amber-800" />
      <path d="M100 52q-9-5-7-9 2-3 7 0 5-3 7 0 2 4-7 9Z" className="fill-amber-100" />
      <ellipse cx="56" cy="100" rx="5" ry="3.5" className="fill-amber-900" transform="rotate(-25 56 100)" />
      <ellipse cx="146" cy="101" rx="5" ry="3.5" className="fill-amber-900" transform="rotate(20 146 101)" />
    </>
  );
}

interface Scene {
  root: string;
  Backdrop: ComponentType;
  Subject: ComponentType;
}

/** Per place type: its colour (travel sky, food persimmon, café jade, as the map pins) and its drawing. */
const PLACE_ART = {
  travel: { root: 'from-brand-100 to-brand-50', Backdrop: TravelBackdrop, Subject: TravelSubject },
  food: { root: 'from-accent-100 to-accent-50', Backdrop: FoodBackdrop, Subject: FoodSubject },
  cafe: { root: 'from-jade-50 to-jade-100', Backdrop: CafeBackdrop, Subject: CafeSubject },
} as const satisfies Record<PlaceType, Scene>;

interface PlaceArtProps {
  type: PlaceType;
  className?: string;
}

/**
 * A place's picture when it has no photo: an illustration of its type on the type's colour. Decorative (the name
 * is always beside it).
 */
export function PlaceArt({ type, className = '' }: PlaceArtProps) {
  const { root, Backdrop, Subject } = PLACE_ART[type];
  return (
    <div
      aria-hidden="true"
      data-testid="place-art"
      data-place-type={type}
      className={`relative h-full w-full overflow-hidden bg-gradient-to-b ${root} ${className}`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
        focusable="false"
      >
        <Backdrop />
        <g transform={SUBJECT}>
          <Subject />
        </g>
      </svg>
    </div>
  );
}
