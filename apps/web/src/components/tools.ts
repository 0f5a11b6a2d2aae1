import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, MapPinIcon, RouteIcon } from './icons/index.ts';

export interface Tool {
  id: 'kmap' | 'kcourse' | 'kbuzz';
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Icon tile colours. */
  tone: string;
  /** Card accent (top border) colour. */
  accent: string;
}

/** K-Travel's three tools (spec §1), shown on home, about and the sign-in page. */
export const TOOLS: readonly Tool[] = [
  { id: 'kmap', to: '/kmap', icon: MapPinIcon, tone: 'bg-brand-50 text-brand-700', accent: 'bg-brand-500' },
  { id: 'kcourse', to: '/kcourse', icon: RouteIcon, tone: 'bg-jade-50 text-jade-700', accent: 'bg-jade-500' },
  { id: 'kbuzz', to: '/buzz', icon: ChatIcon, tone: 'bg-accent-50 text-accent-700', accent: 'bg-accent-500' },
];
