import type { Page } from '@playwright/test';
import { gradientPng } from './buzz-helpers.ts';
import { expect, signIn, signInWithDevForm, test, uniqueUser } from './fixtures.ts';
import { expectNoSeriousA11yViolations, stubOutsideRequests } from './map-helpers.ts';
import {
  addPlace,
  BUKCHON,
  GYEONGBOKGUNG,
  N_SEOUL_TOWER,
  plannerPanel as panel,
  stopList,
} from './planner-helpers.ts';

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

async function expectStops(page: Page, names: string[]): Promise<void> {
  await expect(stopList(page).getByRole('listitem')).toHaveCount(names.length);
  await expect
    .poll(async () => {
      const items = stopList(page).getByRole('listitem');
      const count = await items.count();
      const texts: string[] = [];
      for (let i = 0; i < count; i += 1)
        texts.push((await items.nth(i).locator('p').first().textContent()) ?? '');
      return texts;
    })
    .toEqual(names.map((name, i) => `Stop ${i + 1}: ${name}`));
}

interface MyCourses {
  myCourses: Array<{
    title: string;
    visibility: string;
    category: string;
    stops: Array<{ order: number; name: string; placeId: number | null; externalId: string | null }>;
  }>;
}

async function myCourse(page: Page, title: string) {
  const response = await page.request.get('/api/courses?me=true');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: MyCourses };
  return body.data.myCourses.find((course) => course.title === title);
}

test('a member plans a public course: search, add, reorder by keyboard, save', async ({ page }) => {
  await signIn(page, uniqueUser('planner'));
  await page.goto('/planner');
  await expect(panel(page).getByRole('heading', { level: 1, name: 'Plan a course' })).toBeVisible();

  // Empty text does not search.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Type a place name or address to search.')).toBeVisible();

  await addPlace(page, 'Gyeongbokgung', GYEONGBOKGUNG);
  await addPlace(page, 'N Seoul Tower', N_SEOUL_TOWER);
  await addPlace(page, 'Bukchon', BUKCHON);
  await expectStops(page, [GYEONGBOKGUNG, N_SEOUL_TOWER, BUKCHON]);

  // A listed place shows "Added" and cannot be added twice.
  const search = page.getByRole('searchbox', { name: 'Search places' });
  await search.fill('Gyeongbokgung');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: `${GYEONGBOKGUNG} added`, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Add ${GYEONGBOKGUNG}`, exact: true })).toHaveCount(0);
  await expect(stopList(page).getByRole('listitem')).toHaveCount(3);

  // The map shows the stops as numbered markers joined by a line.
  await expect(page.locator('.map-marker-number')).toHaveCount(3);
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1);

  // Keyboard drag and drop: Bukchon (3rd) up to the top with the handle.
  const handle = stopList(page).getByRole('button', { name: `Reorder ${BUKCHON}` });
  // dnd-kit's screen-reader announcements (translated) say where the stop is after each key.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`Picked up ${BUKCHON}, day 1, position 3.`);
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toHaveText(`${BUKCHON} is now on day 1, position 2.`);
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toHaveText(`${BUKCHON} is now on day 1, position 1.`);
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`${BUKCHON} dropped on day 1, position 1.`);
  await expectStops(page, [BUKCHON, GYEONGBOKGUNG, N_SEOUL_TOWER]);

  // And the Move buttons: N Seoul Tower up one.
  await stopList(page)
    .getByRole('button', { name: `Move ${N_SEOUL_TOWER} up` })
    .click();
  await expectStops(page, [BUKCHON, N_SEOUL_TOWER, GYEONGBOKGUNG]);

  await expectNoSeriousA11yViolations(page);

  const title = `Old Seoul ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Course title' }).fill(`  ${title}  `);
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('public');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Culture' });
  await page.getByRole('button', { name: 'Save course' }).click();

  await expect(page).toHaveURL(/\/kcourse\?tab=all-courses(&refresh=\d+)?$/);
  const course = await myCourse(page, title);
  expect(course).toBeDefined();
  expect(course?.visibility).toBe('public');
  expect(course?.category).toBe('cultural');
  expect(course?.stops.map((stop) => [stop.order, stop.name])).toEqual([
    [1, BUKCHON],
    [2, N_SEOUL_TOWER],
    [3, GYEONGBOKGUNG],
  ]);
  expect(course?.stops.every((stop) => stop.placeId !== null)).toBe(true);

  // The draft was cleared.
  await page.goto('/planner');
  await expect(
    page.getByText('No places yet. Search above and add the places you want to visit.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Course title' })).toHaveValue('');
});

