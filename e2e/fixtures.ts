import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';

/** The three languages the spec's flows run in; `AppLanguage` adds the two of DESIGN §8.5. */
export type Language = 'en' | 'ko' | 'zh';
export type AppLanguage = Language | 'ja' | 'zh-Hant';

export interface TestUser {
  email: string;
  name: string;
}

/** The server under test; playwright.config.ts chose the port and passed it down in the environment. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * `test` with an interface language option (default English, so specs can select by English names).
 * `test.use({ language: null })` leaves the browser as a first-time visitor's: the app opens in the browser's
 * language when it is one of ours (the config's locale is en-US), else in Korean.
 */
export const test = base.extend<{ language: AppLanguage | null }>({
  language: ['en', { option: true }],
  page: async ({ page, language }, use) => {
    if (language === null) {
      await use(page);
      return;
    }
    // Only when nothing is stored yet, so a language chosen during the test survives reloads.
    await page.addInitScript((lng) => {
      if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', lng);
    }, language);
    await use(page);
  },
});

export { expect };

/** The admin: in ADMIN_EMAILS by default outside production (DESIGN §3). */
export const ADMIN: TestUser = { email: 'admin@example.com', name: 'Admin' };

/** A user no other test (or earlier run against the same server) has used. */
export function uniqueUser(label = 'traveller'): TestUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${label}-${suffix}@example.com`,
    name: `${label[0]?.toUpperCase()}${label.slice(1)} ${suffix}`,
  };
}

/**
 * Signs `page`'s browser context in through the development sign-in endpoint (the session cookie is
 * shared with the page). For the sign-in screen itself, drive the form instead; see auth.spec.ts.
 */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/dev-login', {
    data: { email: user.email, name: user.name },
    headers: { Origin: BASE_URL },
  });
  expect(response.ok(), `dev-login answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** A separate API client signed in as `user` through development sign-in (the page keeps its own session). */
export async function apiAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  user: TestUser,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: BASE_URL },
  });
  const response = await api.post('/api/auth/dev-login', { data: user });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

/** Fills and submits the "Development sign-in" form on /login. */
export async function signInWithDevForm(page: Page, user: TestUser): Promise<void> {
  const form = page.getByRole('region', { name: 'Development sign-in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Name' }).fill(user.name);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A stop of a trip a test plans: its day, arrival (`HH:mm`), stay and, where it matters, its cost in won. */
export interface PlannedStop {
  day: number;
  time: string;
  durationMinutes: number;
  costKrw?: number;
}

/** A seeded catalogue place, as GET /api/places/search answers it. */
export interface CataloguePlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** The `stops` of a course body (POST or PUT /api/courses): each planned stop at its catalogue place, in order. */
export function tripStops(trip: readonly PlannedStop[], places: readonly CataloguePlace[]) {
  return trip.map((stop, i) => ({
    order: i + 1,
    name: places[i]!.name,
    lat: places[i]!.lat,
    lng: places[i]!.lng,
    placeId: places[i]!.id,
    day: stop.day,
    time: stop.time,
    durationMinutes: stop.durationMinutes,
    costKrw: stop.costKrw,
  }));
}
