import type { ILLUSTRATION_KINDS } from './choose.ts';
import { type Scene, WIDTH } from './scene.tsx';

// Sights, on the sky of the travel type. Backdrops keep their sun and cloud outside the middle 120 columns.

function SunAndCloud() {
  return (
    <>
      <circle cx="42" cy="34" r="14" className="fill-accent-200" />
      <g className="fill-white" opacity="0.9">
        <circle cx="198" cy="30" r="9" />
        <circle cx="211" cy="26" r="11" />
        <circle cx="224" cy="31" r="8" />
        <rect x="196" y="30" width="30" height="9" rx="4.5" />
      </g>
    </>
  );
}

const HILLS = 'M0 86 34 66l26 15 34-27 36 26 30-18 36 24 44-16v46H0Z';

/** Sky, low sun, a cloud, hills and a plaza. */
function Sky() {
  return (
    <>
      <SunAndCloud />
      <path d={HILLS} className="fill-brand-200" />
      <rect y="97" width={WIDTH} height="23" className="fill-brand-300" />
    </>
  );
}

/** Sky, hills and a lawn. */
function Meadow() {
  return (
    <>
      <SunAndCloud />
      <path d={HILLS} className="fill-brand-200" />
      <rect y="97" width={WIDTH} height="23" className="fill-jade-100" />
      <path d="M0 97h240" className="stroke-jade-500" strokeWidth="2" opacity="0.3" />
    </>
  );
}

/** Sky over the open sea. */
function Sea() {
  return (
    <>
      <SunAndCloud />
      <rect y="72" width={WIDTH} height="48" className="fill-brand-400" />
      <path
        d="M8 84h26M196 80h30M14 104h22M200 100h26"
        className="stroke-brand-200"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  );
}

/** The sea behind a sandy shore. */
function Shore() {
  return (
    <>
      <Sea />
      <path d="M0 98q120-12 240 0v22H0Z" className="fill-amber-100" />
    </>
  );
}

/** Hills behind still water (a pond, a river). */
function Water() {
  return (
    <>
      <SunAndCloud />
      <path d={HILLS} className="fill-brand-200" />
      <rect y="88" width={WIDTH} height="32" className="fill-brand-300" />
      <path
        d="M10 100h24M204 96h26M18 112h30M196 110h22"
        className="stroke-white"
        strokeWidth="2"
        opacity="0.6"
      />
    </>
  );
}

/** A curved Korean roof (the palace gate's) with its eaves from x to x + w at y, its ridge h above them. */
function Roof({ x, y, w, h, className }: { x: number; y: number; w: number; h: number; className: string }) {
  const run = Math.round(w / 4);
  const rise = Math.round(run * 0.58);
  const half = w / 2;
  return (
    <path
      d={`M${x} ${y}q${rise}-2 ${run}-${h}h${w - 2 * run}q${run - rise} ${h - 2} ${run} ${h}q-${Math.round(w / 6)} 3-${half} 3t-${half}-3Z`}
      className={className}
    />
  );
}

