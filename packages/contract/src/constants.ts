/** Closed lists of values (no zod here, so the web app can import them without shipping zod). */

import type { Language } from './enums.ts';

/** Every closed list of values the spec names, shared by server, database and web. */
export const ROLES = ['user', 'admin'] as const;

export const AUTH_PROVIDERS = ['google', 'dev'] as const;

export const PLACE_TYPES = ['travel', 'food', 'cafe'] as const;

export const PLACE_STATUSES = ['active', 'inactive'] as const;

/** Where a place's outside identity comes from; our own id is always the primary key. */
export const PLACE_PROVIDERS = ['google', 'kakao', 'osm'] as const;

export const COURSE_VISIBILITIES = ['public', 'private'] as const;
/** What a course's collaborator may do (DESIGN §8.4): editors change it, viewers read it. The owner is its author. */
export const COLLABORATOR_ROLES = ['editor', 'viewer'] as const;

export const COURSE_CATEGORIES = ['all', 'cultural', 'cafe', 'food'] as const;

export const POST_TYPES = ['trend', 'community'] as const;

export const POST_STATUSES = ['published', 'draft', 'hidden'] as const;

/** Moderation state an admin sets on community content (spec §4 "Content status"). */
export const CONTENT_STATUSES = ['active', 'hidden', 'reported'] as const;

export const CONTENT_TYPES = ['post', 'comment'] as const;

export const INTERACTION_TYPES = ['like', 'scrap'] as const;

export const CONTACT_SUBJECTS = ['general', 'technical', 'feature', 'bug', 'other'] as const;

export const STATS_PERIODS = ['7days', '30days', '3months'] as const;

/** What a place's day is (GET /api/places/{id}/hours). */
export const DAY_STATES = ['open', 'closed', 'unknown'] as const;
/** Why a place is closed all day: its weekly closing day, a public holiday, a closing day moved by one, other. */
export const DAY_CLOSURES = ['weekly', 'holiday', 'moved', 'other'] as const;

/** The warnings of a course check (DESIGN §8.1). */
export const COURSE_WARNING_CODES = [
  /** Regular closing day or holiday closure. */
  'CLOSED_THAT_DAY',
  /** Arrives between two intervals of that day. */
  'BREAK_TIME',
  /** Before opening or after closing (or after the last entry). */
  'OUTSIDE_HOURS',
  /** Arrives while open, but time + duration runs past the end of that interval. */
  'CLOSES_DURING_VISIT',
  /** Arrives before a stop listed earlier on the same day (the day's order and times disagree). */
  'TIME_ORDER',
  /** Arrives while the previous stop's visit still runs (or at the same time). */
  'OVERLAPS_PREVIOUS',
  /** A note, not a problem: the day is a public holiday and the place's hours are unknown (check before going). */
  'HOLIDAY_HOURS_UNKNOWN',
] as const;

/** The codes that are notes for the traveller, not problems of the plan. */
export const COURSE_NOTE_CODES = [
  'HOLIDAY_HOURS_UNKNOWN',
] as const satisfies readonly (typeof COURSE_WARNING_CODES)[number][];

/** The interface and content languages (DESIGN §8.5): `zh` is Simplified Chinese, `zh-Hant` Traditional. */
export const LANGUAGES = ['en', 'ko', 'zh', 'ja', 'zh-Hant'] as const;
/** The interface language until the reader chooses one (the spec's default). */
export const DEFAULT_LANGUAGE = 'ko' satisfies (typeof LANGUAGES)[number];
/**
 * The language i18next falls back to for a language without a catalogue of its own. The five catalogues have the
 * same keys, none empty (apps/web's locales test), so a supported language loads only its own.
 */
export const FALLBACK_LANGUAGE = 'en' satisfies (typeof LANGUAGES)[number];
/**
 * The cookie the web app keeps naming the interface language; the server reads it only to preload that language's
 * translations and set `<html lang>` (the language itself stays in localStorage).
 */
export const LANGUAGE_COOKIE = 'ktravel-lang';

/**
 * The id of the `<script type="application/json">` in which the server hands a page its first API answer (a course
 * page's course, for a visitor not signed in), and the web app takes it (server: plugins/web-app.ts; web:
 * lib/inline-data.ts). Its `data-url` is the GET it answers.
 */
export const INLINE_DATA_ID = 'ktravel-inline-data';

