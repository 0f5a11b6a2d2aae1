import type { Locator, Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';
import {
  addPlace,
  BUKCHON,
  GYEONGBOKGUNG,
  HAEUNDAE,
  N_SEOUL_TOWER,
  searchPlaces,
  stopList,
} from './planner-helpers.ts';

// Any uncaught error or console error fails the test: leaving a page whose map still moves used to throw
// Leaflet's "Cannot read properties of undefined (reading '_leaflet_pos')".
failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const plannerMap = (page: Page) => page.getByRole('region', { name: 'Map of your course' });

/** Leaflet's zoom animation ends from a 250 ms timer: wait past it after leaving a page with a map. */
const PAST_MAP_ANIMATIONS_MS = 600;

/** Whether every marker lies inside the map's box (the map was fitted to them). */
async function expectInsideMap(map: Locator, markers: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await map.boundingBox();
      if (!box) return false;
      const count = await markers.count();
      for (let i = 0; i < count; i += 1) {
        const marker = await markers.nth(i).boundingBox();
        if (!marker) return false;
        const x = marker.x + marker.width / 2;
        const y = marker.y + marker.height / 2;
        if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) return false;
      }
      return count > 0;
    })
    .toBe(true);
}

test('plan three stops, save, land on the new course, open it and leave at once: no page error', async ({
  page,
}) => {
  // Planning, saving, the list, the course and its map: 12 s alone, up to 35 s beside another worker in CI.
  test.slow();
  await signIn(page, uniqueUser('journey'));
  await page.goto('/planner');
  await addPlace(page, 'Gyeongbokgung', GYEONGBOKGUNG);
  await addPlace(page, 'N Seoul Tower', N_SEOUL_TOWER);
  await addPlace(page, 'Bukchon', BUKCHON);
  await expect(stopList(page).getByRole('listitem')).toHaveCount(3);

  // Stops: numbered in course order, all in view. Search results: hollow "+" pins named as results.
  const map = plannerMap(page);
  await expect(map.getByRole('img', { name: `Stop 1: ${GYEONGBOKGUNG}` })).toBeVisible();
  await expect(map.getByRole('img', { name: `Stop 3: ${BUKCHON}` })).toBeVisible();
  await expectInsideMap(map, map.locator('.map-marker-number'));
  await searchPlaces(page, 'Seoul');
  const results = map.getByRole('img', { name: /^Search result: / });
  await expect(results.first()).toBeVisible();
  // Every hollow pin is a named result (and the other way round).
  await expect
    .poll(
      async () => (await map.locator('.leaflet-marker-icon.is-candidate').count()) - (await results.count()),
    )
    .toBe(0);
  await expect(map.getByRole('img', { name: `Search result: ${N_SEOUL_TOWER}` })).toHaveCount(0);
  const legend = map.getByRole('list', { name: 'Map legend' });
  await expect(legend).toContainText('Stop in your course, in visiting order');
  await expect(legend).toContainText('Search result, not added yet');

  // Saved with the results still on the map: the planner's map is removed as the list opens.
  const title = `Palace walk ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Course title' }).fill(title);
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);

  // The new course is on All courses' first page (first, unless another spec file's worker saved one just after),
  // marked New and scrolled into view.
  const list = page.getByRole('list', { name: 'All courses, page 1' });
  const first = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByText('New', { exact: true })).toBeInViewport();

  // Onto the course, zoom its map and go back before the animation ends.
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('course-map').locator('.map-marker-number')).toHaveCount(3);
  // In one go, as a quick reader would: the zoom animation is still running when the page (and map) goes.
  await page.getByTestId('course-map').evaluate((map) => {
    map.querySelector<HTMLElement>('.leaflet-control-zoom-in')?.click();
    window.history.back();
  });
  await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);
  await page.waitForTimeout(PAST_MAP_ANIMATIONS_MS);

  // And straight back and away again, while the course map is still opening.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await page.waitForTimeout(PAST_MAP_ANIMATIONS_MS);
});

test('stops far apart ask first: Cancel keeps the plan, Save as one course saves it', async ({ page }) => {
  await signIn(page, uniqueUser('far'));
  await page.goto('/planner');
  await addPlace(page, 'Gyeongbokgung', GYEONGBOKGUNG);
  await addPlace(page, 'Haeundae', HAEUNDAE);
  // Both cities in view at once.
  await expectInsideMap(plannerMap(page), plannerMap(page).locator('.map-marker-number'));
  const title = `Seoul to Busan ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Course title' }).fill(title);

  await page.getByRole('button', { name: 'Save course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stops in different regions' });
  await expect(dialog).toContainText(
    `These stops are far apart (${GYEONGBOKGUNG} → ${HAEUNDAE}, 333 km). Save it as one course?`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/planner$/);
  await expect(stopList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Course title' })).toHaveValue(title);

  await page.getByRole('button', { name: 'Save course' }).click();
  await dialog.getByRole('button', { name: 'Save as one course' }).click();
  await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);
  // Listed on the first page (another spec file, in the other worker, may have saved a course just after).
  await expect(
    page.getByRole('list', { name: 'All courses, page 1' }).getByRole('listitem').filter({ hasText: title }),
  ).toHaveCount(1);
  await page.waitForTimeout(PAST_MAP_ANIMATIONS_MS);
});
