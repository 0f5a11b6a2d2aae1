import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { failOnPageErrors } from './buzz-helpers.ts';
import {
  type AppLanguage,
  BASE_URL,
  type CataloguePlace,
  expect,
  type PlannedStop,
  signIn,
  test,
  tripStops,
} from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import { type Translate, translator } from './translator.ts';

/**
 * The home page's pictures of the product as it is (issue 44): for each language, the real screens of a trip taken
 * from the running app on a phone: a day that is a holiday with its checks, the course's budget, "Show in Korean",
 * an import's preview and planning together. Written to apps/web/public/home/{language}/{name}.webp, the files the
 * home page shows (features/home/components/trip-showcase.tsx). Not part of the test run: `npm run shots:home`
 * (E2E_HOME_SHOWCASE=1) takes them again after the screens change.
 */
failOnPageErrors();
test.skip(!process.env.E2E_HOME_SHOWCASE, 'Takes the home page’s pictures: npm run shots:home');

/** Where the pictures go; E2E_SHOTS_DIR writes them elsewhere (to look at them, or to try the spec itself). */
const OUT = process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '..', 'apps', 'web', 'public', 'home');
const LANGUAGES: { language: AppLanguage; locale: string }[] = [
  { language: 'ko', locale: 'ko-KR' },
  { language: 'en', locale: 'en-US' },
  { language: 'zh', locale: 'zh-CN' },
  { language: 'ja', locale: 'ja-JP' },
  { language: 'zh-Hant', locale: 'zh-TW' },
];
/** The phone the pictures are taken on (CSS pixels), at twice the density; stored 720 px wide. */
const PHONE = { width: 390, height: 844 };
const STORED_WIDTH = 720;

/** The trip: Seollal 2027 (6–8 February), catalogue places, times, stays and costs. */
const TRIP = [
  { query: 'Gyeongbokgung', day: 1, time: '10:00', durationMinutes: 120, costKrw: 3000 },
  { query: 'Bukchon Hanok Village', day: 1, time: '13:00', durationMinutes: 90, costKrw: 0 },
  { query: 'Gwangjang Market', day: 2, time: '12:00', durationMinutes: 90, costKrw: 15000 },
  { query: 'Insadong', day: 2, time: '15:00', durationMinutes: 120, costKrw: 20000 },
  { query: 'N Seoul Tower', day: 3, time: '17:00', durationMinutes: 90, costKrw: 26000 },
] as const;

/** A seeded catalogue place, named in `language` (GET /api/places/search). */
async function catalogue(page: Page, query: string, language: AppLanguage): Promise<CataloguePlace> {
  const response = await page.request.get(
    `/api/places/search?q=${encodeURIComponent(query)}&language=${language}`,
  );
  const body = (await response.json()) as {
    data: { id: number | null; name: string; lat: number; lng: number }[];
  };
  const found = body.data.find((result) => result.id !== null);
  if (!found?.id) throw new Error(`no catalogue place for ${query}`);
  return { id: found.id, name: found.name, lat: found.lat, lng: found.lng };
}

/** The frame every picture has: a 390 × 420 px piece of the phone's screen (13:14), stored 720 px wide. */
const FRAME = { width: PHONE.width, height: 420 };

/**
 * Stores the piece of the page (the frame) that starts at `from`'s top, centres it, or ends with it: taken from the
 * whole page, so the sticky header stays where it belongs, above (from the screen while a dialog holds the page).
 */
