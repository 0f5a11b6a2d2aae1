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
