import type { ComponentType, SVGProps } from 'react';
import { ShieldIcon } from '../components/icons/index.ts';
import { TOOLS, type Tool } from '../components/tools.ts';

export interface NavItem {
  /** Names the label: `nav.{id}`. */
  id: Tool['id'] | 'admin';
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ADMIN_ITEM: NavItem = { id: 'admin', to: '/admin', icon: ShieldIcon };

/**
 * The header's links (spec §2), in the wide header and in the small-screen menu: the three tools, and the
 * admin console's last for an admin.
 */
export function navItemsFor(isAdmin: boolean): readonly NavItem[] {
  return isAdmin ? [...TOOLS, ADMIN_ITEM] : TOOLS;
}
