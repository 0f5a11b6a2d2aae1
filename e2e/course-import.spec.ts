import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, type Language, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import { type Translate, translator } from './translator.ts';

/**
 * Issue 28's journey, in each language: a Google Takeout file and a Google My Maps KML imported into the planner
 * (one point left out, the palace both files have listed once, the KML's layers as days), saved; the course
 * exported as KML, calendar and our own file; that file imported again as a second course identical to the first.
 * With E2E_SCREENSHOTS=1, the preview at 375 and 1280 px goes to test-results/course-import/.
 */
failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const FIXTURES = join(
  import.meta.dirname,
  '..',
  'apps',
  'server',
  'src',
  'modules',
  'course-imports',
  'fixtures',
);

const PALACE: Record<Language, string> = { en: 'Gyeongbokgung Palace', ko: '경복궁', zh: '景福宫' };
const TOWER: Record<Language, string> = { en: 'N Seoul Tower', ko: 'N서울타워', zh: 'N首尔塔' };

interface ApiStop {
  order: number;
  day: number;
  time: string | null;
  name: string;
  lat: number;
  lng: number;
  placeId: number | null;
}
interface ApiCourse {
  id: number;
  title: string;
  startDate: string | null;
  dayCount: number;
  stops: ApiStop[];
}

async function importFile(
  page: Page,
  t: Translate,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByRole('button', { name: t('planner.import.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('planner.import.title') });
  await dialog.getByLabel(t('planner.import.file.choose')).setInputFiles(file);
  await expect(dialog.getByRole('button', { name: t('planner.import.back') })).toBeVisible();
}

async function saveCourse(page: Page, t: Translate): Promise<ApiCourse> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/courses') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('planner.save') }).click();
  const { id } = (await (await saved).json()).data as { id: number };
  await expect(page).toHaveURL(/\/kcourse\?tab=/);
  const res = await page.request.get(`/api/courses/${id}`);
  return (await res.json()).data as ApiCourse;
}

async function exported(page: Page, t: Translate, item: string): Promise<{ text: string; name: string }> {
  await page.getByRole('button', { name: t('kcourse.export.button') }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${item.replace(/[.()]/g, '\\$&')}`) }).click(),
  ]);
  return { text: readFileSync((await download.path())!, 'utf8'), name: download.suggestedFilename() };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join('test-results', 'course-import', `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'ko', 'zh'] as const) {
  test.describe(`importing places in ${language}`, () => {
    test.use({ language, viewport: { width: 1280, height: 900 } });

    test('Takeout and My Maps into the planner, saved, exported, and our file imported back identical', async ({
      page,
    }) => {
      // Two imports, two saves, three downloads: several screens' worth of time.
      test.slow();
      const t = translator(language);
      await signIn(page, uniqueUser(`import-${language}`));
      await page.goto('/planner');
      if (language === 'ko') {
        await page.getByRole('button', { name: 'No thanks, keep this language' }).click();
      }
      const dialog = page.getByRole('dialog', { name: t('planner.import.title') });

      // Google Takeout: the palace is one of ours, the stall is not, one place had no position.
      await importFile(page, t, join(FIXTURES, 'Saved Places.json'));
      await expect(dialog.getByText(t('planner.import.found', { count: 2 }))).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(PALACE[language]) })).toBeChecked();
      await expect(dialog.getByText(t('planner.import.skipped', { count: 1 }))).toBeVisible();
      await shoot(page, `${language}-takeout-preview`);
      await dialog.getByRole('checkbox', { name: /seafood stall/ }).uncheck();
      await dialog.getByRole('button', { name: t('planner.import.add', { count: 1 }) }).click();
      await expect(page.getByText(t('planner.import.added', { count: 1 }))).toBeVisible();

      // Google My Maps: three layers are three days; the palace it lists too is not listed twice.
      await importFile(page, t, join(FIXTURES, 'my-maps-seoul.kml'));
      await expect(dialog.getByText(t('planner.import.day', { day: 3 }))).toBeVisible();
      await dialog.getByRole('button', { name: t('planner.import.add', { count: 3 }) }).click();
      await expect(page.getByText(t('planner.import.added', { count: 2 }))).toBeVisible();
      await expect(page.getByTestId('plan-stop')).toHaveCount(3);

      const title = `Imported ${language} ${Date.now()}`;
      await page.getByRole('textbox', { name: t('planner.fields.title') }).fill(title);
      await page.getByLabel(t('planner.trip.startDate')).fill('2026-12-01');
      await page
        .getByLabel(t('planner.trip.arrivalAt', { name: TOWER[language] }), { exact: true })
        .fill('19:00');
      const first = await saveCourse(page, t);
      expect(first.stops.map((s) => [s.day, s.placeId !== null])).toEqual([
        [1, true],
        [2, true],
        [3, false],
      ]);
      expect(first.stops[2]!.name).toBe('Our guesthouse');

      // Out: KML (a folder per day, Hangul kept), the calendar, and our own file.
      await page.goto(`/kcourse/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const kml = await exported(page, t, t('kcourse.export.kml'));
      expect(kml.text.match(/<Folder>/g)).toHaveLength(3);
      expect(kml.text).toContain('경복궁');
      const ics = await exported(page, t, t('kcourse.export.ics'));
      const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
      expect(events).toHaveLength(3);
      expect(events.map((event) => String(event.getFirstPropertyValue('dtstart')))).toContain(
        '2026-12-02T19:00:00',
      );
      const json = await exported(page, t, t('kcourse.export.json'));

      // In again: our own file, as a new course with the same stops, days, times and date.
      await page.goto('/planner');
      expect(json.name).toMatch(/\.json$/);
      await importFile(page, t, {
        name: json.name,
        mimeType: 'application/json',
        buffer: Buffer.from(json.text),
      });
      await dialog.getByRole('button', { name: t('planner.import.add', { count: 3 }) }).click();
      await expect(page.getByRole('textbox', { name: t('planner.fields.title') })).toHaveValue(title);
      const second = await saveCourse(page, t);
      expect(second.id).not.toBe(first.id);
      const stops = (course: ApiCourse) =>
        course.stops.map(({ order, day, time, name, placeId, lat, lng }) => ({
          order,
          day,
          time,
          name,
          placeId,
          lat: lat.toFixed(6),
          lng: lng.toFixed(6),
        }));
      expect(stops(second)).toEqual(stops(first));
      expect([second.title, second.startDate, second.dayCount]).toEqual([first.title, first.startDate, 3]);
    });
  });
}

test('a recorded track (a run, a GPS trace) offers its start and end as stops, and says so (issue 44)', async ({
  page,
}) => {
  const t = translator('en');
  await signIn(page, uniqueUser('track'));
  await page.goto('/planner');
  const points = Array.from(
    { length: 30 },
    (_, i) =>
      `<trkpt lat="${(37.55 + i / 5000).toFixed(5)}" lon="${(126.98 + i / 5000).toFixed(5)}"><ele>40</ele></trkpt>`,
  );
  const trace = `\ufeff<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Apple Watch"><trk><name>Namsan walk</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
  await importFile(page, t, {
    name: 'Namsan walk.gpx',
    mimeType: 'application/gpx+xml',
    buffer: Buffer.from(trace),
  });
  const dialog = page.getByRole('dialog', { name: t('planner.import.title') });
  await expect(dialog.getByTestId('import-notice')).toHaveText(t('planner.import.trackEnds'));
  await expect(dialog.getByText('Namsan walk (start)')).toBeVisible();
  await expect(dialog.getByText('Namsan walk (end)')).toBeVisible();
});
