import type { Browser, BrowserContext, Page } from '@playwright/test';
import { failOnPageErrors, gradientPng } from './buzz-helpers.ts';
import { BASE_URL, expect, signIn, type TestUser, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests, waitForMapIdle } from './map-helpers.ts';

// What works at each place and what members thought of it (issue 31, DESIGN §8.6), in the browser.

/** In ADMIN_EMAILS by default outside production (DESIGN §3). */
const ADMIN: TestUser = { email: 'admin@example.com', name: 'Admin' };
const ORIGIN = { Origin: BASE_URL };

failOnPageErrors();
test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** Another person in their own browser, signed in, in English like the fixture's page. */
async function personAs(browser: Browser, user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await stubOutsideRequests(page);
  await signIn(page, user);
  return { context, page };
}

/** A demo place by its English name, as the API answers it. */
async function placeNamed(page: Page, name: string) {
  const response = await page.request.get(`/api/places/markers?q=${encodeURIComponent(name)}&language=en`);
  const place = (await response.json()).data.items.find((item: { name: string }) => item.name === name);
  expect(place, name).toBeTruthy();
  const detail = await page.request.get(`/api/places/${place.id}`);
  return (await detail.json()).data as {
    id: number;
    name: string;
    reviewAverage: number | null;
    reviewCount: number;
    facts: Record<string, unknown>;
  };
}

/** Opens a place's detail on K-Map (`?place=`) and answers its panel. */
async function openPlace(page: Page, place: { id: number; name: string }) {
  await page.goto(`/kmap?place=${place.id}`);
  const detail = page.getByRole('region', { name: place.name });
  await expect(detail.getByRole('heading', { level: 2, name: place.name })).toBeVisible();
  return detail;
}

test('a member proposes "takes foreign cards", an admin approves it, and the K-Map filter shows the place', async ({
  page,
  browser,
}) => {
  // Three people in three browsers: more than the default half minute on a busy machine.
  test.slow();
  const place = await placeNamed(page, 'Namdaemun Market');
  await signIn(page, uniqueUser('cardholder'));
  const detail = await openPlace(page, place);
  const facts = detail.getByRole('region', { name: 'What works here' });
  await expect(facts).toContainText('Foreign cards');
  await facts.getByRole('button', { name: 'Suggest a correction' }).click();

  const dialog = page.getByRole('dialog', { name: `What works at ${place.name}?` });
  await dialog
    .getByRole('group', { name: 'Can you pay with a card issued abroad?' })
    .getByText('Yes', { exact: true })
    .click();
  await dialog.getByRole('textbox', { name: /Where or when/ }).fill('Paid with a Visa card in November');
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(toast(page, 'Thanks! An administrator will check your suggestion.')).toBeVisible();
  // Invisible until an admin approves it.
  expect((await (await page.request.get(`/api/places/${place.id}`)).json()).data.facts).toEqual(place.facts);

  const admin = await personAs(browser, ADMIN);
  await admin.page.goto('/admin/connect?type=fact&status=pending');
  const table = admin.page.getByRole('table', { name: "Members' suggestions about places" });
  await table
    .getByRole('button', { name: `Approve the suggestion for ${place.name}` })
    .first()
    .click();
  await expect(toast(admin.page, 'Approved: the place now shows these facts.')).toBeVisible();
  await admin.context.close();

  await page.goto('/kmap');
  await waitForMapIdle(page);
  await page.getByRole('button', { name: 'Takes foreign cards' }).click();
  await expect(page.getByRole('button', { name: 'Takes foreign cards' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByRole('region', { name: 'All places' });
  await expect(list.getByRole('button', { name: new RegExp(place.name) })).toBeVisible();
  await list.getByRole('button', { name: new RegExp(place.name) }).click();
  await expect(page.getByRole('region', { name: 'What works here' })).toContainText('Foreign cardsAccepted');
});

test('a review with a photo, a helpful vote, a report and an admin hiding it: the average follows', async ({
  page,
  browser,
}) => {
  test.slow();
  const place = await placeNamed(page, 'Deoksugung Palace');
  const writer = uniqueUser('reviewer');
  await signIn(page, writer);
  const detail = await openPlace(page, place);
  const reviews = detail.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  // The stars are the radio buttons' labels: a traveller taps the fifth.
  await reviews
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 out of 5 stars' }) })
    .click();
  await expect(reviews.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
  const text = `The stone wall path at dusk was lovely ${Date.now().toString(36)}`;
  await reviews.getByRole('textbox', { name: 'Your review' }).fill(text);
  await reviews.getByLabel('When did you go? (optional)').fill('2026-10');
  await reviews
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(toast(page, 'Thanks for your review!')).toBeVisible();
  const mine = reviews.getByTestId('place-review').filter({ hasText: text });
  await expect(mine).toContainText('Your review');
  await expect(mine.getByRole('img', { name: /Photo by/ })).toBeVisible();
  const after = (await (await page.request.get(`/api/places/${place.id}`)).json()).data;
  expect(after.reviewCount).toBe(place.reviewCount + 1);

  const other = await personAs(browser, uniqueUser('reader'));
  const otherDetail = await openPlace(other.page, place);
  const theirView = otherDetail.getByRole('region', { name: 'Reviews' }).getByTestId('place-review').filter({
    hasText: text,
  });
  await theirView.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(theirView.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await theirView.getByRole('button', { name: 'Report' }).click();
  const report = other.page.getByRole('dialog', { name: 'Report this review' });
  await report.getByRole('textbox').fill('Advertising');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(other.page, 'Thank you. The report was sent to the administrators.')).toBeVisible();

  const admin = await personAs(browser, ADMIN);
  await admin.page.goto('/admin/connect?type=review&status=reported');
  await admin.page
    .getByRole('combobox', { name: new RegExp(`Status of ${text.slice(0, 30)}`) })
    .selectOption('hidden');
  await expect(toast(admin.page, /is now Hidden/)).toBeVisible();
  await admin.context.close();

  const hidden = (await (await page.request.get(`/api/places/${place.id}`)).json()).data;
  expect(hidden.reviewCount).toBe(place.reviewCount);
  expect(hidden.reviewAverage).toBe(place.reviewAverage);
  await other.page.reload();
  await expect(
    other.page.getByRole('region', { name: 'Reviews' }).getByTestId('place-review').filter({ hasText: text }),
  ).toHaveCount(0);
  await other.context.close();
});

test('the Gyeongju course shows eight different pictures that fit its stops', async ({ page }) => {
  const response = await page.request.get('/api/courses/public?limit=100', { headers: ORIGIN });
  const course = (await response.json()).data.items.find((item: { title: string }) =>
    item.title.startsWith('Gyeongju: One Thousand Years'),
  );
  expect(course).toBeTruthy();
  await page.goto(`/kcourse/${course.id}`);
  const pictures = page.locator('[data-illustration]');
  await expect(pictures).toHaveCount(8);
  const kinds = await pictures.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-illustration')),
  );
  expect(kinds).toEqual(['grotto', 'temple', 'museum', 'tombs', 'bakery', 'observatory', 'village', 'pond']);
});
