import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import { translator } from './translator.ts';

/**
 * Issue 44, the plan's fixes: a one-click fix leaves a plan that passes its own checks. "Move to Wednesday (day 2)"
 * used to put a 10:00 stop at the end of day 2, after a 15:30 stop and on top of another 10:00 visit; now it goes
 * where its time belongs, and its time is cleared when it would overlap. Stops out of time order and overlapping
 * visits are warnings with fixes of their own. A day that is a public holiday says so, and a stop whose hours are
 * not known that day carries a note. With E2E_SCREENSHOTS=1, pictures at 375 and 1280 px go to
 * test-results/trip-fixes/.
 */
failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});
test.use({ language: 'en', timezoneId: 'America/Los_Angeles', viewport: { width: 1280, height: 900 } });

const t = translator('en');

async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.getByTestId('check-status').evaluate((element) => {
      const scroller = element.closest('.overflow-y-auto');
      if (scroller)
        scroller.scrollTop += element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 8;
    });
    await page.screenshot({ path: join('test-results', 'trip-fixes', `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new plan: its title, start date and number of days. */
async function newPlan(page: Page, startDate: string, days: number): Promise<string> {
  await signIn(page, uniqueUser('fixes'));
  await page.goto('/planner');
  const title = `Fixes ${Date.now()}`;
  await page.getByRole('textbox', { name: t('planner.fields.title') }).fill(title);
  await page.getByLabel(t('planner.trip.startDate')).fill(startDate);
  await page.getByRole('combobox', { name: t('planner.trip.days') }).selectOption(String(days));
  return title;
}

/** Chooses the day new places go to (its column's heading on a wide screen). */
const chooseDay = (page: Page, day: number) => page.locator(`#trip-day-heading-${day} button`).click();

async function addPlace(page: Page, query: string, name: string, time?: string, stay?: string) {
  const search = page.getByRole('searchbox', { name: t('planner.search.label') });
  await search.fill(query);
  await search.press('Enter');
  await page.getByRole('button', { name: t('planner.search.addPlace', { name }), exact: true }).click();
  if (time) await arrival(page, name).fill(time);
  if (stay) await page.getByRole('combobox', { name: t('planner.trip.stayAt', { name }) }).selectOption(stay);
}

const arrival = (page: Page, name: string): Locator =>
  page.getByLabel(t('planner.trip.arrivalAt', { name }), { exact: true });
const card = (page: Page, name: string) => page.getByTestId('plan-stop').filter({ hasText: name });
const dayNames = (page: Page, day: number) =>
  page.locator(`#trip-day-${day}`).getByTestId('plan-stop').locator('[data-testid="plan-stop-name"]');

test('a fix leaves a plan that passes its own checks: by time, in time order, one visit after another', async ({
  page,
}) => {
  test.slow();
  await newPlan(page, '2026-12-01', 3);
  // Day 1, Tuesday: the palace at 10:00 for two hours (closed on Tuesdays). Day 2: Deoksugung at 10:00, the tower at 15:30.
  await addPlace(page, 'Gyeongbokgung', 'Gyeongbokgung Palace', '10:00', '120');
  await chooseDay(page, 2);
  await addPlace(page, 'Deoksugung', 'Deoksugung Palace', '10:00', '60');
  await addPlace(page, 'N Seoul Tower', 'N Seoul Tower', '15:30');
  const palace = card(page, 'Gyeongbokgung Palace');
  await expect(palace.getByTestId('stop-warning')).toContainText('is closed on Tuesdays');
  await shoot(page, 'closed-on-tuesday');

  // The fix: day 2, between the 10:00 and the 15:30 stops; the 10:00 visit there is taken, so no time is kept.
  await palace.getByRole('button', { name: 'Move to Wednesday (day 2)' }).click();
  await expect(dayNames(page, 2)).toHaveText(['Deoksugung Palace', 'Gyeongbokgung Palace', 'N Seoul Tower']);
  await expect(arrival(page, 'Gyeongbokgung Palace')).toHaveValue('');
  await expect(page.getByTestId('stop-warning')).toHaveCount(0);
  await expect(page.getByTestId('check-status')).toContainText(t('planner.check.allGood'));

  // 09:00 for the palace, listed after a 10:00 stop: out of time order, and the fix sorts the day.
  await arrival(page, 'Gyeongbokgung Palace').fill('09:00');
  const sort = palace.getByRole('button', { name: 'Put day 2 in time order' });
  await expect(sort).toBeVisible();
  await expect(palace.getByTestId('stop-warning')).toHaveAttribute('data-code', 'TIME_ORDER');
  await sort.click();
  await expect(dayNames(page, 2)).toHaveText(['Gyeongbokgung Palace', 'Deoksugung Palace', 'N Seoul Tower']);

  // Now Deoksugung's 10:00 falls inside the palace's 09:00–11:00: the fix arrives after it.
  const deoksugung = card(page, 'Deoksugung Palace');
  await expect(deoksugung.getByTestId('stop-warning')).toContainText(
    'while your visit to Gyeongbokgung Palace (09:00–11:00) still runs',
  );
  await shoot(page, 'overlapping');
  await deoksugung.getByRole('button', { name: 'Arrive after 11:00' }).click();
  await expect(arrival(page, 'Deoksugung Palace')).toHaveValue('11:00');
  await expect(page.getByTestId('stop-warning')).toHaveCount(0);
  await expect(page.getByTestId('check-status')).toContainText(t('planner.check.allGood'));
});

test('a day that is a public holiday says so, and a stop whose hours are not known that day has a note', async ({
  page,
}) => {
  test.slow();
  // 6–8 February 2027: Seollal's eve, Seollal and the day after.
  const title = await newPlan(page, '2027-02-06', 3);
  await chooseDay(page, 2);
  await addPlace(page, 'Gwangjang', 'Gwangjang Market');
  const seollal = 'Seollal (Lunar New Year): many small restaurants, shops and markets close.';
  await expect(page.locator('#trip-day-2').getByTestId('day-holiday')).toHaveText(seollal);
  await expect(page.locator('#trip-day-1').getByTestId('day-holiday')).toContainText('Seollal (eve)');
  const note = card(page, 'Gwangjang Market').getByTestId('stop-warning');
  await expect(note).toHaveAttribute('data-code', 'HOLIDAY_HOURS_UNKNOWN');
  await expect(note).toContainText(
    "Gwangjang Market's hours on Seollal (Lunar New Year), 2027-02-07, are not known",
  );
  // A note is not a problem of the plan.
  await expect(page.getByTestId('check-status')).toContainText(t('planner.check.allGood'));
  await shoot(page, 'seollal');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/courses') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('planner.save') }).click();
  const course = (await (await saved).json()).data as { id: number };
  await page.goto(`/kcourse/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('course-day').nth(1).getByTestId('day-holiday')).toHaveText(seollal);
  await expect(
    page.getByTestId('course-stop').filter({ hasText: 'Gwangjang Market' }).getByTestId('stop-warning'),
  ).toHaveAttribute('data-code', 'HOLIDAY_HOURS_UNKNOWN');
});
