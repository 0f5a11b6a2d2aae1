import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, MapPinIcon, RouteIcon } from '../components/icons.tsx';

export interface NavItem {
  to: string;
  labelKey: 'nav.kmap' | 'nav.kcourse' | 'nav.kbuzz';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The header's main links (spec §2), in the wide header and in the small-screen menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/kmap', labelKey: 'nav.kmap', icon: MapPinIcon },
  { to: '/kcourse', labelKey: 'nav.kcourse', icon: RouteIcon },
  { to: '/buzz', labelKey: 'nav.kbuzz', icon: ChatIcon },
];