async function store(
  page: Page,
  from: Locator,
  language: AppLanguage,
  name: string,
  place: 'top' | 'centre' | 'bottom' = 'top',
): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error(`${name}: nothing to picture`);
  const scrollY = await page.evaluate(() => window.scrollY);
  const offset = {
    top: -8,
    centre: box.height / 2 - FRAME.height / 2,
    bottom: box.height + 8 - FRAME.height,
  }[place];
  const top = box.y + scrollY + offset;
  const fixed = await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  // From the page's top, where the sticky header stands: a whole-page picture keeps it there, not over the frame.
  if (!fixed) await page.evaluate(() => window.scrollTo(0, 0));
  const png = fixed
    ? await page.screenshot({
        animations: 'disabled',
        clip: { x: 0, y: Math.max(0, top - scrollY), ...FRAME },
      })
    : await page.screenshot({
        animations: 'disabled',
        fullPage: true,
        clip: { x: 0, y: Math.max(0, top), ...FRAME },
      });
  await mkdir(join(OUT, language), { recursive: true });
  await sharp(png)
    .resize({ width: STORED_WIDTH, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toFile(join(OUT, language, `${name}.webp`));
}

/** A signed-in member reading `language` on a phone: their own browser. */
async function member(browser: Browser, language: AppLanguage, locale: string, name: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale,
    timezoneId: 'Asia/Seoul',
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const page = await context.newPage();
  await stubOutsideRequests(page);
  await signIn(page, { email: `${name.toLowerCase()}-${language}-${Date.now()}@example.com`, name });
  return page;
}

for (const { language, locale } of LANGUAGES) {
  test(`the home page's pictures in ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t: Translate = translator(language);
    const page = await member(browser, language, locale, 'Alex');
    // The pictures are of the screens, not of the notices that come and go over them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '[data-sonner-toaster] { display: none !important; }';
        document.head.append(style);
      });
    });
    const headers = { Origin: BASE_URL };

    const places = await Promise.all(TRIP.map((stop) => catalogue(page, stop.query, language)));
    /** The course as saved: the trip (or `trip`, a change of it) at the catalogue's places. */
    const course = (trip: readonly PlannedStop[] = TRIP) => ({
      title: t('home.showcase.sampleTitle'),
      visibility: 'private',
      category: 'cultural',
      startDate: '2027-02-06',
      dayCount: 3,
      stops: tripStops(trip, places),
    });
    const created = await page.request.post('/api/courses', { data: course(), headers });
    expect(created.status(), await created.text()).toBe(201);
    const courseId = ((await created.json()) as { data: { id: number } }).data.id;

    // A friend plans it too.
    const friend = await member(browser, language, locale, 'Minji');
    const invite = await page.request.post(`/api/courses/${courseId}/invites`, {
      data: { role: 'editor' },
      headers,
    });
    const { token } = ((await invite.json()) as { data: { token: string } }).data;
    expect((await friend.request.post(`/api/invites/${token}/accept`, { headers })).status()).toBe(200);

    await page.goto(`/kcourse/${courseId}`);
    const days = page.getByTestId('course-day');
    await expect(days.nth(1).getByTestId('day-holiday')).toBeVisible();
    await expect(days.nth(1).getByTestId('stop-warning').first()).toBeVisible();
    await store(page, days.nth(1), language, 'days');

    const costs = page.getByTestId('course-costs').first();
    // The test's rates come from a local stand-in: its address is no provider a traveller would see.
    await page.addStyleTag({ content: '[data-testid="rate-note"] { visibility: hidden; }' });
    await expect(costs.getByTestId('total-cost')).toContainText('64,000');
    await store(page, costs, language, 'budget', 'bottom');

    await days
      .nth(2)
      .getByRole('button', { name: t('showInKorean.open') })
      .first()
      .click();
    const card = page.getByRole('dialog', { name: t('showInKorean.title') });
    await expect(card).toBeVisible();
    await store(page, card, language, 'driver', 'centre');
    await page.keyboard.press('Escape');

    // Both edit at once: the owner changes the title while Minji moves the tower's visit; the second to save sees
    // both versions, with what differs marked, and loses nothing.
    await page.getByRole('button', { name: t('kcourse.detail.edit') }).click();
    await page
      .getByRole('textbox', { name: t('planner.fields.title') })
      .fill(t('home.showcase.sampleTitleChanged'));
    const read = await friend.request.get(`/api/courses/${courseId}`);
    const current = ((await read.json()) as { data: { version: number } }).data;
    const moved = await friend.request.put(`/api/courses/${courseId}`, {
      data: course(TRIP.map((stop, i) => (i === TRIP.length - 1 ? { ...stop, time: '18:30' } : stop))),
      headers: { ...headers, 'If-Match': `"${current.version}"` },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.getByRole('button', { name: t('planner.saveChanges') }).click();
    const conflict = page.getByTestId('course-conflict');
    await expect(conflict.locator('li[data-differs="changed"]').first()).toBeVisible();
    await store(page, conflict, language, 'together');

    // An import: a list of places someone kept elsewhere, matched to ours.
    await page.goto('/planner');
    await page.getByRole('button', { name: t('planner.import.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('planner.import.title') });
    const points = places
      .slice(0, 4)
      .map(
        (place) =>
          `<wpt lat="${place.lat.toFixed(6)}" lon="${place.lng.toFixed(6)}"><name>${place.name}</name></wpt>`,
      )
      .join('');
    await dialog.getByLabel(t('planner.import.file.choose')).setInputFiles({
      name: 'seoul.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Maps">${points}</gpx>`,
      ),
    });
    await expect(dialog.getByRole('button', { name: t('planner.import.back') })).toBeVisible();
    await store(page, dialog, language, 'import');

    await friend.context().close();
    await page.context().close();
  });
}
