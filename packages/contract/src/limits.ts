/** Limits and page sizes used by both sides (spec §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
/** Other names of a place visitors search by (DESIGN §8.5): at most 20, each at most 100 characters. */
export const PLACE_ALIASES_MAX = 20;
export const PLACE_ALIAS_MAX_LENGTH = 100;
/** The longest text "Translate" sends (a post's body is up to 20,000; it is translated in parts of this size). */
export const TRANSLATE_MAX_LENGTH = 5_000;
export const POST_CONTENT_MAX_LENGTH = 20_000;
export const COMMENT_MAX_LENGTH = 2_000;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const ABOUT_DESCRIPTION_MAX_LENGTH = 2_000;
export const REPORT_REASON_MAX_LENGTH = 500;
export const UPLOAD_KEY_MAX_LENGTH = 300;
/** How long a signed upload URL is valid. */
export const UPLOAD_URL_TTL_SECONDS = 300;
/** Images are re-encoded to WebP with their longest side at most this, plus a thumbnail of this width. */
export const IMAGE_MAX_SIDE_PX = 1600;
export const IMAGE_THUMBNAIL_PX = 480;

/** Stops in a course: enough for a two-week trip of four or five a day (issue 26 checks 60 in its budget). */
export const COURSE_MAX_STOPS = 60;
/** A course has 1 to this many days (DESIGN §8.1). */
export const COURSE_MAX_DAYS = 14;
/** A stop's planned visit, in minutes. */
export const STOP_DURATION_MIN = 5;
export const STOP_DURATION_MAX = 720;
/** The length of a calendar event for a timed stop without a duration (DESIGN §8.1). */
export const DEFAULT_VISIT_MINUTES = 60;
/** OpenStreetMap's own limit for a tag value: `opening_hours` longer than this is refused. */
export const OPENING_HOURS_MAX_LENGTH = 255;
/** GET /api/places/{id}/hours: `days` default and maximum; the admin preview shows this many. */
export const HOURS_DEFAULT_DAYS = 7;
export const HOURS_MAX_DAYS = 31;
export const HOURS_PREVIEW_DAYS = 14;
export const COURSE_PAGE_SIZE = 10;
export const ADMIN_COURSE_PAGE_SIZE = 20;
/** Every admin table pages by this many rows (spec §2: 20 a page, at most 5 page buttons). */
export const ADMIN_PAGE_SIZE = 20;
export const MONTHLY_BEST_DEFAULT_LIMIT = 50;
/** Course detail: after an edit, the message shows and the page goes back after this delay (spec §9). */
export const COURSE_EDIT_REDIRECT_MS = 2000;
export const COMMENT_PAGE_SIZE = 10;
export const POST_COMMENT_PAGE_SIZE = 50;
export const COMMUNITY_PAGE_SIZE = 5;
export const TREND_LIST_SIZE = 100;
export const MYPAGE_PAGE_SIZE = 10;
export const MYPAGE_GRID_PAGE_SIZE = 12;
export const MAX_PAGE_BUTTONS = 5;
export const PLACE_LIST_MAX_PAGE_SIZE = 100;
export const PLACE_SEARCH_MAX_RESULTS = 10;
export const MAX_PAGE_SIZE = 100;
/** Largest page number a list accepts: beyond it offsets stop meaning anything (and overflow the database). */
export const MAX_PAGE = 100_000;
/** Largest id the database's integer keys hold (2^31 − 1): a larger one is refused, never looked up. */
export const DB_ID_MAX = 2_147_483_647;

export const RADIUS_MIN_M = 500;
export const RADIUS_MAX_M = 10_000;
export const RADIUS_STEP_M = 500;
export const RADIUS_DEFAULT_M = 5_000;

export const SEOUL_CENTER = { lat: 37.5665, lng: 126.978 } as const;
export const SEARCH_BIAS_RADIUS_M = 50_000;

/** A place review (DESIGN §8.6): its text, its photos, and the reviews page size. */
export const REVIEW_TEXT_MIN_LENGTH = 1;
export const REVIEW_TEXT_MAX_LENGTH = 2_000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_PAGE_SIZE = 10;

/** The most a stop may be estimated at: 10,000,000 won (a stop, not a whole trip). */
export const COST_KRW_MAX = 10_000_000;
