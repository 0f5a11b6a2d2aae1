import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { withLocationPermission } from '../features/kmap/location-permission.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import type { PageTitleKey, RouteHandle } from './route-handle.ts';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// Each page is its own chunk. Pages not built yet share the "not available yet" page.
const notAvailable: LazyRoute = () =>
  import('./pages/not-available-page.tsx').then((module) => ({ Component: module.NotAvailablePage }));
const notFound: LazyRoute = () =>
  import('./pages/not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage }));
const loginPage: LazyRoute = () =>
  import('../features/auth/pages/login-page.tsx').then((module) => ({ Component: module.LoginPage }));
const loginCallbackPage: LazyRoute = () =>
  import('../features/auth/pages/login-callback-page.tsx').then((module) => ({
    Component: module.LoginCallbackPage,
  }));

const homePage: LazyRoute = () =>
  import('./pages/home-route.tsx').then((module) => ({ Component: module.HomeRoute }));
const aboutPage: LazyRoute = () =>
  import('../features/home/pages/about-page.tsx').then((module) => ({ Component: module.AboutPage }));
const privacyPage: LazyRoute = () =>
  import('../features/home/pages/privacy-page.tsx').then((module) => ({ Component: module.PrivacyPage }));
const kmapPage: LazyRoute = () =>
  import('../features/kmap/pages/kmap-page.tsx').then(
    // Reads the location permission while the page's chunk loads (see location-permission.ts).
    withLocationPermission((module) => ({ Component: module.KmapPage })),
  );
const tipsPage: LazyRoute = () =>
  import('../features/tips/pages/tips-page.tsx').then((module) => ({ Component: module.TipsPage }));
const errorDemoPage: LazyRoute = () =>
  import('../features/demo/pages/error-demo-page.tsx').then((module) => ({
    Component: module.ErrorDemoPage,
  }));

function page(path: string, titleKey: PageTitleKey, lazy: LazyRoute = notAvailable): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, lazy, handle };
}

/** A page that fills the window under the header (the map screens). */
function fullScreenPage(path: string, titleKey: PageTitleKey, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { titleKey, isFullScreen: true };
  return { path, lazy, handle };
}

