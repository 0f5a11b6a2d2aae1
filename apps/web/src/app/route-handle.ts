import { useMatches } from 'react-router';
import type common from '../../public/locales/en/common.json';

export type PageTitleKey = `pages.${keyof (typeof common)['pages']}`;

/** What every route declares in `handle`: the translated page name (document title, placeholders). */
export interface RouteHandle {
  titleKey: PageTitleKey;
  /** Full-screen pages (the maps): the layout fills the window and leaves out the footer. */
  isFullScreen?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest matched route that has one. */
export function usePageTitleKey(): PageTitleKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}

/** Whether the deepest matched page asks for the full window (no footer, no page scroll). */
export function useIsFullScreenPage(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.isFullScreen === true;
  }
  return false;
}
