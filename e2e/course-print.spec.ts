import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import {
  BASE_URL,
  type CataloguePlace,
  expect,
  type Language,
  signIn,
  test,
  tripStops,
  uniqueUser,
} from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

/**
 * A 3-day trip printed as an itinerary and handed off, day by day, to Naver Map, Kakao Map and Google Maps: the
 * print stylesheet shows the itinerary alone (a section a day, Korean cards, a QR code to the course), the Print
 * button prints it, and each day's links carry the stops' Korean names and coordinates. With E2E_SCREENSHOTS=1,
 * the print preview (A4 at 96 dpi) and the course page at 375 and 1280 px go to /tmp/print-shots/.
 */
failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/print-shots';

/** Catalogue places (seeded), by day, with a time and a stay; Tuesday 1 December 2026 is the first day. */
const TRIP = [
  { day: 1, time: '09:30', durationMinutes: 120, name: 'Gyeongbokgung Palace', ko: '경복궁' },
  { day: 1, time: '12:00', durationMinutes: 45, name: 'Gwanghwamun Square', ko: '광화문광장' },
  { day: 1, time: '13:00', durationMinutes: 60, name: 'Cheonggyecheon Stream', ko: '청계천' },
  { day: 2, time: '10:00', durationMinutes: 150, name: 'Changdeokgung Palace', ko: '창덕궁' },
  { day: 2, time: '13:30', durationMinutes: 90, name: 'Insadong', ko: '인사동' },
  { day: 3, time: '11:00', durationMinutes: 120, name: 'Myeongdong Shopping Street', ko: '명동' },
  { day: 3, time: '15:00', durationMinutes: 120, name: 'N Seoul Tower', ko: 'N서울타워' },
] as const;

type Messages = { [key: string]: string | Messages };

/** The app's own message for `key` in `language` (no plurals needed here). */
function message(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const file = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'locales', language, 'common.json');
  let node: string | Messages | undefined = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no translation ${language}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A seeded catalogue place found by its English name (GET /api/places/search). */
async function catalogue(page: Page, name: string): Promise<CataloguePlace> {
  const response = await page.request.get(`/api/places/search?q=${encodeURIComponent(name)}&language=en`);
  const body = (await response.json()) as {
    data: { id: number | null; name: string; lat: number; lng: number }[];
  };
  const found = body.data.find((result) => result.id !== null && result.name === name);
  if (!found?.id) throw new Error(`no catalogue place ${name}`);
  return { id: found.id, name: found.name, lat: found.lat, lng: found.lng };
}

/** Creates the trip as the signed-in member (POST /api/courses); its id and the places in TRIP's order. */
async function createTrip(page: Page, title: string) {
  const places = await Promise.all(TRIP.map((stop) => catalogue(page, stop.name)));
  const response = await page.request.post('/api/courses', {
    data: {
      title,
      visibility: 'public',
      category: 'cultural',
      startDate: '2026-12-01',
      dayCount: 3,
      stops: tripStops(TRIP, places),
    },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { data: { id: number } }).data.id, places };
}

/** 126.977° etc. in Web Mercator metres, as Naver's links write a point (x = R·λ). */
const mercatorX = (lng: number) => ((6_378_137 * lng * Math.PI) / 180).toFixed(2);

const RUNS: { language: Language; locale: string }[] = [
  { language: 'en', locale: 'en-US' },
  { language: 'ko', locale: 'ko-KR' },
  { language: 'zh', locale: 'zh-CN' },
];

