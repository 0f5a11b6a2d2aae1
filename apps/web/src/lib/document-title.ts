import { useEffect } from 'react';
import { create } from 'zustand';

interface ContentTitleState {
  /** The title of what the page shows (a course, a post), or null for pages that have none. */
  title: string | null;
}

/** The content title of the page on screen: the layout's document title prefers it to the page's name. */
export const useContentTitleStore = create<ContentTitleState>(() => ({ title: null }));

/**
 * A page that shows one piece of content (a course, a post, a trend article) names the browser tab after it, as the
 * server's HTML did before the app loaded (issue 33), instead of the page's generic name. Cleared when it leaves.
 */
export function useContentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    useContentTitleStore.setState({ title });
    return () => {
      if (useContentTitleStore.getState().title === title) useContentTitleStore.setState({ title: null });
    };
  }, [title]);
}

/** `document.title`: the content's title, else the page's name, followed by the app's; the app's alone at home. */
export function documentTitle(
  appName: string,
  pageName: string | undefined,
  contentTitle: string | null,
): string {
  const name = contentTitle ?? pageName;
  return name ? `${name} · ${appName}` : appName;
}
