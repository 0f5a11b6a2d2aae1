import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, stubOutsideRequests } from './map-helpers.ts';

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

test('opens an article; Escape and the close button close it', async ({ page }) => {
  await page.goto('/tips');
  const list = page.getByRole('region', { name: 'TIPS' });
  await expect(list.getByRole('tab', { name: 'Transportation' })).toHaveAttribute('aria-selected', 'true');

  await list.getByRole('button', { name: /Tmoney card/ }).click();
  const article = page.getByRole('dialog', { name: 'Tmoney card' });
  await expect(article).toBeVisible();
  await expect(article.getByText('The card itself costs 4,000 won.', { exact: false })).toBeVisible();
  await expect(article.getByText('The card holds at most 500,000 won.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(article).toBeHidden();

  await list.getByRole('button', { name: /Mpass card/ }).click();
  const mpass = page.getByRole('dialog', { name: 'Mpass card' });
  await expect(mpass.getByText(/Up to 20 rides a day/)).toBeVisible();
  await mpass.getByRole('button', { name: 'Close' }).click();
  await expect(mpass).toBeHidden();

  await list.getByRole('tab', { name: 'Reservation' }).click();
  await list.getByRole('button', { name: /CatchTable/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'CatchTable' }).getByRole('heading', { name: 'Walk-in waiting' }),
  ).toBeVisible();
});

test('the icon bar goes to K-Map with the chosen type', async ({ page }) => {
  await page.goto('/tips');
  await page.getByRole('navigation', { name: 'Map menu' }).getByRole('button', { name: 'K-Cafe' }).click();
  await expect(page).toHaveURL(/\/kmap\?type=cafe$/);
  await expect(
    page.getByRole('navigation', { name: 'Map menu' }).getByRole('button', { name: 'K-Cafe' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'K-Cafe: cafés' })).toBeVisible();
});

test('closing the list goes back', async ({ page }) => {
  await page.goto('/kmap');
  await page.getByRole('navigation', { name: 'Map menu' }).getByRole('link', { name: 'TIPS' }).click();
  await expect(page).toHaveURL(/\/tips$/);
  await page.getByRole('button', { name: 'Close the tips list' }).click();
  await expect(page).toHaveURL(/\/kmap$/);
});

test.describe('in Korean', () => {
  test.use({ language: 'ko' });

  test('the Tmoney article is in Korean', async ({ page }) => {
    await page.goto('/tips');
    await page.getByRole('button', { name: /티머니 카드/ }).click();
    await expect(
      page.getByRole('dialog', { name: '티머니 카드' }).getByText(/카드 가격은 4,000원/),
    ).toBeVisible();
  });
});

test('has no serious accessibility violations, on a phone too', async ({ page }) => {
  await page.goto('/tips');
  await expect(page.getByRole('region', { name: 'TIPS' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 760 });
  await expectNoSeriousA11yViolations(page);
});

test('the map shows where the cards are bought, and the restaurants for reservations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/tips');
  const list = page.getByRole('region', { name: 'TIPS' });
  const map = page.getByRole('region', { name: 'Map of Korea' });
  // Beside the list on a desktop, not under it (the map itself, not the box that holds its place until it loads).
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const listBox = await list.boundingBox();
  const mapBox = await map.boundingBox();
  expect(mapBox!.x).toBeGreaterThanOrEqual(listBox!.x + listBox!.width - 1);

  const places = list.getByRole('region', { name: 'Where to get a card on arrival' });
  await expect(places.getByRole('button')).toHaveCount(8);
  await places.getByRole('button', { name: 'Seoul Station' }).click();
  const card = map.getByRole('region', { name: 'Seoul Station' });
  await expect(card).toContainText('ticket machines in the station sell T-money cards');
  await expect(card.getByRole('link', { name: 'Open in Naver Map' })).toHaveAttribute(
    'href',
    /map\.naver\.com\/p\/search\/%EC%84%9C%EC%9A%B8%EC%97%AD/,
  );
  await expect(places.getByRole('button', { name: 'Seoul Station' })).toHaveAttribute('aria-pressed', 'true');

  // The Mpass article narrows the map to where an Mpass is sold (the list is behind the article's dialog).
  await list.getByRole('button', { name: /Mpass card/ }).click();
  await expect(page.getByRole('dialog', { name: 'Mpass card' })).toBeVisible();
  await expect(page.locator('#tips-list button[aria-pressed]')).toHaveCount(2);
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(places.getByRole('button')).toHaveCount(8);

  // Reservations: the catalogue's restaurants, a pin each.
  await list.getByRole('tab', { name: 'Reservation' }).click();
  await expect(list.getByRole('link', { name: 'See restaurants on K-Map' })).toHaveAttribute(
    'href',
    '/kmap?type=food',
  );
  const food = await page.request.get('/api/places?type=food&pageSize=100');
  const total = Math.min(100, ((await food.json()) as { data: { total: number } }).data.total);
  await expect
    .poll(async () => {
      const pins = await map.locator('.leaflet-marker-icon:not(.map-cluster)').count();
      const clusters = await map.locator('.map-cluster').allInnerTexts();
      const clustered = clusters.reduce((sum, text) => sum + Number.parseInt(text, 10), 0);
      return pins + clustered;
    })
    .toBe(total);
});

test('Basics: a place links to the tax refund article, which opens on its tab with its dated sources', async ({
  page,
}) => {
  await page.goto('/tips?tip=taxrefund');
  const article = page.getByRole('dialog', { name: 'Tax refund' });
  await expect(article.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(article).toContainText('2023-11-27');
  await expectNoSeriousA11yViolations(page);
  await article.getByRole('button', { name: 'Close' }).click();
  // Closed, the list is on the article's own tab.
  const list = page.getByRole('region', { name: 'TIPS' });
  await expect(list.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('button', { name: /Help numbers/ })).toBeVisible();
});
