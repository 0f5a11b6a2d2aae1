import type { PlaceType } from '@ktravel/contract';
import { lazyPart, useLazyPart } from '@/lib/lazy-part.ts';
import {
  choosePlaceIllustration,
  type IllustrationKind,
  illustrationGroup,
  type PlaceDescriptor,
} from './place-illustrations/choose.ts';
import type { Scene } from './place-illustrations/scene.tsx';

// Drawn on a 240×120 box and cropped to the frame (slice). The backdrop spans the box (its sun and cloud sit
// outside the middle 120 columns, so a square crop shows none of them rather than a sliver); the subject is drawn
// round (100, 62) and shrunk into the middle, so a square thumbnail (the middle 120×120) and a wide panel (2.4:1,
// the middle 100 rows) both show it whole.
const WIDTH = 240;
const HEIGHT = 120;
const SUBJECT = 'translate(120 63) scale(0.8) translate(-100 -62)';

/**
 * The drawings (about 8.5 KB gzip, a course page's largest module) load after the page has painted (issue 33):
 * until then, and if their chunk cannot be had (offline before it was cached), the frame shows its type's colour.
 */
const scenes = lazyPart(() => import('./place-illustrations/scenes.ts').then((module) => module.SCENES));

/** Loads the drawings now (a page about to show many pictures; tests). */
export function preloadPlaceArt(): Promise<Record<IllustrationKind, Scene>> {
  return scenes.load();
}

/** Each type's colour (travel sky, food persimmon, café jade, as the map pins), for the kinds drawn for it. */
const ROOTS = {
  travel: 'from-brand-100 to-brand-50',
  food: 'from-accent-100 to-accent-50',
  cafe: 'from-jade-50 to-jade-100',
} as const satisfies Record<PlaceType, string>;

interface PlaceArtProps extends PlaceDescriptor {
  /** Draws this kind whatever the place says. */
  kind?: IllustrationKind;
  className?: string;
}

/**
 * A place's picture when it has no photo: an illustration of what it is (a grotto, a bowl of noodles, a tea
 * house; see choosePlaceIllustration), else of its type, on the type's colour. Decorative (the name is always
 * beside it).
 */
export function PlaceArt({ kind, className = '', ...place }: PlaceArtProps) {
  const shown = kind ?? choosePlaceIllustration(place);
  const scene = useLazyPart(scenes, true).value?.[shown];
  return (
    <div
      aria-hidden="true"
      data-testid="place-art"
      data-place-type={place.type ?? 'travel'}
      data-illustration={shown}
      className={`relative h-full w-full overflow-hidden bg-gradient-to-b ${ROOTS[illustrationGroup(shown)]} ${className}`}
    >
      {scene ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
          focusable="false"
        >
          <scene.Backdrop />
          <g transform={SUBJECT}>
            <scene.Subject />
          </g>
        </svg>
      ) : null}
    </div>
  );
}