/** Stable error codes; the web app maps each to a translated message. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'USER_NOT_FOUND',
  'PLACE_NOT_FOUND',
  /** POST /api/places/add: the place is already in the catalogue (same outside id, or same name within 50 m). */
  'PLACE_ALREADY_EXISTS',
  'COURSE_NOT_FOUND',
  'POST_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'ALREADY_REPORTED',
  'CANNOT_REPORT_OWN',
  'UPLOAD_REFUSED',
  'UPLOAD_NOT_FOUND',
  'CONFLICT',
  'ALREADY_BOOKMARKED',
  'BOOKMARK_NOT_FOUND',
  'ALREADY_SAVED',
  'NOT_SAVED',
  'CANNOT_SAVE_OWN_COURSE',
  /** GET /api/courses/{id}/export.ics: a calendar needs the course's start date. */
  'COURSE_HAS_NO_DATE',
  /** A write's `Idempotency-Key` was already used by the same member for another request (DESIGN §8.2). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this `Idempotency-Key` has not answered yet. */
  'IDEMPOTENCY_IN_PROGRESS',
  /** An invite link past its date or revoked by the course's owner (410). */
  'INVITE_EXPIRED',
  /** No invite has this token (404). */
  'INVITE_NOT_FOUND',
  /** The course's owner opened their own invite (409). */
  'INVITE_OWN_COURSE',
  /** The member is not one of the course's collaborators (404). */
  'COLLABORATOR_NOT_FOUND',
  /** The owner removed the member from the course: links made before that no longer admit them (403). */
  'REMOVED_FROM_COURSE',
  /** PUT /api/courses/{id} with a stale `If-Match`: someone saved the course since (DESIGN §8.4). */
  'COURSE_CHANGED',
  /** POST /api/courses/import: the file cannot be read (the message says where). */
  'IMPORT_INVALID',
  /** POST /api/courses/import: the list's source (a Naver Map shared list) cannot be read now, or not here. */
  'IMPORT_SOURCE_UNAVAILABLE',
  /** POST /api/translate: no translation provider is configured here, or it cannot answer now (503). */
  'TRANSLATION_UNAVAILABLE',
  /** No visible review has this id (404). */
  'REVIEW_NOT_FOUND',
  /** The member has reviewed this place already: edit that review instead (409). */
  'ALREADY_REVIEWED',
  /** The member's earlier proposal for this place's facts still waits for an admin (409). */
  'FACT_PROPOSAL_PENDING',
  /** No fact proposal has this id (404). */
  'FACT_PROPOSAL_NOT_FOUND',
  /** GET /api/currency/rates: no exchange rates were ever fetched (no provider configured, or it never answered) (503). */
  'RATES_UNAVAILABLE',
  'RATE_LIMITED',
  'DEV_LOGIN_DISABLED',
  'LAST_ADMIN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

/**
 * Every page of the web app (spec §2 plus about, privacy and the invite links of DESIGN §8.4), as route templates:
 * the web router has each, and the server answers each with the app (status 200) and anything else with the app's
 * 404 page.
 */
export const APP_ROUTES = [
  '/',
  '/login',
  '/auth/callback',
  '/login/callback',
  '/kmap',
  '/tips',
  '/kcourse',
  '/kcourse/:courseId',
  '/courses/:courseId',
  '/invite/:token',
  '/planner',
  '/buzz',
  '/buzz/post/:id',
  '/buzz/trend/:id',
  '/mypage',
  '/mypage/posts',
  '/mypage/scraps',
  '/mypage/comments',
  '/mypage/course-comments',
  '/mypage/bookmarks',
  '/mypage/courses',
  '/mypage/reviews',
  '/admin',
  '/admin/courses',
  '/admin/connect',
  '/admin/map',
  '/admin/map/add',
  '/admin/map/edit/:id',
  '/admin/users',
  '/admin/statistics',
  '/demo/error',
  '/about',
  '/privacy',
] as const;

/** A concrete path for a route template (`:param` segments become `12`), for tests of both apps. */
export const exampleAppPath = (route: string): string => route.replace(/:[^/]+/g, '12');

// ---- What works at a place (DESIGN §8.6) ----

/** The yes / no / unknown facts of a place, in the order the app shows them. */
export const PLACE_YES_NO_FACTS = [
  'foreignCards',
  'cashOnly',
  'tmoney',
  'englishMenu',
  'koreanPhoneToBook',
] as const;
export type PlaceYesNoFact = (typeof PLACE_YES_NO_FACTS)[number];
/** A VAT refund at the till (`immediate`) or at a refund counter or kiosk afterwards (`counter`). */
export const TAX_REFUNDS = ['immediate', 'counter'] as const;
export const PLACE_FACT_KEYS = [...PLACE_YES_NO_FACTS, 'taxRefund'] as const;
export type PlaceFactKey = (typeof PLACE_FACT_KEYS)[number];

/**
 * Nothing known (a `PlaceFactsDto`). Here, not beside the schema: K-Map's first load uses it, and the schema's module
 * would bring zod with it (22 KB before the first paint).
 */
export const UNKNOWN_FACTS: Readonly<Record<PlaceFactKey | 'verifiedAt', null>> = {
  foreignCards: null,
  cashOnly: null,
  tmoney: null,
  englishMenu: null,
  koreanPhoneToBook: null,
  taxRefund: null,
  verifiedAt: null,
};

// ---- What a trip costs (DESIGN §8.7) ----

/**
 * The currencies a traveller may show costs in, besides won: those of our readers' countries first, then the ones
 * visitors to Korea come with most. The rates answer may hold more; these are the ones the app offers.
 */
export const HOME_CURRENCIES = [
  'USD',
  'CNY',
  'JPY',
  'TWD',
  'HKD',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'SGD',
  'THB',
  'VND',
] as const;

/** The home currency a reader starts with, by interface language (a Korean reader thinks in won: none). */
export const DEFAULT_HOME_CURRENCY: Record<Language, (typeof HOME_CURRENCIES)[number] | null> = {
  ko: null,
  en: 'USD',
  zh: 'CNY',
  ja: 'JPY',
  'zh-Hant': 'TWD',
};

/** The totals of a course's stop costs: per day (every day of the course) and for the course (null: no cost at all). */
export function courseCosts(
  stops: readonly { day: number; costKrw?: number | null }[],
  dayCount: number,
): { costTotalKrw: number | null; costByDay: { day: number; costKrw: number }[] } {
  const byDay = Array.from({ length: Math.max(1, dayCount) }, (_, i) => ({ day: i + 1, costKrw: 0 }));
  let total: number | null = null;
  for (const stop of stops) {
    if (stop.costKrw === null || stop.costKrw === undefined) continue;
    total = (total ?? 0) + stop.costKrw;
    const entry = byDay[stop.day - 1];
    if (entry) entry.costKrw += stop.costKrw;
  }
  return { costTotalKrw: total, costByDay: byDay };
}