/** A palace gate: two-storey roof with upturned eaves, dancheong band, red columns, stone base with an arch. */
function Palace() {
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

/** A temple hall under a string of lotus lanterns, with a three-storey stone pagoda. */
function Temple() {
  return (
    <>
      <rect x="38" y="94" width="88" height="10" className="fill-sand-300" />
      <rect x="48" y="68" width="68" height="26" className="fill-amber-100" />
      <path d="M58 74h48M58 82h48M82 68v26" className="stroke-amber-600" strokeWidth="1.5" />
      <path d="M50 68v26M66 68v26M98 68v26M114 68v26" className="stroke-accent-700" strokeWidth="4" />
      <rect x="44" y="63" width="76" height="5" className="fill-jade-500" />
      <Roof x={26} y={64} w={112} h={20} className="fill-sand-700" />
      <rect x="56" y="42" width="52" height="4" rx="2" className="fill-sand-800" />
      <g className="fill-sand-300">
        <rect x="138" y="96" width="30" height="8" />
        <rect x="145" y="76" width="16" height="16" />
        <rect x="147" y="62" width="12" height="9" />
        <rect x="149" y="50" width="8" height="7" />
        <rect x="152" y="34" width="2" height="12" />
      </g>
      <g className="fill-sand-400">
        <path d="M140 96h26l-3-5h-20ZM138 76h30l-4-5h-22ZM141 62h24l-3-5h-18ZM143 50h20l-3-5h-14Z" />
        <circle cx="153" cy="38" r="2.5" />
      </g>
      <path d="M26 14q72 26 148 0" fill="none" className="stroke-sand-600" strokeWidth="1.5" />
      <ellipse cx="40" cy="24" rx="5" ry="6" className="fill-accent-400" />
      <ellipse cx="70" cy="31" rx="5" ry="6" className="fill-amber-400" />
      <ellipse cx="100" cy="33" rx="5" ry="6" className="fill-jade-500" />
      <ellipse cx="130" cy="31" rx="5" ry="6" className="fill-accent-300" />
      <ellipse cx="160" cy="24" rx="5" ry="6" className="fill-brand-400" />
    </>
  );
}

/** A seated stone Buddha in the arched mouth of a grotto in a green mountainside. */
function Grotto() {
  return (
    <>
      <path d="M25 104q18-54 75-68 57 14 75 68Z" className="fill-jade-600" />
      <path d="M50 104V82a50 46 0 0 1 100 0v22Z" className="fill-sand-300" />
      <path d="M62 104V84a38 36 0 0 1 76 0v20Z" className="fill-sand-400" />
      <path d="M70 104V86a30 30 0 0 1 60 0v18Z" className="fill-sand-800" />
      <circle cx="100" cy="74" r="15" className="fill-amber-300" opacity="0.45" />
      <g className="fill-amber-100">
        <path d="M80 104q0-24 20-26 20 2 20 26Z" />
        <circle cx="100" cy="72" r="7" />
        <circle cx="100" cy="64" r="3" />
      </g>
      <path d="M88 98q12 4 24 0" fill="none" className="stroke-amber-300" strokeWidth="2" />
    </>
  );
}

/** A lava-tube cave: a dark mouth in the rock, stalactites and lamps along the path in. */
function Cave() {
  return (
    <>
      <path d="M25 104V72q0-28 34-38 41-12 82 0 34 10 34 38v32Z" className="fill-sand-500" />
      <path d="M44 44q56-22 112 0-56-12-112 0Z" className="fill-sand-400" />
      <path d="M44 104V84q0-36 56-36t56 36v20Z" className="fill-sand-900" />
      <path d="M70 104V90q0-22 30-22t30 22v14Z" className="fill-sand-800" />
      <path
        d="M66 55l4 12 4-12ZM84 50l3 10 3-10ZM100 48l3 13 3-13ZM116 50l3 9 3-9ZM128 55l4 11 4-11Z"
        className="fill-sand-500"
      />
      <path d="M88 104q6-10 12-16 6 6 12 16Z" className="fill-sand-600" />
      <circle cx="62" cy="92" r="7" className="fill-amber-300" opacity="0.35" />
      <circle cx="138" cy="92" r="7" className="fill-amber-300" opacity="0.35" />
      <circle cx="62" cy="92" r="3" className="fill-amber-200" />
      <circle cx="138" cy="92" r="3" className="fill-amber-200" />
    </>
  );
}

/** A museum: columns under a pediment, banners and steps. */
function Museum() {
  return (
    <>
      <rect x="38" y="96" width="124" height="8" className="fill-sand-300" />
      <rect x="44" y="90" width="112" height="6" className="fill-sand-200" />
      <rect x="52" y="58" width="96" height="32" className="fill-sand-300" />
      <path d="M60 58v32M80 58v32M120 58v32M140 58v32" className="stroke-white" strokeWidth="9" />
      <rect x="67" y="61" width="6" height="18" className="fill-accent-500" />
      <rect x="127" y="61" width="6" height="18" className="fill-brand-500" />
      <path d="M92 90V72a8 8 0 0 1 16 0v18Z" className="fill-brand-800" />
      <rect x="46" y="50" width="108" height="8" className="fill-white" />
      <path d="M42 50 100 22l58 28Z" className="fill-white" />
      <path d="M60 46 100 28l40 18Z" className="fill-sand-200" />
      <circle cx="100" cy="39" r="4" className="fill-amber-400" />
    </>
  );
}

/** Royal tombs: grass burial mounds, a pine and a path. */
function Tombs() {
  return (
    <>
      <path d="M40 104a60 52 0 0 1 120 0Z" className="fill-jade-500" />
      <path d="M64 66q18-16 44-14-30 6-44 14Z" className="fill-jade-100" opacity="0.5" />
      <path d="M25 104a30 22 0 0 1 60 0Z" className="fill-jade-600" />
      <path d="M118 104a29 20 0 0 1 57 0Z" className="fill-jade-600" />
      <rect x="146" y="64" width="4" height="22" className="fill-amber-800" />
      <path d="M136 72q12-26 24 0ZM138 62q10-20 20 0Z" className="fill-jade-700" />
      <rect x="86" y="92" width="28" height="6" rx="1" className="fill-sand-300" />
      <path d="M90 98v6M110 98v6" className="stroke-sand-400" strokeWidth="4" />
      <rect x="62" y="88" width="6" height="16" className="fill-sand-300" />
      <rect x="132" y="88" width="6" height="16" className="fill-sand-300" />
    </>
  );
}

/** Cheomseongdae: a bottle-shaped stone tower with a square window and a square top, in a flower field. */
function Observatory() {
  return (
    <>
      <rect x="70" y="98" width="60" height="6" className="fill-sand-400" />
      <rect x="75" y="92" width="50" height="6" className="fill-sand-300" />
      <path d="M79 92q-1-34 12-54l-1-4h20l-1 4q13 20 12 54Z" className="fill-sand-200" />
      <path
        d="M80 84h40M81 76h38M83 68h34M85 60h30M87 52h26M89 44h22"
        className="stroke-sand-400"
        strokeWidth="1.5"
      />
      <rect x="95" y="58" width="10" height="10" className="fill-sand-800" />
      <path d="M86 28h28v6H86ZM89 20h22v6H89Z" className="fill-sand-300" />
      <g className="fill-accent-300">
        <circle cx="40" cy="98" r="3" />
        <circle cx="54" cy="94" r="3" />
        <circle cx="148" cy="96" r="3" />
        <circle cx="164" cy="100" r="3" />
      </g>
      <g className="fill-amber-300">
        <circle cx="32" cy="102" r="3" />
        <circle cx="62" cy="100" r="3" />
        <circle cx="140" cy="101" r="3" />
        <circle cx="158" cy="92" r="3" />
      </g>
    </>
  );
}

/** A slim broadcasting tower on a wooded hill: white shaft, observation deck, striped antenna. */
function Tower() {
  return (
    <>
      <path d="M25 104q28-38 75-40 47 2 75 40Z" className="fill-jade-500" />
      <g className="fill-jade-600">
        <circle cx="56" cy="92" r="8" />
        <circle cx="70" cy="84" r="7" />
        <circle cx="132" cy="86" r="8" />
        <circle cx="146" cy="94" r="7" />
      </g>
      <rect x="88" y="62" width="24" height="8" rx="2" className="fill-sand-100" />
      <path d="M95 64 97 34h6l2 30Z" className="fill-white" />
      <rect x="85" y="30" width="30" height="7" rx="3.5" className="fill-brand-700" />
      <rect x="88" y="23" width="24" height="7" rx="3.5" className="fill-white" />
      <rect x="98" y="4" width="4" height="19" className="fill-white" />
      <path d="M98 8h4M98 16h4" className="stroke-accent-500" strokeWidth="3" />
    </>
  );
}

/** A cable car cabin on its wires over the water, a pylon and an islet. */
function CableCar() {
  return (
    <>
      <path d="M40 104q14-22 34-22t30 22Z" className="fill-jade-600" />
      <path d="M146 104 158 40h6l12 64Z" className="fill-sand-300" />
      <path d="M149 88h24M152 70h18M155 54h12" className="stroke-sand-400" strokeWidth="2" />
      <path d="M25 16 175 40M25 22 175 46" className="stroke-sand-700" strokeWidth="1.5" />
      <path d="M96 30v16" className="stroke-sand-700" strokeWidth="2" />
      <rect x="80" y="44" width="34" height="28" rx="6" className="fill-accent-500" />
      <rect x="84" y="49" width="26" height="11" rx="2" className="fill-brand-100" />
      <rect x="80" y="64" width="34" height="3" className="fill-accent-700" />
      <path d="M44 20v8" className="stroke-sand-700" strokeWidth="2" />
      <rect x="36" y="27" width="16" height="14" rx="3" className="fill-jade-500" />
      <rect x="38" y="30" width="12" height="5" rx="1" className="fill-brand-100" />
    </>
  );
}

/** A Ferris wheel and a roller-coaster loop. */
function ThemePark() {
  return (
    <>
      <path d="M76 50 58 104M76 50l18 54" className="stroke-sand-600" strokeWidth="3" />
      <circle cx="76" cy="50" r="34" fill="none" className="stroke-brand-500" strokeWidth="3" />
      <path d="M76 16v68M42 50h68M52 26l48 48M52 74l48-48" className="stroke-brand-300" strokeWidth="1.5" />
      <circle cx="76" cy="50" r="5" className="fill-brand-700" />
      <g className="fill-accent-400">
        <circle cx="76" cy="16" r="5" />
        <circle cx="76" cy="84" r="5" />
      </g>
      <g className="fill-amber-400">
        <circle cx="42" cy="50" r="5" />
        <circle cx="110" cy="50" r="5" />
      </g>
      <g className="fill-jade-500">
        <circle cx="52" cy="26" r="5" />
        <circle cx="100" cy="74" r="5" />
      </g>
      <g className="fill-brand-400">
        <circle cx="100" cy="26" r="5" />
        <circle cx="52" cy="74" r="5" />
      </g>
      <path d="M126 104V76M146 104V46M162 104V66" className="stroke-sand-400" strokeWidth="2" />
      <path
        d="M116 104q6-30 12-30t8 14 8-40 12 2 10 36 4 18"
        fill="none"
        className="stroke-accent-500"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <rect
        x="139"
        y="40"
        width="12"
        height="6"
        rx="2"
        className="fill-amber-400"
        transform="rotate(-70 145 43)"
      />
    </>
  );
}

/** A fortress wall with battlements, a gate arch with its pavilion and flags. */
function Fortress() {
  return (
    <>
      <rect x="25" y="64" width="150" height="40" className="fill-sand-300" />
      <path d="M25 60h150" className="stroke-sand-300" strokeWidth="8" strokeDasharray="10 6" />
      <path d="M25 76h62M113 76h62M25 90h62M113 90h62" className="stroke-sand-400" strokeWidth="1.5" />
      <path d="M86 104V86a14 14 0 0 1 28 0v18Z" className="fill-sand-800" />
      <rect x="80" y="44" width="40" height="12" className="fill-accent-600" />
      <rect x="78" y="42" width="44" height="3" className="fill-jade-500" />
      <Roof x={62} y={43} w={76} h={14} className="fill-brand-900" />
      <path d="M40 56V28M160 56V28" className="stroke-sand-700" strokeWidth="2" />
      <path d="M41 28h16l-4 6 4 6H41Z" className="fill-amber-400" />
      <path d="M161 28h14l-4 6 4 6h-14Z" className="fill-accent-500" />
    </>
  );
}

/** A red-brick Gothic church: a spire with a cross, a rose window, pointed windows and door. */
function Church() {
  return (
    <>
      <rect x="54" y="70" width="92" height="34" className="fill-accent-700" />
      <path d="M50 72 68 56h64l18 16Z" className="fill-sand-700" />
      <rect x="84" y="38" width="32" height="66" className="fill-accent-600" />
      <path d="M82 40 100 4l18 36Z" className="fill-sand-700" />
      <path d="M100 0v8M96 3h8" className="stroke-amber-400" strokeWidth="2" />
      <circle cx="100" cy="54" r="7" className="fill-brand-200" />
      <path d="M100 47v14M93 54h14" className="stroke-accent-800" strokeWidth="1.5" />
      <path d="M92 104V88l8-9 8 9v16Z" className="fill-sand-900" />
      <path
        d="M62 96V84l4-5 4 5v12ZM76 96V84l4-5 4 5v12ZM116 96V84l4-5 4 5v12ZM130 96V84l4-5 4 5v12Z"
        className="fill-brand-200"
      />
    </>
  );
}

/** A lighthouse on a sea cliff, rocks and breaking waves. */
function Coast() {
  return (
    <>
      <path d="M144 24 60 10v24Z" className="fill-amber-100" opacity="0.6" />
      <path d="M98 104l8-40q2-8 10-8h46q10 0 12 10v38Z" className="fill-sand-500" />
      <path d="M98 104l8-40q2-8 10-8h8q-8 4-10 12l-6 36Z" className="fill-sand-600" />
      <path d="M112 58q20-8 62 0v-2q0-8-10-8h-46q-6 0-6 10Z" className="fill-jade-500" />
      <path d="M134 52 137 26h10l3 26Z" className="fill-white" />
      <path d="M135 46h14M136 36h12" className="stroke-accent-500" strokeWidth="4" />
      <rect x="135" y="18" width="14" height="8" className="fill-amber-300" />
      <path d="M133 19l9-8 9 8Z" className="fill-accent-600" />
      <path d="M30 104q4-16 16-18 12 2 14 18Z" className="fill-sand-600" />
      <path
        d="M25 98q8-7 16 0t16 0 16 0M66 92q8-7 16 0t16 0"
        fill="none"
        className="stroke-white"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  );
}

/** A striped beach parasol, a towel and a ball on the sand. */
function Beach() {
  return (
    <>
      <path d="M98 104 104 36" className="stroke-sand-600" strokeWidth="3" />
      <path d="M60 54q40-38 88-6Z" className="fill-accent-500" />
      <path d="M76 47q24-26 48-8Z" className="fill-white" />
      <path d="M94 40q10-8 16-2Z" className="fill-accent-500" />
      <path d="M58 100l10-14h40l-8 14Z" className="fill-brand-500" />
      <path d="M64 94h40" className="stroke-white" strokeWidth="2" />
      <circle cx="136" cy="94" r="10" className="fill-amber-300" />
      <path
        d="M127 90q9 6 18 0M131 85q3 8 0 18"
        fill="none"
        className="stroke-accent-500"
        strokeWidth="2.5"
      />
      <path d="M40 98l3-6 3 6-6-3h7Z" className="fill-accent-400" />
    </>
  );
}

/** A waterfall between wooded cliffs into a pool. */
function Waterfall() {
  return (
    <>
      <rect x="74" y="20" width="52" height="76" className="fill-brand-200" />
      <path
        d="M82 26v62M94 22v70M106 28v56M118 24v64"
        className="stroke-white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M28 104q0-52 14-72 16-10 35-6v78Z" className="fill-sand-500" />
      <path d="M172 104q0-54-14-76-16-8-35-4v80Z" className="fill-sand-500" />
      <path d="M38 36q16-16 39-10v8q-22-6-39 2ZM162 32q-16-14-39-8v8q22-6 39 0Z" className="fill-jade-600" />
      <g className="fill-jade-600">
        <circle cx="46" cy="28" r="8" />
        <circle cx="62" cy="23" r="8" />
        <circle cx="152" cy="24" r="8" />
      </g>
      <ellipse cx="100" cy="100" rx="48" ry="8" className="fill-brand-400" />
      <g className="fill-white">
        <circle cx="84" cy="94" r="4" />
        <circle cx="96" cy="92" r="5" />
        <circle cx="108" cy="93" r="4.5" />
        <circle cx="118" cy="95" r="3.5" />
      </g>
    </>
  );
}

/** Green peaks with rocky tops, a zigzag trail and a flag on the summit. */
function Mountain() {
  return (
    <>
      <path d="M70 104 124 34l51 70Z" className="fill-brand-300" />
      <path d="M25 104 78 22l30 44 12-10 34 48Z" className="fill-jade-600" />
      <path d="M78 22 66 40l6-3 6 6 6-5 6 3Z" className="fill-sand-200" />
      <path
        d="M58 104q18-8 8-20t14-18 4-22"
        fill="none"
        className="stroke-amber-100"
        strokeWidth="2.5"
        strokeDasharray="4 4"
      />
      <path d="M78 22V6" className="stroke-sand-700" strokeWidth="2" />
      <path d="M79 6h14l-4 4 4 4H79Z" className="fill-accent-500" />
      <path d="M34 104l7-16 7 16ZM136 104l7-16 7 16ZM150 104l6-13 6 13Z" className="fill-jade-700" />
    </>
  );
}

/** A stone bridge with two arches and a railing over a river, reeds on the bank. */
function Bridge() {
  return (
    <>
      <path d="M25 72h150v32h-14a25 24 0 0 0-50 0h-22a25 24 0 0 0-50 0H25Z" className="fill-sand-300" />
      <path d="M25 72h150" className="stroke-sand-400" strokeWidth="3" />
      <path d="M28 60h144" className="stroke-accent-700" strokeWidth="3" />
      <path
        d="M30 60v12M50 60v12M70 60v12M90 60v12M110 60v12M130 60v12M150 60v12M170 60v12"
        className="stroke-accent-700"
        strokeWidth="2.5"
      />
      <g className="fill-amber-300">
        <circle cx="50" cy="54" r="4" />
        <circle cx="100" cy="54" r="4" />
        <circle cx="150" cy="54" r="4" />
      </g>
      <path d="M25 104V72q-2-4 8-4h8v36ZM175 104V72q2-4-8-4h-8v36Z" className="fill-sand-400" />
      <path d="M34 104v-14M38 104V86M158 104V88M162 104V84" className="stroke-jade-600" strokeWidth="2" />
    </>
  );
}

/** A pavilion on a stone plinth by a pond, its reflection, lotus leaves and a willow. */
function Pond() {
  return (
    <>
      <ellipse cx="100" cy="96" rx="75" ry="12" className="fill-brand-400" />
      <rect x="48" y="80" width="52" height="12" className="fill-sand-300" />
      <path d="M54 80V58M74 80V58M94 80V58" className="stroke-accent-700" strokeWidth="3" />
      <path d="M50 72h48" className="stroke-accent-600" strokeWidth="2" />
      <rect x="50" y="56" width="48" height="4" className="fill-jade-500" />
      <Roof x={34} y={58} w={80} h={18} className="fill-brand-900" />
      <rect x="72" y="36" width="4" height="6" className="fill-brand-950" />
      <path d="M52 98h44" className="stroke-accent-700" strokeWidth="6" opacity="0.3" />
      <g className="fill-jade-500">
        <ellipse cx="122" cy="96" rx="9" ry="3" />
        <ellipse cx="140" cy="100" rx="8" ry="2.5" />
        <ellipse cx="154" cy="94" rx="7" ry="2.5" />
      </g>
      <circle cx="140" cy="96" r="3" className="fill-accent-300" />
      <path d="M150 88V50q0-6-6-10" fill="none" className="stroke-amber-800" strokeWidth="4" />
      <path d="M126 58q6-22 24-22t22 22Z" className="fill-jade-600" />
      <path
        d="M130 56v24M136 54v30M142 54v22M154 54v26M160 54v30M166 56v20"
        className="stroke-jade-600"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  );
}

/** A shopping street: a row of colourful shopfronts with awnings, signs and a street lamp. */
function Street() {
  return (
    <g transform="translate(10 10.4) scale(0.9)">
      <rect x="28" y="42" width="36" height="62" className="fill-accent-300" />
      <rect x="64" y="28" width="38" height="76" className="fill-amber-200" />
      <rect x="102" y="48" width="36" height="56" className="fill-brand-300" />
      <rect x="138" y="36" width="36" height="68" className="fill-jade-500" />
      <g className="fill-white" opacity="0.85">
        <rect x="34" y="50" width="10" height="10" />
        <rect x="48" y="50" width="10" height="10" />
        <rect x="72" y="36" width="22" height="10" />
        <rect x="72" y="52" width="22" height="10" />
        <rect x="108" y="56" width="24" height="10" />
        <rect x="144" y="44" width="10" height="12" />
        <rect x="158" y="44" width="10" height="12" />
      </g>
      <path d="M28 79h36M64 79h38M102 79h36M138 79h36" className="stroke-white" strokeWidth="8" />
      <path d="M28 79h36" className="stroke-accent-500" strokeWidth="8" strokeDasharray="6 6" />
      <path d="M64 79h38" className="stroke-jade-500" strokeWidth="8" strokeDasharray="6 6" />
      <path d="M102 79h36" className="stroke-amber-400" strokeWidth="8" strokeDasharray="6 6" />
      <path d="M138 79h36" className="stroke-brand-500" strokeWidth="8" strokeDasharray="6 6" />
      <g className="fill-sand-800" opacity="0.75">
        <rect x="38" y="88" width="14" height="16" />
        <rect x="76" y="88" width="14" height="16" />
        <rect x="112" y="88" width="14" height="16" />
        <rect x="150" y="88" width="14" height="16" />
      </g>
      <rect x="99" y="30" width="8" height="18" rx="2" className="fill-accent-500" />
    </g>
  );
}

/** Hanok houses with tiled roofs on a slope behind a stone wall, and a persimmon tree. */
function Village() {
  return (
    <>
      <path d="M25 104V74q70-30 150-24v54Z" className="fill-jade-100" />
      <rect x="106" y="50" width="46" height="16" className="fill-white" />
      <path d="M106 58h46M118 50v16M140 50v16" className="stroke-amber-800" strokeWidth="1.5" />
      <Roof x={96} y={52} w={66} h={14} className="fill-sand-700" />
      <rect x="40" y="76" width="56" height="20" className="fill-white" />
      <path d="M40 86h56M54 76v20M82 76v20" className="stroke-amber-800" strokeWidth="1.5" />
      <Roof x={27} y={78} w={82} h={16} className="fill-sand-700" />
      <rect x="116" y="80" width="46" height="16" className="fill-white" />
      <path d="M116 88h46M130 80v16M148 80v16" className="stroke-amber-800" strokeWidth="1.5" />
      <Roof x={106} y={82} w={66} h={13} className="fill-sand-700" />
      <rect x="25" y="96" width="150" height="8" className="fill-sand-300" />
      <path d="M25 96h150" className="stroke-sand-600" strokeWidth="2.5" />
      <rect x="58" y="36" width="3" height="22" className="fill-amber-800" />
      <circle cx="60" cy="36" r="13" className="fill-jade-600" />
      <g className="fill-accent-400">
        <circle cx="54" cy="32" r="2.5" />
        <circle cx="64" cy="30" r="2.5" />
        <circle cx="62" cy="41" r="2.5" />
        <circle cx="52" cy="40" r="2.5" />
      </g>
    </>
  );
}

/** Round trees, a bench, a path and flowers on a lawn. */
function Park() {
  return (
    <>
      <rect x="54" y="66" width="8" height="38" className="fill-amber-800" />
      <circle cx="58" cy="48" r="24" className="fill-jade-500" />
      <circle cx="70" cy="60" r="14" className="fill-jade-600" />
      <rect x="146" y="72" width="6" height="32" className="fill-amber-800" />
      <circle cx="149" cy="58" r="18" className="fill-jade-600" />
      <path d="M94 80h34M94 88h34" className="stroke-amber-700" strokeWidth="3.5" />
      <path d="M97 88v12M125 88v12" className="stroke-sand-700" strokeWidth="2.5" />
      <g className="fill-accent-400">
        <circle cx="36" cy="100" r="3" />
        <circle cx="82" cy="98" r="3" />
        <circle cx="166" cy="100" r="3" />
      </g>
      <g className="fill-amber-300">
        <circle cx="44" cy="96" r="3" />
        <circle cx="134" cy="100" r="3" />
      </g>
    </>
  );
}

/** A wooded island ringed with sand, camellias in flower, and a sailing boat. */
function Island() {
  return (
    <>
      <path d="M38 98q62-12 126 0-62 8-126 0Z" className="fill-amber-100" />
      <path d="M48 96q8-34 44-40 34-6 50 14 14 12 18 26Z" className="fill-jade-500" />
      <circle cx="80" cy="60" r="12" className="fill-jade-700" />
      <circle cx="100" cy="54" r="14" className="fill-jade-600" />
      <circle cx="122" cy="64" r="11" className="fill-jade-700" />
      <g className="fill-accent-500">
        <circle cx="76" cy="56" r="2.5" />
        <circle cx="96" cy="50" r="2.5" />
        <circle cx="106" cy="58" r="2.5" />
        <circle cx="124" cy="62" r="2.5" />
      </g>
      <path d="M148 102h24l-4 6h-16Z" className="fill-accent-500" />
      <path d="M159 100V78l10 20Z" className="fill-white" />
    </>
  );
}

/** Market stalls under striped awnings, their counters heaped with fruit and greens. */
function Market() {
  return (
    <g transform="translate(10 10.4) scale(0.9)">
      <path
        d="M29 54v50M71 54v50M78 54v50M122 54v50M129 54v50M171 54v50"
        className="stroke-sand-700"
        strokeWidth="2"
      />
      <rect x="25" y="40" width="50" height="16" rx="2" className="fill-white" />
      <rect x="75" y="34" width="50" height="16" rx="2" className="fill-white" />
      <rect x="125" y="40" width="50" height="16" rx="2" className="fill-white" />
      <path d="M25 48h50" className="stroke-accent-500" strokeWidth="16" strokeDasharray="7 7" />
      <path d="M75 42h50" className="stroke-jade-500" strokeWidth="16" strokeDasharray="7 7" />
      <path d="M125 48h50" className="stroke-amber-400" strokeWidth="16" strokeDasharray="7 7" />
      <rect x="25" y="82" width="50" height="22" className="fill-amber-700" />
      <rect x="75" y="78" width="50" height="26" className="fill-amber-800" />
      <rect x="125" y="82" width="50" height="22" className="fill-amber-700" />
      <g className="fill-accent-500">
        <circle cx="34" cy="78" r="5" />
        <circle cx="44" cy="78" r="5" />
        <circle cx="39" cy="71" r="5" />
      </g>
      <g className="fill-amber-400">
        <circle cx="58" cy="78" r="5" />
        <circle cx="68" cy="78" r="4.5" />
        <circle cx="140" cy="78" r="5" />
        <circle cx="150" cy="78" r="5" />
        <circle cx="145" cy="71" r="5" />
      </g>
      <g className="fill-jade-500">
        <circle cx="88" cy="72" r="7" />
        <circle cx="104" cy="72" r="7" />
        <circle cx="96" cy="64" r="6" />
        <circle cx="165" cy="76" r="7" />
      </g>
      <path d="M112 74l6-14 6 14Z" className="fill-accent-400" />
    </g>
  );
}

export const TRAVEL_SCENES = {
  palace: { Backdrop: Sky, Subject: Palace },
  temple: { Backdrop: Sky, Subject: Temple },
  grotto: { Backdrop: Meadow, Subject: Grotto },
  cave: { Backdrop: Meadow, Subject: Cave },
  museum: { Backdrop: Sky, Subject: Museum },
  tombs: { Backdrop: Meadow, Subject: Tombs },
  observatory: { Backdrop: Meadow, Subject: Observatory },
  tower: { Backdrop: Sky, Subject: Tower },
  cablecar: { Backdrop: Sea, Subject: CableCar },
  themepark: { Backdrop: Sky, Subject: ThemePark },
  fortress: { Backdrop: Sky, Subject: Fortress },
  church: { Backdrop: Sky, Subject: Church },
  market: { Backdrop: Sky, Subject: Market },
  beach: { Backdrop: Shore, Subject: Beach },
  waterfall: { Backdrop: Meadow, Subject: Waterfall },
  coast: { Backdrop: Sea, Subject: Coast },
  mountain: { Backdrop: Meadow, Subject: Mountain },
  bridge: { Backdrop: Water, Subject: Bridge },
  pond: { Backdrop: Water, Subject: Pond },
  street: { Backdrop: Sky, Subject: Street },
  park: { Backdrop: Meadow, Subject: Park },
  island: { Backdrop: Sea, Subject: Island },
  village: { Backdrop: Meadow, Subject: Village },
} as const satisfies Record<(typeof ILLUSTRATION_KINDS)['travel'][number], Scene>;
