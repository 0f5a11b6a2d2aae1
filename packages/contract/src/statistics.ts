import { z } from 'zod';
import { APP_ROUTES, type COURSE_CATEGORIES, POST_TYPES } from './constants.ts';
import { StatsPeriod } from './enums.ts';

/**
 * Admin statistics (spec §3 "Statistics", issue 14) and page-view recording. Every figure is measured
 * (DESIGN §6): page views are recorded by the web app, active users are sessions seen in the last 5 minutes,
 * response times are the server's own.
 */

/** Longest path a page view may name (the web app's paths are far shorter). */
export const PAGE_VIEW_PATH_MAX_LENGTH = 512;
/** Page views one request may carry (the web app batches route changes and sends them when the page hides). */
export const PAGE_VIEW_BATCH_MAX = 20;
/** Entries of the top-content lists. */
export const TOP_CONTENT_LIMIT = 5;
/** Entries of the daily chart (spec §9): the last 5 days of the period. */
export const DAILY_CHART_DAYS = 5;
/** How often the statistics screen refreshes its realtime cards while visible. */
export const REALTIME_REFRESH_MS = 30_000;
/** Path stored for a page view of an address the web app has no page for. */
export const UNKNOWN_PAGE_PATH = '(not found)';

const PagePath = z.string().min(1).max(PAGE_VIEW_PATH_MAX_LENGTH).startsWith('/');

/**
 * POST /api/analytics/pageview: one path (`{ path }`) or a batch (`{ paths }`). The path is the page's address
 * without its query; the server stores it as its route with ids replaced by `:id` (`/buzz/post/:id`).
 */
export const PageViewBody = z.union([
  z.object({ path: PagePath }).strict(),
  z.object({ paths: z.array(PagePath).min(1).max(PAGE_VIEW_BATCH_MAX) }).strict(),
]);
export type PageViewBody = z.infer<typeof PageViewBody>;

/** Whether the page views were counted (false for bots and prefetches, which are answered alike). */
export const PageViewDto = z.object({ counted: z.number().int().nonnegative() });
export type PageViewDto = z.infer<typeof PageViewDto>;

/** Normalises a page address to its route (spec §2) with every parameter as `:id`; unknown pages share one path. */
export function pageViewPath(address: string): string {
  const path = address.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  const segments = path.split('/');
  for (const route of APP_ROUTES) {
    const parts = route.split('/');
    if (parts.length !== segments.length) continue;
    if (parts.every((part, i) => part.startsWith(':') || part === segments[i]))
      return parts.map((part) => (part.startsWith(':') ? ':id' : part)).join('/') || '/';
  }
  return UNKNOWN_PAGE_PATH;
}