/** Every route of the specification (§2), in its order. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first page's chunk loads (translations may not be loaded yet either).
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Errors inside a page render within the layout, so the header stays usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: homePage, handle: { titleKey: 'pages.home' } satisfies RouteHandle },
          page('login', 'pages.login', loginPage),
          page('auth/callback', 'pages.callback', loginCallbackPage),
          page('login/callback', 'pages.callback', loginCallbackPage),
          fullScreenPage('kmap', 'pages.kmap', kmapPage),
          fullScreenPage('tips', 'pages.tips', tipsPage),
          page('kcourse', 'pages.kcourse', () =>
            import('../features/kcourse/pages/kcourse-page.tsx').then((module) => ({
              Component: module.KcoursePage,
            })),
          ),
          page('kcourse/:courseId', 'pages.courseDetail', () =>
            import('../features/kcourse/pages/course-detail-page.tsx').then((module) => ({
              Component: module.CourseDetailPage,
            })),
          ),
          page('courses/:courseId', 'pages.courseDetail', () =>
            import('../features/kcourse/pages/course-detail-page.tsx').then((module) => ({
              Component: module.CourseDetailPage,
            })),
          ),
          page('invite/:token', 'pages.invite', () =>
            import('../features/kcourse/pages/invite-page.tsx').then((module) => ({
              Component: module.InvitePage,
            })),
          ),
          fullScreenPage('planner', 'pages.planner', () =>
            import('../features/kcourse/pages/planner-page.tsx').then((module) => ({
              Component: module.PlannerPage,
            })),
          ),
          page('buzz', 'pages.buzz', () =>
            import('../features/buzz/pages/buzz-page.tsx').then((module) => ({ Component: module.BuzzPage })),
          ),
          page('buzz/post/:id', 'pages.buzzPost', () =>
            import('../features/buzz/pages/post-detail-page.tsx').then((module) => ({
              Component: module.PostDetailPage,
            })),
          ),
          page('buzz/trend/:id', 'pages.buzzTrend', () =>
            import('../features/buzz/pages/trend-detail-page.tsx').then((module) => ({
              Component: module.TrendDetailPage,
            })),
          ),
          page('mypage', 'pages.mypage', () =>
            import('../features/mypage/pages/mypage-page.tsx').then((module) => ({
              Component: module.MyPagePage,
            })),
          ),
          page('mypage/posts', 'pages.mypagePosts', () =>
            import('../features/mypage/pages/my-posts-page.tsx').then((module) => ({
              Component: module.MyPostsPage,
            })),
          ),
          page('mypage/scraps', 'pages.mypageScraps', () =>
            import('../features/mypage/pages/my-scraps-page.tsx').then((module) => ({
              Component: module.MyScrapsPage,
            })),
          ),
          page('mypage/comments', 'pages.mypageComments', () =>
            import('../features/mypage/pages/my-comments-page.tsx').then((module) => ({
              Component: module.MyCommentsPage,
            })),
          ),
          page('mypage/reviews', 'pages.mypageReviews', () =>
            import('../features/mypage/pages/my-reviews-page.tsx').then((module) => ({
              Component: module.MyReviewsPage,
            })),
          ),
          page('mypage/course-comments', 'pages.mypageCourseComments', () =>
            import('../features/mypage/pages/my-course-comments-page.tsx').then((module) => ({
              Component: module.MyCourseCommentsPage,
            })),
          ),
          page('mypage/bookmarks', 'pages.mypageBookmarks', () =>
            import('../features/mypage/pages/my-bookmarks-page.tsx').then((module) => ({
              Component: module.MyBookmarksPage,
            })),
          ),
          page('mypage/courses', 'pages.mypageCourses', () =>
            import('../features/mypage/pages/my-courses-page.tsx').then((module) => ({
              Component: module.MyCoursesPage,
            })),
          ),
          page('admin', 'pages.admin', () =>
            import('../features/admin/pages/admin-dashboard-page.tsx').then((module) => ({
              Component: module.AdminDashboardPage,
            })),
          ),
          page('admin/courses', 'pages.adminCourses', () =>
            import('../features/admin/pages/admin-courses-page.tsx').then((module) => ({
              Component: module.AdminCoursesPage,
            })),
          ),
          page('admin/connect', 'pages.adminConnect', () =>
            import('../features/admin/pages/admin-connect-page.tsx').then((module) => ({
              Component: module.AdminConnectPage,
            })),
          ),
          page('admin/map', 'pages.adminMap', () =>
            import('../features/admin/pages/admin-map-page.tsx').then((module) => ({
              Component: module.AdminMapPage,
            })),
          ),
          page('admin/map/add', 'pages.adminMapAdd', () =>
            import('../features/admin/pages/admin-map-add-page.tsx').then((module) => ({
              Component: module.AdminMapAddPage,
            })),
          ),
          page('admin/map/edit/:id', 'pages.adminMapEdit', () =>
            import('../features/admin/pages/admin-map-edit-page.tsx').then((module) => ({
              Component: module.AdminMapEditPage,
            })),
          ),
          page('admin/users', 'pages.adminUsers', () =>
            import('../features/admin/pages/admin-users-page.tsx').then((module) => ({
              Component: module.AdminUsersPage,
            })),
          ),
          page('admin/statistics', 'pages.adminStatistics', () =>
            import('../features/admin/pages/admin-statistics-page.tsx').then((module) => ({
              Component: module.AdminStatisticsPage,
            })),
          ),
          page('demo/error', 'pages.demoError', errorDemoPage),
          // Not in the spec's route list; the home footer links to them and the server serves them.
          page('about', 'pages.about', aboutPage),
          page('privacy', 'pages.privacy', privacyPage),
          page('*', 'pages.notFound', notFound),
        ],
      },
    ],
  },
];
