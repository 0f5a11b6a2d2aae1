import type { Browser, BrowserContext, Page } from '@playwright/test';
import { failOnPageErrors, toast } from './buzz-helpers.ts';
import { BASE_URL, expect, signIn, type TestUser, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

// Planning together (DESIGN §8.4): an owner invites a friend by a link, the friend joins, the owner withdraws the
// link and removes the friend, who then no longer sees the private course.

failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

/**
 * A second person in a browser of their own, in English like the fixture's page, signed in as `user`. `errors`
 * collects its page errors and console errors but the answers `expected` names (failOnPageErrors watches only the
 * fixture's page).
 */
async function friendBrowser(browser: Browser, user: TestUser, expected: RegExp) {
  const context: BrowserContext = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text());
  });
  await stubOutsideRequests(page);
  await signIn(page, user);
  return { context, page, errors };
}

/** A private course of the signed-in member with two stops (POST /api/courses). */
async function createPrivateCourse(page: Page): Promise<{ id: number; title: string }> {
  const title = `Together ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const response = await page.request.post('/api/courses', {
    data: {
      title,
      visibility: 'private',
      category: 'cultural',
      stops: [
        { order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 },
        { order: 2, name: 'Bukchon Hanok Village', lat: 37.5826, lng: 126.9836 },
      ],
    },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; title: string } }).data;
}

test('an owner invites a friend by a link, the friend joins, and is removed again', async ({
  page,
  browser,
}) => {
  const owner = uniqueUser('owner');
  const friend = uniqueUser('friend');
  await signIn(page, owner);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const course = await createPrivateCourse(page);

  // The owner makes a link for an editor and copies it.
  await page.goto(`/kcourse/${course.id}`);
  const together = page.getByRole('region', { name: 'Planning together' });
  await expect(together).toContainText('Plan this trip with friends');
  await together.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan together' });
  await dialog.getByRole('radio', { name: /Can edit/ }).check();
  await dialog.getByRole('radio', { name: '7 days' }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/\/invite\/[\w-]{43}$/);
  const url = await link.inputValue();
  expect(url.startsWith(`${BASE_URL}/invite/`)).toBe(true);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  // The dialog says it (toasts are outside the modal dialog, hidden from assistive technology while it is open).
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(dialog.getByText('Invite link copied.')).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const openLinks = dialog.getByRole('region', { name: 'Open invite links' });
  await expect(openLinks.getByRole('listitem')).toHaveCount(1);
  await expect(openLinks.getByRole('listitem')).toContainText('Can edit');

  // The friend opens the link, sees what it is for, joins and lands on the course.
  // Expected: the withdrawn link's 410 and the private course's 404, once the friend is removed.
  const { context, page: friendPage, errors } = await friendBrowser(browser, friend, /status of (410|404)/);
  await friendPage.goto(url);
  await expect(friendPage.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(friendPage.getByText(`${owner.name} invites you to plan this trip together.`)).toBeVisible();
  await expect(friendPage.getByText('Can edit')).toBeVisible();
  await friendPage.getByRole('button', { name: 'Join' }).click();
  await expect(friendPage).toHaveURL(new RegExp(`/kcourse/${course.id}$`));
  await expect(toast(friendPage, `You joined “${course.title}”.`)).toBeVisible();
  await expect(friendPage.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const friendTogether = friendPage.getByRole('region', { name: 'Planning together' });
  await expect(friendTogether).toContainText(owner.name);
  await expect(friendTogether).toContainText('Can edit');
  await expect(friendTogether.getByRole('button', { name: 'Leave' })).toBeVisible();

  // My Page lists it under "Shared with me".
  await friendPage.goto('/mypage/courses?tab=shared');
  await expect(friendPage.getByRole('tab', { name: 'Shared with me' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(friendPage.getByTestId('course-card').filter({ hasText: course.title })).toBeVisible();

  // The owner sees the friend among the people, then withdraws the link: it no longer works.
  await page.reload();
  await expect(together).toContainText(friend.name);
  await together.getByRole('button', { name: 'Invite' }).click();
  const people = dialog.getByRole('region', { name: 'People' });
  const friendRow = people.getByTestId('collaborator');
  await expect(friendRow).toContainText(friend.name);
  await expect(friendRow.getByRole('combobox', { name: `What ${friend.name} can do` })).toHaveValue('editor');
  await openLinks.getByRole('button', { name: /^Withdraw the link “Can edit”/ }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw this invite link?' });
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Invite link withdrawn.')).toBeAttached();
  await expect(openLinks).toContainText('No open invite links.');
  await friendPage.goto(url);
  await expect(friendPage.getByText('This invite link no longer works').first()).toBeVisible();

  // The owner removes the friend, who then finds the private course gone.
  await friendRow.getByRole('button', { name: `Remove ${friend.name}` }).click();
  const remove = page.getByRole('dialog', { name: `Remove ${friend.name}?` });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText(`${friend.name} no longer plans this course.`)).toBeAttached();
  await expect(people).toContainText('Nobody has joined yet');
  await friendPage.goto(`/kcourse/${course.id}`);
  await expect(friendPage.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
