import type { ILLUSTRATION_KINDS } from './choose.ts';
import { type Scene, Steam, WIDTH } from './scene.tsx';

// Dishes, on the persimmon of the food type: each on a round tray over a table edge.

/** A table edge and scattered sesame-like dots. */
function Table() {
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

function Tray() {
  return <circle cx="100" cy="64" r="50" className="fill-accent-200" />;
}

/** Chopsticks from the top right down to the dish. */
function Chopsticks({ d }: { d: string }) {
  return <path d={d} className="stroke-amber-700" strokeWidth="3.5" strokeLinecap="round" />;
}

/** A stone bowl of bibimbap (greens, carrot, egg) on a round tray, with chopsticks and steam. */
function Bibimbap() {
  return (
    <>
      <Tray />
      <Steam at={[84, 100, 116]} y={40} />
      <Chopsticks d="M122 16 96 62M131 19 105 63" />
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

/** A round charcoal grill with strips of pork belly, a lettuce leaf and smoke. */
function Bbq() {
  return (
    <>
      <Tray />
      <Steam at={[80, 100, 120]} y={36} />
      <rect x="44" y="64" width="112" height="8" rx="4" className="fill-sand-700" />
      <ellipse cx="100" cy="68" rx="46" ry="26" className="fill-sand-800" />
      <ellipse cx="100" cy="66" rx="40" ry="21" className="fill-sand-700" />
      <path d="M66 56h68M61 64h78M62 72h76M68 80h64" className="stroke-sand-500" strokeWidth="1.5" />
      <g className="fill-accent-400">
        <rect x="68" y="52" width="30" height="10" rx="4" transform="rotate(-8 83 57)" />
        <rect x="104" y="56" width="30" height="10" rx="4" transform="rotate(6 119 61)" />
        <rect x="76" y="70" width="32" height="10" rx="4" transform="rotate(-3 92 75)" />
      </g>
      <path
        d="M72 57l26-4M108 61l25 3M80 75l26-2"
        className="stroke-amber-100"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M82 52v8M92 51v8M116 57v8M126 58v8M88 70v8M100 70v8"
        className="stroke-accent-800"
        strokeWidth="1.5"
      />
      <circle cx="124" cy="76" r="4" className="fill-amber-100" />
      <path d="M138 98q10-16 26-12-4 16-26 12Z" className="fill-jade-500" />
    </>
  );
}

/** A bowl of cold noodles topped with egg, cucumber and pear, chopsticks lifting a strand. */
function Noodles() {
  return (
    <>
      <Tray />
      <Chopsticks d="M140 10 104 48M148 14 112 50" />
      <path
        d="M106 46q-4 8 2 14M110 48q-2 8 4 12"
        fill="none"
        className="stroke-amber-200"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="100" cy="60" rx="42" ry="9" className="fill-amber-100" />
      <path d="M72 60q8-18 28-18t28 18Z" className="fill-amber-200" />
      <path
        d="M80 56q10-8 20-4t20 2M84 50q8-4 16-2"
        fill="none"
        className="stroke-amber-400"
        strokeWidth="1.5"
      />
      <path d="M76 56l14-6M112 50l14 6" className="stroke-jade-500" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="98" cy="44" rx="9" ry="6" className="fill-white" />
      <circle cx="98" cy="44" r="3.5" className="fill-amber-400" />
      <path d="M110 42q8-2 12 4-6 2-12-4Z" className="fill-amber-50" />
      <path d="M58 62h84a42 34 0 0 1-84 0Z" className="fill-white" />
      <path d="M58 62h84" className="stroke-brand-400" strokeWidth="3" strokeLinecap="round" />
      <path d="M64 74h72" className="stroke-brand-300" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="84" y="94" width="32" height="6" rx="3" className="fill-brand-300" />
    </>
  );
}

/** A bubbling earthenware pot of stew with tofu and spring onion on a wooden board, and a spoon. */
function Soup() {
  return (
    <>
      <Tray />
      <Steam at={[84, 100, 116]} y={38} />
      <ellipse cx="100" cy="98" rx="50" ry="7" className="fill-amber-700" />
      <path d="M56 58h88l-6 30q-2 10-14 10H76q-12 0-14-10Z" className="fill-sand-800" />
      <rect x="48" y="62" width="10" height="6" rx="3" className="fill-sand-800" />
      <rect x="142" y="62" width="10" height="6" rx="3" className="fill-sand-800" />
      <ellipse cx="100" cy="58" rx="44" ry="10" className="fill-sand-700" />
      <ellipse cx="100" cy="58" rx="38" ry="7" className="fill-accent-500" />
      <g className="fill-amber-50">
        <rect x="78" y="53" width="9" height="7" rx="1" />
        <rect x="108" y="55" width="9" height="7" rx="1" />
      </g>
      <path
        d="M92 54h6M98 60h6M120 56h5M72 59h4"
        className="stroke-jade-500"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <g className="fill-accent-300">
        <circle cx="90" cy="61" r="2" />
        <circle cx="118" cy="61" r="1.5" />
        <circle cx="102" cy="54" r="1.5" />
      </g>
      <path d="M146 30 128 56" className="stroke-sand-300" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="126" cy="59" rx="6" ry="4" className="fill-sand-300" transform="rotate(-55 126 59)" />
    </>
  );
}

/** One fried drumstick, turned by a degrees round (x, y). */
function Drumstick({ x, y, a }: { x: number; y: number; a: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${a})`}>
      <path d="M8-2h12M8 2h12" className="stroke-white" strokeWidth="4" strokeLinecap="round" />
      <circle cx="21" cy="-3" r="3.5" className="fill-white" />
      <circle cx="21" cy="3" r="3.5" className="fill-white" />
      <ellipse rx="15" ry="11" className="fill-amber-500" />
      <path
        d="M-8-4h3M-2 3h3M4-5h3M-6 6h2"
        className="stroke-amber-700"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Fried chicken drumsticks heaped in a paper-lined box, with pickled radish. */
function Chicken() {
  return (
    <>
      <Tray />
      <path d="M58 62l10-8 10 8 10-8 12 8 12-8 10 8 10-8 10 8Z" className="fill-white" />
      <Drumstick x={80} y={58} a={-140} />
      <Drumstick x={118} y={56} a={-40} />
      <Drumstick x={100} y={48} a={-90} />
      <circle cx="72" cy="66" r="7" className="fill-amber-600" />
      <circle cx="128" cy="66" r="7" className="fill-amber-600" />
      <path d="M56 62h88l-8 36H64Z" className="fill-accent-500" />
      <path d="M60 72h80" className="stroke-white" strokeWidth="3" />
      <rect x="140" y="84" width="12" height="12" rx="2" className="fill-amber-50" />
      <rect x="150" y="90" width="10" height="10" rx="2" className="fill-white" />
    </>
  );
}

/** A shallow pan of rice cakes, fish cake and egg in red sauce. */
function Tteokbokki() {
  return (
    <>
      <Tray />
      <Steam at={[88, 112]} y={34} />
      <rect x="40" y="62" width="120" height="8" rx="4" className="fill-sand-800" />
      <ellipse cx="100" cy="68" rx="48" ry="26" className="fill-sand-800" />
      <ellipse cx="100" cy="66" rx="42" ry="21" className="fill-accent-500" />
      <g className="fill-accent-100">
        <rect x="68" y="56" width="18" height="7" rx="3.5" transform="rotate(-20 77 59)" />
        <rect x="90" y="50" width="18" height="7" rx="3.5" transform="rotate(10 99 53)" />
        <rect x="112" y="58" width="18" height="7" rx="3.5" transform="rotate(-35 121 61)" />
        <rect x="76" y="70" width="18" height="7" rx="3.5" transform="rotate(15 85 73)" />
        <rect x="100" y="72" width="18" height="7" rx="3.5" transform="rotate(-10 109 75)" />
      </g>
      <path d="M94 62l12-4 2 10ZM124 70l10 2-6 8Z" className="fill-amber-300" />
      <ellipse cx="66" cy="70" rx="8" ry="6" className="fill-white" />
      <circle cx="66" cy="70" r="3.5" className="fill-amber-400" />
      <path
        d="M84 60h3M104 64h3M118 52h3M92 78h3"
        className="stroke-jade-500"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  );
}

/** A bamboo steamer of pleated dumplings with a dish of soy sauce. */
function Dumplings() {
  return (
    <>
      <Tray />
      <Steam at={[84, 104]} y={34} />
      <path d="M54 60v20a46 14 0 0 0 92 0V60Z" className="fill-amber-400" />
      <path d="M54 70a46 14 0 0 0 92 0" fill="none" className="stroke-amber-600" strokeWidth="2" />
      <ellipse cx="100" cy="60" rx="46" ry="14" className="fill-amber-300" />
      <ellipse cx="100" cy="60" rx="40" ry="11" className="fill-amber-50" />
      <g className="fill-white">
        <path d="M64 64q0-16 16-16t16 16Z" />
        <path d="M104 64q0-16 16-16t16 16Z" />
        <path d="M84 58q0-16 16-16t16 16Z" />
      </g>
      <path
        d="M74 52l2 6M80 50v7M86 52l-2 6M94 46l2 6M100 44v7M106 46l-2 6M114 52l2 6M120 50v7M126 52l-2 6"
        className="stroke-sand-300"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <ellipse cx="146" cy="94" rx="14" ry="6" className="fill-white" />
      <ellipse cx="146" cy="93" rx="10" ry="3.5" className="fill-amber-900" />
    </>
  );
}

/** Street snacks: fish-cake and rice-cake skewers in a paper cup, a fish-shaped bungeoppang and a hotteok. */
function StreetFood() {
  return (
    <>
      <Tray />
      <path d="M92 70 82 12M100 70V10M108 70l12-56" className="stroke-amber-200" strokeWidth="2.5" />
      <path
        d="M78 18l12 5-10 7 12 5-10 7 12 5"
        fill="none"
        className="stroke-amber-300"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <g className="fill-accent-500">
        <rect x="93" y="14" width="14" height="9" rx="4.5" />
        <rect x="93" y="25" width="14" height="9" rx="4.5" />
        <rect x="93" y="36" width="14" height="9" rx="4.5" />
        <rect x="93" y="47" width="14" height="9" rx="4.5" />
      </g>
      <rect
        x="110"
        y="16"
        width="12"
        height="36"
        rx="6"
        className="fill-amber-600"
        transform="rotate(12 116 34)"
      />
      <path d="M80 104l-4-40h48l-4 40Z" className="fill-white" />
      <path d="M77 76h46" className="stroke-accent-500" strokeWidth="5" />
      <path d="M36 92q14-14 32-8l10-8v28l-10-8q-18 6-32-4Z" className="fill-amber-500" />
      <circle cx="44" cy="90" r="2" className="fill-amber-900" />
      <path d="M52 88q5 4 0 8M60 87q5 5 0 10" fill="none" className="stroke-amber-700" strokeWidth="2" />
      <ellipse cx="146" cy="94" rx="20" ry="10" className="fill-amber-600" />
      <path
        d="M134 92q12-5 24 2"
        fill="none"
        className="stroke-amber-900"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  );
}

/** A fish and a crab on a platter with a lemon slice. */
function Seafood() {
  return (
    <>
      <Tray />
      <ellipse cx="100" cy="84" rx="56" ry="14" className="fill-white" />
      <path d="M56 78q28-26 64-2-36 24-64 2Z" className="fill-brand-400" />
      <path d="M60 80q28 12 58-2-30 18-58 2Z" className="fill-brand-200" />
      <path d="M118 76l18-14v28Z" className="fill-brand-500" />
      <circle cx="68" cy="74" r="3" className="fill-white" />
      <circle cx="68" cy="74" r="1.5" className="fill-sand-900" />
      <path d="M78 68q4 8 0 16" fill="none" className="stroke-brand-600" strokeWidth="2" />
      <path
        d="M116 48l-8-6M118 54l-10 0M146 48l8-6M144 54l10 0"
        className="stroke-accent-600"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="131" cy="50" rx="16" ry="11" className="fill-accent-500" />
      <path d="M116 38q-10-6-6-16 4 8 10 6ZM146 38q10-6 6-16-4 8-10 6Z" className="fill-accent-500" />
      <circle cx="126" cy="44" r="2" className="fill-white" />
      <circle cx="136" cy="44" r="2" className="fill-white" />
      <circle cx="150" cy="86" r="8" className="fill-amber-300" />
      <circle cx="150" cy="86" r="5" className="fill-amber-100" />
    </>
  );
}

/** A scored loaf, a baguette and round patterned red-bean pastries on a bread board. */
function Bakery() {
  return (
    <>
      <Tray />
      <g transform="rotate(-35 100 52)">
        <rect x="66" y="44" width="76" height="16" rx="8" className="fill-amber-400" />
        <path
          d="M80 48l6 8M96 48l6 8M112 48l6 8M128 48l6 8"
          className="stroke-amber-200"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
      <rect x="40" y="88" width="120" height="10" rx="5" className="fill-amber-700" />
      <path d="M50 88q0-34 36-34t36 34Z" className="fill-amber-500" />
      <path
        d="M70 66q6 4 6 14M86 62q6 6 6 18M102 66q6 4 6 14"
        fill="none"
        className="stroke-amber-200"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="130" cy="78" r="12" className="fill-amber-600" />
      <circle cx="146" cy="84" r="10" className="fill-amber-600" />
      <g fill="none" className="stroke-amber-300" strokeWidth="1.5">
        <circle cx="130" cy="78" r="6" />
        <circle cx="146" cy="84" r="5" />
      </g>
    </>
  );
}

export const FOOD_SCENES = {
  bibimbap: { Backdrop: Table, Subject: Bibimbap },
  bbq: { Backdrop: Table, Subject: Bbq },
  noodles: { Backdrop: Table, Subject: Noodles },
  soup: { Backdrop: Table, Subject: Soup },
  chicken: { Backdrop: Table, Subject: Chicken },
  tteokbokki: { Backdrop: Table, Subject: Tteokbokki },
  dumplings: { Backdrop: Table, Subject: Dumplings },
  streetfood: { Backdrop: Table, Subject: StreetFood },
  seafood: { Backdrop: Table, Subject: Seafood },
  bakery: { Backdrop: Table, Subject: Bakery },
} as const satisfies Record<(typeof ILLUSTRATION_KINDS)['food'][number], Scene>;
