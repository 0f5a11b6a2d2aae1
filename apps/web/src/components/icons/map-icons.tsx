import type { PlaceType } from '@ktravel/contract';
import { lineIcon } from './icon.tsx';

// Place types, map controls, place details and walking times (the map screens and course stops).

/**
 * The place types' drawings as one path each (24×24 grid, stroked): the line icons below and the map pins
 * (components/map/map-pins.ts, which build HTML for Leaflet and so cannot use the React icons) draw the same.
 */
export const PLACE_TYPE_ICON_PATHS = {
  travel: 'M3 10h18M4 10l8-6 8 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  food: 'M3 11h18a9 9 0 0 1-18 0ZM9 3l2 6M15 3l-1.5 6',
  cafe: 'M4 8h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6ZM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v2M12 3v2',
} as const satisfies Record<PlaceType, string>;

export const LandmarkIcon = lineIcon(<path d={PLACE_TYPE_ICON_PATHS.travel} />);

export const BowlIcon = lineIcon(<path d={PLACE_TYPE_ICON_PATHS.food} />);

export const CupIcon = lineIcon(<path d={PLACE_TYPE_ICON_PATHS.cafe} />);

export const GridIcon = lineIcon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);

export const LightbulbIcon = lineIcon(
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z" />,
);

export const CrosshairIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);

export const NavigationIcon = lineIcon(<path d="M12 3l7 18-7-4-7 4Z" />);

export const StarIcon = lineIcon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />,
);

export const PhoneIcon = lineIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);

export const ExternalLinkIcon = lineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const WalkIcon = lineIcon(
  <>
    <circle cx="13" cy="4.5" r="1.8" />
    <path d="m9 21 2.5-6.5M14 21l-2.5-6.5 1-5L9 11v3m3.5-4.5 2 3 2.5 1" />
  </>,
);