for (const { language, locale } of RUNS) {
  test.describe(`the course page in ${language}`, () => {
    test.use({ language, locale, viewport: { width: 1280, height: 900 } });

    test('prints a page a day with Korean cards and a QR code, and hands each day off to the map apps', async ({
      page,
    }) => {
      test.slow();
      const t = (key: string, values?: Record<string, string | number>) => message(language, key, values);
      await page.addInitScript(() => {
        // The Print button's print, counted instead of opening the browser's dialog.
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await signIn(page, uniqueUser(`print-${language}`));
      const title = `Seoul in three days ${language} ${Date.now().toString(36)}`;
      const { id, places } = await createTrip(page, title);
      await page.goto(`/kcourse/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const printButton = page.getByRole('button', { name: t('kcourse.print.button'), exact: true });
      await expect(printButton).toBeVisible();

      // The itinerary is drawn once the page is idle, and never on screen.
      const sheet = page.getByTestId('course-print');
      await expect(sheet).toBeAttached();
      await expect(sheet).toBeHidden();
      // The check's warnings are in (Gyeongbokgung is closed on Tuesdays), so the sheet has them too.
      await expect(page.getByTestId('stop-warning').first()).toBeVisible();

      // Hand-off: a row of links a day, the Korean names and coordinates in them, opening in a new tab.
      const handoffs = page.getByTestId('day-handoff');
      await expect(handoffs).toHaveCount(3);
      const dayOne = page.getByRole('list', { name: t('kcourse.handoff.day', { day: 1 }) });
      const kakao = dayOne.getByRole('link', { name: new RegExp(`^${t('kcourse.stops.kakao')}`) });
      const kakaoHref = decodeURIComponent((await kakao.getAttribute('href')) ?? '');
      expect(kakaoHref).toBe(
        `https://map.kakao.com/link/by/walk/${TRIP.slice(0, 3)
          .map((stop, i) => `${stop.ko},${places[i]!.lat.toFixed(6)},${places[i]!.lng.toFixed(6)}`)
          .join('/')}`,
      );
      await expect(kakao).toHaveAttribute('target', '_blank');
      await expect(kakao).toHaveAttribute('rel', 'noopener noreferrer');
      const naver = dayOne.getByRole('link', { name: new RegExp(`^${t('kcourse.stops.naver')}`) });
      const naverHref = decodeURIComponent((await naver.getAttribute('href')) ?? '');
      expect(naverHref).toContain(`/p/directions/${mercatorX(places[0]!.lng)},`);
      expect(naverHref).toContain(`,경복궁/${mercatorX(places[1]!.lng)},`);
      expect(naverHref).toMatch(/,광화문광장\/-\/walk$/);
      const google = dayOne.getByRole('link', { name: new RegExp(`^${t('kcourse.stops.google')}`) });
      await expect(google).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&origin=${places[0]!.lat.toFixed(6)}%2C${places[0]!.lng.toFixed(6)}&destination=${places[1]!.lat.toFixed(6)}%2C${places[1]!.lng.toFixed(6)}&travelmode=transit`,
      );
      await expect(google).toContainText(t('kcourse.handoff.firstLeg'));

      if (process.env.E2E_SCREENSHOTS) {
        await mkdir(SHOTS, { recursive: true });
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await handoffs.first().scrollIntoViewIfNeeded();
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(SHOTS, `handoff-${language}-${width}.png`) });
        }
      }

      // Printed: the itinerary alone, a section a day with the Korean names, and the QR code to the course.
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      await expect(sheet).toBeVisible();
      await expect(page.locator('.leaflet-container')).toBeHidden();
      await expect(page.locator('#comments')).toBeHidden();
      // The app itself (the site's header, navigation and footer among it) is left out.
      await expect(page.locator('#root')).toBeHidden();
      await expect(printButton).toBeHidden();
      const days = sheet.getByTestId('print-day');
      await expect(days).toHaveCount(3);
      for (const day of [1, 2, 3]) {
        const section = days.nth(day - 1);
        await expect(section).toBeVisible();
        await expect(section.getByRole('heading', { level: 2 })).toContainText(
          t('planner.trip.day', { day }),
        );
        for (const stop of TRIP.filter((s) => s.day === day)) {
          // The Korean card for the driver; a Korean reader's row is in Korean already, and has none.
          const korean =
            language === 'ko'
              ? section.getByRole('heading', { level: 3, name: stop.ko, exact: true })
              : section.getByTestId('print-korean-card').filter({ hasText: stop.ko });
          await expect(korean).toBeVisible();
          await expect(section).toContainText(stop.time);
        }
      }
      // A page of its own for each day after the first.
      expect(await days.nth(1).evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
      await expect(sheet.getByTestId('print-korean-card')).toHaveCount(language === 'ko' ? 0 : TRIP.length);
      await expect(sheet.getByTestId('print-warning').first()).toBeVisible();
      await expect(sheet.getByText(t('kcourse.print.hoursThatDay')).first()).toBeVisible();
      const qr = sheet.getByRole('img', { name: t('kcourse.print.qrLabel') });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      // Its modules are drawn once the page is printed (print media here), not before (issue 33).
      await expect(qr.locator('path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
      await expect(sheet).toContainText(`${BASE_URL}/kcourse/${id}`);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: join(SHOTS, `print-${language}.png`), fullPage: true });
        // The real pages (A4), for a look at where they break.
        await page.pdf({ path: join(SHOTS, `print-${language}.pdf`), format: 'A4', printBackground: true });
      }

      // The Print button prints (once the itinerary has its hours and warnings).
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await printButton.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);
      await expect(printButton).toBeEnabled();
    });
  });
}
