import type { ILLUSTRATION_KINDS } from './choose.ts';
import { type Scene, Steam, WIDTH } from './scene.tsx';

// Cafés, on the jade of the café type.

/** Soft light spots and a table edge. */
function Light() {
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

/** The sea seen from a terrace: a horizon with the sun on it, a sail, the terrace's edge. */
function SeaView() {
  return (
    <>
      <circle cx="206" cy="58" r="12" className="fill-amber-200" />
      <rect y="58" width={WIDTH} height="42" className="fill-brand-300" />
      <path
        d="M14 70h24M196 66h22M24 86h20M200 84h26"
        className="stroke-white"
        strokeWidth="2"
        opacity="0.7"
      />
      <path d="M30 56V36l12 20Z" className="fill-white" />
      <path d="M24 56h22l-4 4H28Z" className="fill-accent-500" />
      <rect y="100" width={WIDTH} height="20" className="fill-jade-500" opacity="0.3" />
    </>
  );
}

function Halo() {
  return <circle cx="100" cy="64" r="50" className="fill-jade-100" />;
}

/** A cup of latte with a heart on a saucer, steam and two coffee beans. */
function Latte() {
  return (
    <>
      <Halo />
      <Steam at={[90, 110]} y={38} />
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

/** A croissant on a plate in front of a small cup of coffee. */
function BakeryCafe() {
  return (
    <>
      <Halo />
      <Steam at={[134]} y={40} />
      <ellipse cx="134" cy="82" rx="24" ry="5" className="fill-white" />
      <path d="M148 56h3a8 8 0 0 1 0 16h-5" fill="none" className="stroke-white" strokeWidth="4" />
      <path d="M114 50h40l-3 20q-1 10-11 10h-12q-10 0-11-10Z" className="fill-white" />
      <ellipse cx="134" cy="50" rx="20" ry="4.5" className="fill-amber-800" />
      <ellipse cx="84" cy="94" rx="50" ry="9" className="fill-white" />
      <g className="fill-amber-400 stroke-amber-600" strokeWidth="1.5">
        <ellipse cx="48" cy="84" rx="11" ry="8" transform="rotate(-35 48 84)" />
        <ellipse cx="120" cy="84" rx="11" ry="8" transform="rotate(35 120 84)" />
        <ellipse cx="62" cy="72" rx="14" ry="12" transform="rotate(-20 62 72)" />
        <ellipse cx="106" cy="72" rx="14" ry="12" transform="rotate(20 106 72)" />
        <ellipse cx="84" cy="66" rx="17" ry="15" />
      </g>
      <path
        d="M74 60q10 4 20 0M60 66q4 6 2 14M108 66q-4 6-2 14"
        fill="none"
        className="stroke-amber-200"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  );
}

/** A celadon teapot and two small cups of tea on a wooden tray. */
function Tea() {
  return (
    <>
      <Halo />
      <Steam at={[128]} y={40} />
      <ellipse cx="100" cy="96" rx="58" ry="9" className="fill-amber-700" />
      <path
        d="M104 72q14-2 20-22"
        fill="none"
        className="stroke-jade-600"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M58 60q-14 6-4 22" fill="none" className="stroke-jade-600" strokeWidth="5" />
      <ellipse cx="82" cy="72" rx="26" ry="22" className="fill-jade-500" />
      <path d="M62 74q20 10 40 0" fill="none" className="stroke-jade-100" strokeWidth="2" />
      <circle cx="74" cy="66" r="3" className="fill-jade-100" />
      <circle cx="90" cy="64" r="2" className="fill-jade-100" />
      <ellipse cx="82" cy="51" rx="12" ry="4" className="fill-jade-600" />
      <circle cx="82" cy="46" r="3" className="fill-jade-700" />
      <path d="M118 80h22l-3 12h-16ZM144 82h20l-3 11h-14Z" className="fill-white" />
      <ellipse cx="129" cy="80" rx="11" ry="2.5" className="fill-amber-300" />
      <ellipse cx="154" cy="82" rx="10" ry="2.5" className="fill-amber-300" />
    </>
  );
}

/** A bowl of bingsu: shaved ice heaped in a footed bowl, red beans, fruit and a spoon. */
function Dessert() {
  return (
    <>
      <Halo />
      <path d="M128 20 112 56" className="stroke-sand-300" strokeWidth="3" strokeLinecap="round" />
      <path d="M62 70q4-42 38-46 34 4 38 46Z" className="fill-white" />
      <path d="M70 64q10 6 24 2M104 60q12 6 26 2" fill="none" className="stroke-brand-100" strokeWidth="2" />
      <path d="M82 36q18-14 36 0-18 10-36 0Z" className="fill-accent-800" />
      <g className="fill-accent-900">
        <circle cx="92" cy="34" r="1.5" />
        <circle cx="104" cy="31" r="1.5" />
        <circle cx="110" cy="37" r="1.5" />
      </g>
      <rect x="72" y="50" width="9" height="9" rx="2" className="fill-amber-400" />
      <rect x="116" y="46" width="9" height="9" rx="2" className="fill-amber-400" />
      <path d="M94 50q6-6 10 0-5 6-10 0Z" className="fill-accent-400" />
      <path d="M54 68h92q-4 26-46 26T54 68Z" className="fill-white" />
      <path d="M60 76h80" className="stroke-brand-200" strokeWidth="3" />
      <rect x="92" y="92" width="16" height="6" className="fill-white" />
      <ellipse cx="100" cy="99" rx="18" ry="4" className="fill-white" />
    </>
  );
}

/** Pour-over: a gooseneck kettle pouring into a paper dripper over a glass server, and coffee beans. */
function Drip() {
  return (
    <>
      <Halo />
      <path d="M80 74h40l-4 22q-1 6-8 6H92q-7 0-8-6Z" className="fill-brand-100" />
      <path d="M82 86h36l-2 10q-1 6-8 6H92q-7 0-8-6Z" className="fill-amber-800" />
      <rect x="76" y="68" width="48" height="6" rx="3" className="fill-white" />
      <path d="M72 48h56l-16 20H88Z" className="fill-white" />
      <path d="M88 52l6 12M100 52v12M112 52l-6 12" className="stroke-sand-200" strokeWidth="1.5" />
      <path d="M104 30l-4 18" className="stroke-amber-700" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M132 40q-18-6-28-10"
        fill="none"
        className="stroke-sand-600"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M128 32h32v22q0 6-6 6h-20q-6 0-6-6Z" className="fill-sand-600" />
      <path d="M136 32q8-10 16 0" fill="none" className="stroke-sand-700" strokeWidth="3" />
      <path d="M160 38q8 0 8 8t-8 8" fill="none" className="stroke-sand-700" strokeWidth="3" />
      <g className="fill-amber-900">
        <ellipse cx="52" cy="98" rx="5" ry="3.5" transform="rotate(-25 52 98)" />
        <ellipse cx="62" cy="102" rx="5" ry="3.5" transform="rotate(15 62 102)" />
        <ellipse cx="148" cy="100" rx="5" ry="3.5" transform="rotate(20 148 100)" />
      </g>
    </>
  );
}

/** A terrace table by the sea under a parasol, with an iced coffee and a hot cup. */
function SeaCafe() {
  return (
    <>
      <path d="M100 96V26" className="stroke-sand-600" strokeWidth="3" />
      <path d="M48 34q52-36 104 0Z" className="fill-accent-500" />
      <path d="M70 28q30-26 60 0Z" className="fill-white" />
      <path d="M90 20q10-10 20 0Z" className="fill-accent-500" />
      <ellipse cx="100" cy="96" rx="56" ry="8" className="fill-white" />
      <path d="M70 52h24l-3 40H73Z" className="fill-white" opacity="0.8" />
      <path d="M71 64h22l-2 28H73Z" className="fill-amber-700" />
      <rect x="75" y="56" width="7" height="7" rx="1" className="fill-brand-100" />
      <rect x="83" y="60" width="7" height="7" rx="1" className="fill-brand-100" />
      <path d="M86 54l6-18" className="stroke-accent-500" strokeWidth="3" strokeLinecap="round" />
      <path d="M110 72h26l-2 14q-1 6-7 6h-8q-6 0-7-6Z" className="fill-white" />
      <path d="M136 76h2a5 5 0 0 1 0 10h-3" fill="none" className="stroke-white" strokeWidth="3" />
      <ellipse cx="123" cy="72" rx="13" ry="3" className="fill-amber-800" />
    </>
  );
}

export const CAFE_SCENES = {
  latte: { Backdrop: Light, Subject: Latte },
  bakerycafe: { Backdrop: Light, Subject: BakeryCafe },
  tea: { Backdrop: Light, Subject: Tea },
  dessert: { Backdrop: Light, Subject: Dessert },
  drip: { Backdrop: Light, Subject: Drip },
  seaview: { Backdrop: SeaView, Subject: SeaCafe },
} as const satisfies Record<(typeof ILLUSTRATION_KINDS)['cafe'][number], Scene>;
