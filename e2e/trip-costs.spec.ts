import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import { addPlace } from './planner-helpers.ts';
import { translator } from './translator.ts';

/**
 * Issue 32's journey (DESIGN §8.7): a reader of Japanese plans a 2-day course with costs, sees each day's total and
 * the course's in won and yen with the rate's date, and the same figures on the course page and in the print view.
 * The rates come from the local stand-in (rates-stub.mjs: 1 KRW = 0.1093 JPY, published 2026-11-27). With
 * E2E_SCREENSHOTS=1, screenshots at 375 and 1280 px go to /tmp/money-shots/.
 */
failOnPageErrors();
test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const t = translator('ja');
const PALACE = '景福宮';
const TOWER = 'Nソウルタワー';

/** The figures every view must show: day 1 ₩3,000 (￥328), day 2 ₩21,000 (￥2,295), in all ₩24,000 (￥2,623). */
async function expectCosts(scope: ReturnType<Page['getByTestId']>) {
  const days = scope.getByTestId('day-cost');
  await expect(days).toHaveCount(2);
  await expect(days.nth(0)).toContainText('1日目');
  await expect(days.nth(0)).toContainText('₩3,000');
  await expect(days.nth(0)).toContainText('￥328');
  await expect(days.nth(1)).toContainText('₩21,000');
  await expect(days.nth(1)).toContainText('￥2,295');
  await expect(scope.getByTestId('total-cost')).toContainText('₩24,000');
  await expect(scope.getByTestId('total-cost')).toContainText('￥2,623');
  await expect(scope.getByTestId('rate-note')).toContainText('2026-11-27');
}

async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/money-shots';
  await mkdir(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.getByTestId('course-costs').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('a Japanese reader budgets a 2-day trip', () => {
  test.use({ language: 'ja', viewport: { width: 1280, height: 900 } });

  test('plans costs, sees totals per day and for the course in won and yen with the rate date, on the course page and in print', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, uniqueUser('budget'));
    await page.goto('/planner');
    const title = `ソウル二日間 ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: t('planner.fields.title') }).fill(title);
    await page.getByRole('combobox', { name: t('planner.trip.days') }).selectOption('2');

    await addPlace(page, 'Gyeongbokgung', PALACE, t);
    await page.getByLabel(t('planner.trip.costAt', { name: PALACE }), { exact: true }).fill('3000');
    await addPlace(page, 'Namsan Tower', TOWER, t);
    await page
      .getByRole('combobox', { name: t('planner.trip.moveToDay', { name: TOWER }) })
      .selectOption('2');
    await page.getByLabel(t('planner.trip.costAt', { name: TOWER }), { exact: true }).fill('21000');

    // The planner's totals, in won and the reader's yen (ja → JPY by default), with the rate's date.
    await expectCosts(page.getByTestId('course-costs'));
    await shoot(page, 'planner');

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/courses') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t('planner.save') }).click();
    const course = (await (await saved).json()).data as { id: number; costTotalKrw: number };
    expect(course.costTotalKrw).toBe(24_000);

    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectCosts(page.getByTestId('course-costs').first());
    await expect(page.getByTestId('stop-cost').first()).toContainText('₩3,000');
    await shoot(page, 'course');

    // Printed: the same figures on the itinerary.
    const sheet = page.getByTestId('course-print');
    await expect(sheet).toBeAttached();
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expectCosts(sheet.getByTestId('course-costs'));
    await expect(sheet.getByTestId('print-stop-cost').first()).toContainText('₩3,000');
  });
});
