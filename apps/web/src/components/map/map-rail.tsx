import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  BookmarkIcon,
  BowlIcon,
  CupIcon,
  GridIcon,
  LandmarkIcon,
  LightbulbIcon,
  MenuIcon,
} from '../icons/index.ts';

/** The lists the rail offers (K-Map's icon bar): a place type, all places, or bookmarks. */
export type MapRailItem = 'travel' | 'food' | 'cafe' | 'all' | 'bookmarks';

type RailLabelKey = 'mapRail.all' | 'mapRail.bookmarks' | 'mapRail.travel' | 'mapRail.food' | 'mapRail.cafe';

const ITEMS: Array<{
  item: MapRailItem;
  labelKey: RailLabelKey;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { item: 'all', labelKey: 'mapRail.all', icon: GridIcon },
  { item: 'bookmarks', labelKey: 'mapRail.bookmarks', icon: BookmarkIcon },
  { item: 'travel', labelKey: 'mapRail.travel', icon: LandmarkIcon },
  { item: 'food', labelKey: 'mapRail.food', icon: BowlIcon },
  { item: 'cafe', labelKey: 'mapRail.cafe', icon: CupIcon },
];

export interface MapRailProps {
  /** The item whose list is open; null when none is (or on the tips page). */
  activeItem: MapRailItem | null;
  isMenuOpen: boolean;
  onMenu: () => void;
  onChoose: (item: MapRailItem) => void;
  isTipsActive?: boolean;
  /** Id of the panel the Menu button opens and closes. */
  panelId?: string;
}

// On phones the seven items share the row equally (none is pushed off the edge at 375 px); labels too long for
// their share are cut with an ellipsis rather than widening the row.
const BUTTON =
  'flex min-h-12 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-xl py-1 font-semibold leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 max-md:min-w-0 max-md:flex-auto max-md:px-0.5 max-md:text-[0.625rem] max-md:tracking-tight md:min-w-14 md:shrink-0 md:px-0.5 md:text-[0.7rem]';
const LABEL = 'max-w-full truncate';
const IDLE = 'text-sand-700 hover:bg-sand-100 hover:text-brand-700';
const ACTIVE = 'bg-brand-700 text-white hover:bg-brand-800';

/**
 * The map pages' side rail (spec §2): Menu, all places, Bookmark, K-Travel, K-Food, K-Cafe and TIPS. A column
 * on wide screens, a scrollable row above the map on phones.
 */
export function MapRail({
  activeItem,
  isMenuOpen,
  onMenu,
  onChoose,
  isTipsActive = false,
  panelId,
}: MapRailProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('mapRail.label')}
      className="z-[1100] flex shrink-0 gap-0 overflow-x-auto md:gap-1 border-sand-200 bg-white p-1.5 shadow-sm max-md:px-1 md:w-[5.25rem] md:flex-col md:overflow-y-auto md:border-r max-md:border-b"
    >
      <button
        type="button"
        className={`${BUTTON} ${IDLE}`}
        aria-expanded={isMenuOpen}
        aria-controls={panelId}
        onClick={onMenu}
      >
        <MenuIcon className="size-5" />
        <span className={LABEL}>{t('mapRail.menu')}</span>
      </button>
      {ITEMS.map(({ item, labelKey, icon: Icon }) => {
        const isActive = activeItem === item;
        return (
          <button
            key={item}
            type="button"
            className={`${BUTTON} ${isActive ? ACTIVE : IDLE}`}
            aria-pressed={isActive}
            onClick={() => onChoose(item)}
          >
            <Icon className="size-5" />
            <span className={LABEL}>{t(labelKey)}</span>
          </button>
        );
      })}
      <Link
        to="/tips"
        className={`${BUTTON} ${isTipsActive ? ACTIVE : IDLE}`}
        aria-current={isTipsActive ? 'page' : undefined}
      >
        <LightbulbIcon className="size-5" />
        <span className={LABEL}>{t('mapRail.tips')}</span>
      </Link>
    </nav>
  );
}
