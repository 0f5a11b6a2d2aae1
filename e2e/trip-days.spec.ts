import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, type Language, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import { addPlace } from './planner-helpers.ts';
import { translator } from './translator.ts';

/**
 * Issue 26's journey, in each language and with the browser in another time zone (nothing may move): a 3-day
 * trip to Seoul starting on Tuesday 1 December 2026, Gyeongbokgung on day 1 ("closed on Tuesdays", moved to day 2
 * with the suggested fix), lunch at a temple-food restaurant inside its break, saved; the course page shows the
 * days and the warning again, and "Add to calendar" gives an RFC 5545 file in Asia/Seoul. With E2E_SCREENSHOTS=1,
 * screenshots at 375 and 1280 px go to test-results/trip-days/.
 */
failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const PLACES: Record<Language, { palace: string; restaurant: string }> = {
  en: { palace: 'Gyeongbokgung Palace', restaurant: 'Balwoo Gongyang' },
  ko: { palace: '경복궁', restaurant: '발우공양' },
  zh: { palace: '景福宫', restaurant: '钵盂供养' },
};

/** What the server's check says, in each language (modules/course-checks/check-messages.ts). */
const SAYS: Record<Language, { closed: string; fix: string; breakTime: string }> = {
  en: {
    closed: 'is closed on Tuesdays',
    fix: 'Move to Wednesday (day 2)',
    breakTime: 'has a break from 15:00 to 18:00',
  },
  ko: { closed: '매주 화요일 휴무', fix: '수요일(2일차)로 옮기기', breakTime: '15:00–18:00 브레이크 타임' },
  zh: { closed: '每周二闭馆', fix: '移到周三（第2天）', breakTime: '15:00–18:00为休息时间' },
};

const RUNS: { language: Language; timezoneId: string }[] = [
  { language: 'en', timezoneId: 'America/New_York' },
  { language: 'ko', timezoneId: 'Pacific/Auckland' },
  { language: 'zh', timezoneId: 'Europe/London' },
];

/**
 * Pictures at 375 and 1280 px: the course page whole, the planner (a fixed layout whose panel scrolls) as the
 * screen shows it, its panel scrolled to the trip's check line.
 */
async function shoot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  // Pictures for people to look at (E2E_SCREENSHOTS=1), not for the test to compare: CI skips them.
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Layout settles (container queries, the map's size) before the picture.
    await page.waitForTimeout(300);
    if (!fullPage) {
      await page.getByTestId('check-status').evaluate((element) => {
        // The planner's panel scrolls, not the window: bring the trip to the top of the panel.
        const scroller = element.closest('.overflow-y-auto');
        if (scroller) {
          scroller.scrollTop +=
            element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 8;
        }
      });
    }
    await page.screenshot({ path: join('test-results', 'trip-days', `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const { language, timezoneId } of RUNS) {
  test.describe(`a 3-day trip in ${language}, the browser in ${timezoneId}`, () => {
    test.use({ language, timezoneId, viewport: { width: 1280, height: 900 } });

    test('plans days and times, fixes a closing day, keeps a break warning, saves and exports a calendar', async ({
      page,
    }) => {
      // A whole trip planned, saved, read and exported: more than one screen's worth of time.
      test.slow();
      const t = translator(language);
      const { palace, restaurant } = PLACES[language];
      const says = SAYS[language];
      await signIn(page, uniqueUser(`trip-${language}`));
      await page.goto('/planner');
      // The browser is English: the default Korean offers English (language-offer-bar). The reader says no.
      if (language === 'ko') {
        await page.getByRole('button', { name: 'No thanks, keep this language' }).click();
      }

      const title = `Seoul ${language} ${Date.now()}`;
      await page.getByRole('textbox', { name: t('planner.fields.title') }).fill(title);
      await page.getByLabel(t('planner.trip.startDate')).fill('2026-12-01');
      await page.getByRole('combobox', { name: t('planner.trip.days') }).selectOption('3');

      // Day 1 is Tuesday: the palace first, then lunch at 15:30, inside the restaurant's 15:00–18:00 break.
      await addPlace(page, 'Gyeongbokgung', palace, t);
      await page.getByLabel(t('planner.trip.arrivalAt', { name: palace }), { exact: true }).fill('10:00');
      await page
        .getByRole('combobox', { name: t('planner.trip.stayAt', { name: palace }) })
        .selectOption('120');
      await addPlace(page, 'Balwoo', restaurant, t);
      await page.getByLabel(t('planner.trip.arrivalAt', { name: restaurant }), { exact: true }).fill('15:30');

      const palaceCard = page.getByTestId('plan-stop').filter({ hasText: palace });
      const restaurantCard = page.getByTestId('plan-stop').filter({ hasText: restaurant });
      await expect(palaceCard.getByTestId('stop-warning')).toContainText(says.closed);
      await expect(restaurantCard.getByTestId('stop-warning')).toContainText(says.breakTime);
      await expect(page.getByTestId('check-status')).toContainText(
        t('planner.check.found_other', { count: 2 }),
      );
      await shoot(page, `${language}-planner-warnings`);

      // The suggested fix moves the palace to Wednesday, day 2: its warning goes, the break stays.
      await palaceCard.getByRole('button', { name: says.fix }).click();
      await expect(
        page.locator('#trip-day-2').getByTestId('plan-stop').filter({ hasText: palace }),
      ).toHaveCount(1);
      await expect(palaceCard.getByTestId('stop-warning')).toHaveCount(0);
      await expect(restaurantCard.getByTestId('stop-warning')).toContainText(says.breakTime);
      await expect(page.getByTestId('check-status')).toContainText(
        t('planner.check.found_one', { count: 1 }),
      );
      await shoot(page, `${language}-planner-fixed`);

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/courses') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: t('planner.save') }).click();
      const course = (await (await saved).json()).data as { id: number };
      await expect(page).toHaveURL(/\/kcourse\?tab=all-courses/);

      // The course page: days with their dates, the times, and the same warning, for any reader.
      await page.goto(`/kcourse/${course.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('course-day')).toHaveCount(3);
      const lunch = page.getByTestId('course-stop').filter({ hasText: restaurant });
      await expect(lunch.getByTestId('stop-warning')).toContainText(says.breakTime);
      await expect(lunch.getByTestId('stop-visit')).toContainText('15:30');
      await expect(page.getByTestId('course-day').nth(1)).toContainText(palace);
      await shoot(page, `${language}-course`, { fullPage: true });

      // Add to calendar: the file is RFC 5545, the palace on Wednesday 2 December at 10:00 in Seoul for 2 hours.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t('kcourse.trip.addToCalendar') }).click(),
      ]);
      const text = readFileSync((await download.path())!, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(2);
      const visit = events.find((event) =>
        String(event.getFirstPropertyValue('location')).includes('사직로 161'),
      )!;
      expect(visit.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
      expect(String(visit.getFirstPropertyValue('dtstart'))).toBe('2026-12-02T10:00:00');
      expect(String(visit.getFirstPropertyValue('duration'))).toBe('PT2H');
      expect(String(visit.getFirstPropertyValue('summary'))).toContain(palace);
    });
  });
}