/** The post a page address shows (`/buzz/post/12`, `/buzz/trend/12`), for its view count; otherwise null. */
export function viewedPostId(address: string): number | null {
  const match = /^\/buzz\/(?:post|trend)\/(\d{1,9})\/?(?:[?#].*)?$/.exec(address);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** `?period` of every statistics endpoint (default 7days). */
export const StatisticsQuery = z.object({ period: StatsPeriod.default('7days') });
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

/** The days a period covers, in Asia/Seoul (`YYYY-MM-DD`), and the window before it (as many days). */
export const StatisticsRangeDto = z.object({
  period: StatsPeriod,
  from: z.string(),
  to: z.string(),
  days: z.number().int().positive(),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type StatisticsRangeDto = z.infer<typeof StatisticsRangeDto>;

const Counts = z.object({
  users: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  pageViews: z.number().int().nonnegative(),
});

/** Change % of period against previous, one decimal; `new` when previous is 0 and period is not. */
export const ChangeDto = z.union([z.number(), z.literal('new')]);
export type ChangeDto = z.infer<typeof ChangeDto>;

export const SERVER_STATUSES = ['healthy', 'degraded'] as const;

export const RealtimeDto = z.object({
  /** Sessions with a request in the last 5 minutes (a session's last request is written at most once a minute). */
  activeUsers: z.number().int().nonnegative(),
  /** Administrators among them. */
  onlineAdmins: z.number().int().nonnegative(),
  /** Users created since midnight in Asia/Seoul. */
  todayNewUsers: z.number().int().nonnegative(),
  /** `healthy` when a database ping answered within 1 s. */
  serverStatus: z.enum(SERVER_STATUSES),
  /** Why the status is `degraded`; null when healthy. */
  serverStatusReason: z.string().nullable(),
  /** Mean of this server's API response times over the last 5 minutes (ms, one decimal); null without requests. */
  avgResponseTime: z.number().nonnegative().nullable(),
  /** API requests that mean is taken over. */
  responseSamples: z.number().int().nonnegative(),
  /** Open database connections (PGlite: 1). */
  dbConnections: z.number().int().nonnegative(),
  dbPool: z.object({
    total: z.number().int().nonnegative(),
    idle: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
  }),
  /** When these figures were taken (ISO-8601). */
  measuredAt: z.string(),
});
export type RealtimeDto = z.infer<typeof RealtimeDto>;

/** GET /api/admin/statistics?period. */
export const StatisticsDto = z.object({
  range: StatisticsRangeDto,
  /** Everything there is now (page views: every one recorded). */
  totals: Counts,
  /** Created (or viewed) within the period. */
  period: Counts,
  /** Created (or viewed) within the window before it. */
  previous: Counts,
  change: z.object({ users: ChangeDto, posts: ChangeDto, comments: ChangeDto, pageViews: ChangeDto }),
  realtime: RealtimeDto,
});
export type StatisticsDto = z.infer<typeof StatisticsDto>;

export const DailyStatDto = z.object({
  date: z.string(),
  users: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  pageViews: z.number().int().nonnegative(),
});
export type DailyStatDto = z.infer<typeof DailyStatDto>;

/** GET /api/admin/statistics/daily?period: every day of the period, oldest first (days without activity are 0). */
export const DailyStatisticsDto = z.object({ range: StatisticsRangeDto, daily: z.array(DailyStatDto) });
export type DailyStatisticsDto = z.infer<typeof DailyStatisticsDto>;

export const CategoryStatDto = z.object({
  name: z.string(),
  count: z.number().int().nonnegative(),
  /** One decimal; the items' percentages sum to 100 (largest remainder), or are all 0 when nothing was counted. */
  percentage: z.number().nonnegative(),
  /** Fixed per category (`#rrggbb`). */
  color: z.string(),
});
export type CategoryStatDto = z.infer<typeof CategoryStatDto>;

/** GET /api/admin/statistics/categories?period: posts and courses created in the period, by category. */
export const CategoryStatisticsDto = z.object({
  range: StatisticsRangeDto,
  postCategories: z.array(CategoryStatDto),
  courseCategories: z.array(CategoryStatDto),
});
export type CategoryStatisticsDto = z.infer<typeof CategoryStatisticsDto>;

export const TopCourseDto = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** Shares and saves made within the period. */
  shares: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TopCourseDto = z.infer<typeof TopCourseDto>;

export const TopPostDto = z.object({
  id: z.number().int(),
  postType: z.enum(POST_TYPES),
  title: z.string(),
  author: z.string(),
  /** Views (one per session per post per day), likes and comments within the period. */
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
});
export type TopPostDto = z.infer<typeof TopPostDto>;

/** GET /api/admin/statistics/top-content?period. */
export const TopContentDto = z.object({
  range: StatisticsRangeDto,
  topCourses: z.array(TopCourseDto),
  topPosts: z.array(TopPostDto),
});
export type TopContentDto = z.infer<typeof TopContentDto>;

/** Fixed colours of the category charts (a category keeps its colour whatever else is shown). */
export const CATEGORY_COLORS: Record<
  (typeof POST_TYPES)[number] | (typeof COURSE_CATEGORIES)[number],
  string
> = {
  community: '#2563eb',
  trend: '#db2777',
  all: '#64748b',
  cultural: '#7c3aed',
  cafe: '#b45309',
  food: '#059669',
};
/** Colour of a category outside the fixed lists. */
export const OTHER_CATEGORY_COLOR = '#94a3b8';