test('a member gives a course a cover photo: the new card and the course page show it', async ({ page }) => {
  await signIn(page, uniqueUser('cover'));
  await page.goto('/planner');
  await addPlace(page, 'N Seoul Tower', N_SEOUL_TOWER);
  const title = `Namsan at dusk ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Course title' }).fill(title);
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'Namsan.png', mimeType: 'image/png', buffer: gradientPng(900, 600) });
  await expect(panel(page).getByText('Uploaded', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save course' }).click();

  await expect(page).toHaveURL(/\/kcourse\?tab=all-courses(&refresh=\d+)?$/);
  const card = page.getByTestId('course-card').filter({ hasText: title }).first();
  const cardImage = card.locator('img').first();
  await expect(cardImage).toHaveAttribute('src', /\/courses\/\d+\/[0-9a-f-]{36}-480\.webp$/);
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  await card.getByRole('link', { name: title }).click();
  const cover = page.getByRole('img', { name: `Cover photo of ${title}` });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
});

test('a private course lands on My course', async ({ page }) => {
  await signIn(page, uniqueUser('private'));
  await page.goto('/planner');
  await addPlace(page, 'N Seoul Tower', N_SEOUL_TOWER);
  const title = `Night views ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Course title' }).fill(title);
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Private' });
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page).toHaveURL(/\/kcourse\?tab=my-course(&refresh=\d+)?$/);
  const course = await myCourse(page, title);
  expect(course?.visibility).toBe('private');
  expect(course?.stops.map((stop) => stop.name)).toEqual([N_SEOUL_TOWER]);
});

test('nothing is sent without a title or a place; the messages say what is missing', async ({ page }) => {
  await signIn(page, uniqueUser('checks'));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/courses')) posts.push(request.url());
  });
  await page.goto('/planner');
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText('Enter a title for your course.')).toBeVisible();
  await expect(page.getByText('Add at least one place to your course.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Course title' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Course title' }).fill('   ');
  await addPlace(page, 'Bukchon', BUKCHON);
  await expect(page.getByText('Add at least one place to your course.')).toBeHidden();
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText('Enter a title for your course.')).toBeVisible();
  await expect(page).toHaveURL(/\/planner$/);
  expect(posts).toEqual([]);
});

test('a half-made plan survives a reload', async ({ page }) => {
  await signIn(page, uniqueUser('draft'));
  await page.goto('/planner');
  await addPlace(page, 'Gyeongbokgung', GYEONGBOKGUNG);
  await addPlace(page, 'Bukchon', BUKCHON);
  await stopList(page)
    .getByRole('button', { name: `Move ${BUKCHON} up` })
    .click();
  await page.getByRole('textbox', { name: 'Course title' }).fill('Hanok walk');
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption('private');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('food');
  // The draft is written as the form changes: reload once the last change is in it (a reload at once raced it).
  await page.waitForFunction(
    () => JSON.parse(window.localStorage.getItem('ktravel-planner-draft') ?? '{}').state?.category === 'food',
  );

  await page.reload();
  await expectStops(page, [BUKCHON, GYEONGBOKGUNG]);
  await expect(page.getByRole('textbox', { name: 'Course title' })).toHaveValue('Hanok walk');
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('food');
  await expect(page.locator('.map-marker-number')).toHaveCount(2);
});

test('saving while signed out asks to log in, then returns to the planner with the plan', async ({
  page,
}) => {
  await page.goto('/planner');
  await addPlace(page, 'Gyeongbokgung', GYEONGBOKGUNG);
  await page.getByRole('textbox', { name: 'Course title' }).fill('Palace morning');
  await page.getByRole('button', { name: 'Save course' }).click();

  await expect(
    page.getByText('Please log in to create a course. Your plan is kept while you sign in.'),
  ).toBeVisible();
  // No Google on the test server: sign-in goes through the development form, then back here.
  await expect(page).toHaveURL(/\/login$/);
  await signInWithDevForm(page, uniqueUser('returning'));
  await expect(page).toHaveURL(/\/planner$/);
  await expectStops(page, [GYEONGBOKGUNG]);
  await expect(page.getByRole('textbox', { name: 'Course title' })).toHaveValue('Palace morning');
});

test('on a phone the map sits above the panel and both are usable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, uniqueUser('phone'));
  await page.goto('/planner');
  const map = page.getByRole('region', { name: 'Map of your course' });
  // The map itself, not the box that holds its place until its code has loaded.
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const mapBox = await map.boundingBox();
  const panelBox = await panel(page).boundingBox();
  expect(mapBox && panelBox && mapBox.y + mapBox.height <= panelBox.y + 1).toBe(true);
  expect(panelBox && panelBox.y + panelBox.height <= 844 + 1).toBe(true);
  await addPlace(page, 'N Seoul Tower', N_SEOUL_TOWER);
  await expect(page.getByRole('button', { name: 'Save course' })).toBeInViewport();
  await page.getByRole('textbox', { name: 'Course title' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Course title' })).toBeInViewport();
});
