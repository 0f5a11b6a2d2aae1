/**
 * Every key this app writes to browser storage, in one place, so nothing collides and a reader can see
 * what a browser keeps for us.
 */
export const STORAGE_KEYS = {
  /** localStorage: the language store (zustand persist). */
  language: 'ktravel-lang',
  /** localStorage: the K-Map store (zustand persist). */
  mapStore: 'ktravel-map-store',
  /** sessionStorage: K-Map's centre and zoom, restored when the map opens again (spec §2). */
  mapView: 'ktravel-map-view',
  /** sessionStorage: the signed-in user, so the header does not flash "log in" on reload. */
  authUser: 'ktravel-auth-user',
  /** sessionStorage: where to return after signing in (path and query). */
  postLoginRedirect: 'ktravel-post-login-redirect',
  /** localStorage: the planner's half-made course (title, visibility, category, stops). */
  plannerDraft: 'ktravel-planner-draft',
  /** localStorage: My Page bookmarks shown as a grid or a list (spec §2: the choice is remembered). */
  mypageBookmarkView: 'ktravel-mypage-bookmark-view',
  /** sessionStorage: the "location access is blocked" notice on K-Map was dismissed for this session. */
  locationNoticeDismissed: 'ktravel-location-notice-dismissed',
  /** localStorage: the answer to the offer to switch to the browser's language ("yes" or "no"). */
  languageOfferAnswered: 'ktravel-language-offer',
  /** sessionStorage, prefix: a comment being written, per page (`ktravel-comment-draft:/kcourse/12`). */
  commentDraft: 'ktravel-comment-draft',
  /** localStorage: the offline trip pack's index: whose it is, which courses and places, when refreshed. */
  offlinePack: 'ktravel-offline-pack',
  /** localStorage: the currency a visitor not signed in sees costs in beside won (`JPY`, or `KRW` for won only). */
  homeCurrency: 'ktravel-currency',
  /** localStorage: i18next's own cache of the detected language. */
  i18nextLanguage: 'i18nextLng',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
