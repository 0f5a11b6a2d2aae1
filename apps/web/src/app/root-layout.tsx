import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { AfterPaint } from '../components/after-paint.tsx';
import { usePageViews } from '../lib/analytics.ts';
import { useAuthStore } from '../lib/auth/session-store.ts';
import { documentTitle, useContentTitleStore } from '../lib/document-title.ts';
import { AppDialogs } from './app-dialogs.tsx';
import { Header } from './header.tsx';
import { LanguageOfferBar } from './language-offer-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { useOfflinePack } from './offline-pack.ts';
import { useIsFullScreenPage, usePageTitleKey } from './route-handle.ts';
import { SiteFooter } from './site-footer.tsx';
import { useNewPageAtTop } from './use-new-page-at-top.ts';

/** The tab's title: the content on screen (a course, a post), else the page's name, then the app's (issue 33). */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const contentTitle = useContentTitleStore((state) => state.title);
  const appName = t('app.name');
  const pageTitle = titleKey && titleKey !== 'pages.home' ? t(titleKey) : undefined;
  useEffect(() => {
    document.title = documentTitle(appName, pageTitle, contentTitle);
  }, [appName, pageTitle, contentTitle]);
}

/** The frame of every page: skip link, header, main content, footer, app dialogs; checks the session on load. */
export function RootLayout() {
  const { t } = useTranslation();
  const checkSession = useAuthStore((state) => state.checkSession);
  const isFullScreen = useIsFullScreenPage();
  useDocumentTitle();
  useNewPageAtTop();
  usePageViews();
  useOfflinePack();

  useEffect(() => {
    void checkSession();
  }, [checkSession]);

  return (
    <div className={isFullScreen ? 'flex h-dvh flex-col overflow-hidden' : 'flex min-h-dvh flex-col'}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <LanguageOfferBar />
      <OfflineBar />
      {/* A page at least a screen tall keeps the footer below the fold while its content loads (no layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className={`flex min-h-0 flex-1 flex-col outline-none ${isFullScreen ? '' : 'min-h-dvh'}`}
      >
        <Outlet />
      </main>
      {/* Below the fold (the main area is a screen tall): rendered after the page's first paint. */}
      {isFullScreen ? null : (
        <AfterPaint>
          <SiteFooter />
        </AfterPaint>
      )}
      <AppDialogs />
    </div>
  );
}
