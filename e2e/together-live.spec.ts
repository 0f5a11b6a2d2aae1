import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import { BASE_URL, expect, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

/**
 * Issue 29, editing together (DESIGN §8.4): an owner and an invited editor in two browsers. The owner's open page
 * shows the editor's change live; when both edit at once, the second to save sees both versions and keeps both.
 * With E2E_SCREENSHOTS=1, the conflict view at 375 and 1280 px goes to test-results/together/.
 */
failOnPageErrors();

const STOPS = [
  { order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 },
  { order: 2, name: 'Gwanghwamun Square', lat: 37.5725, lng: 126.9769 },
  { order: 3, name: 'Cheonggyecheon Stream', lat: 37.5696, lng: 126.9784 },
];

interface Pair {
  owner: Page;
  friend: Page;
  friendName: string;
  courseId: number;
  title: string;
}

/** The owner's private course with the friend joined as an editor, each in their own browser context. */
async function ownerAndEditor(browser: Browser): Promise<Pair> {
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friendContext = await browser.newContext();
  // Both read English (the app's first-visit language is Korean).
  for (const context of [ownerContext, friendContext]) {
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  }
  const owner = await ownerContext.newPage();
  const friend = await friendContext.newPage();
  for (const page of [owner, friend]) await stubOutsideRequests(page);
  const friendUser = uniqueUser('minji');
  await signIn(owner, uniqueUser('owner'));
  await signIn(friend, friendUser);
  const title = `Together ${Date.now().toString(36)}`;
  const headers = { Origin: BASE_URL };
  const created = await owner.request.post('/api/courses', {
    data: { title, visibility: 'private', category: 'cultural', stops: STOPS },
    headers,
  });
  const courseId = ((await created.json()) as { data: { id: number } }).data.id;
  const invite = await owner.request.post(`/api/courses/${courseId}/invites`, {
    data: { role: 'editor' },
    headers,
  });
  const { token } = ((await invite.json()) as { data: { token: string } }).data;
  expect((await friend.request.post(`/api/invites/${token}/accept`, { headers })).status()).toBe(200);
  return { owner, friend, friendName: friendUser.name, courseId, title };
}

/** The friend saves the course through the API with `changes`, from the version they read. */
async function friendSaves(pair: Pair, changes: Record<string, unknown>) {
  const read = await pair.friend.request.get(`/api/courses/${pair.courseId}`);
  const { version } = ((await read.json()) as { data: { version: number } }).data;
  const res = await pair.friend.request.put(`/api/courses/${pair.courseId}`, {
    data: { title: pair.title, visibility: 'private', category: 'cultural', stops: STOPS, ...changes },
    headers: { Origin: BASE_URL, 'If-Match': `"${version}"` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the course on `page` and waits until its live stream is connected (changes made after it are seen). */
async function openLive(page: Page, courseId: number): Promise<void> {
  const connected = page.waitForResponse((response) => response.url().includes('/events'));
  await page.goto(`/kcourse/${courseId}`);
  await connected;
}

/** The owner opens the course live, starts editing and types another title; answers that title. */
async function ownerRetitles(pair: Pair): Promise<string> {
  await openLive(pair.owner, pair.courseId);
  await pair.owner.getByRole('button', { name: 'Edit' }).click();
  const ownTitle = `${pair.title} (owner's)`;
  await pair.owner.getByRole('textbox', { name: 'Course title' }).fill(ownTitle);
  return ownTitle;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('the owner’s open course shows the editor’s change live, with who did what', async ({ browser }) => {
  const pair = await ownerAndEditor(browser);
  // The page opens its live stream once the course is shown: the change below is made after it is connected.
  await openLive(pair.owner, pair.courseId);
  const stops = pair.owner.getByTestId('course-stop');
  await expect(stops.first()).toContainText('Gyeongbokgung Palace');

  // Minji, in her browser, puts the stream first and saves: one stop moved.
  const friend = pair.friend;
  await friend.goto(`/kcourse/${pair.courseId}`);
  await friend.getByRole('button', { name: 'Edit' }).click();
  for (let i = 0; i < 2; i++) {
    await friend.getByRole('button', { name: 'Move Cheonggyecheon Stream up' }).click();
  }
  await friend.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(friend, 'Course updated.')).toBeVisible();
  await expect(toast(pair.owner, `${pair.friendName} moved Cheonggyecheon Stream`)).toBeVisible();
  await expect(stops.first()).toContainText('Cheonggyecheon Stream');
});

test('both edit at once: the second to save sees both versions and keeps both', async ({ browser }) => {
  const pair = await ownerAndEditor(browser);
  const page = pair.owner;
  const ownTitle = await ownerRetitles(pair);

  // Meanwhile Minji drops Gwanghwamun Square; the open form says someone saved.
  await friendSaves(pair, { stops: [STOPS[0]!, { ...STOPS[2]!, order: 2 }] });
  await expect(page.getByText(`${pair.friendName} just saved a change`)).toBeVisible();

  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByTestId('course-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('heading')).toContainText(pair.friendName);
  await expect(conflict.getByTestId('conflict-theirs')).not.toContainText('Gwanghwamun Square');
  await expect(conflict.getByTestId('conflict-mine')).toContainText('Gwanghwamun Square');
  // What the owner typed is still in the form.
  await expect(page.getByRole('textbox', { name: 'Course title' })).toHaveValue(ownTitle);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await conflict.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join('test-results', 'together', `conflict-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await conflict.getByRole('button', { name: 'Keep both' }).click();
  await expect(conflict).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Course updated.')).toBeVisible();
  const saved = await page.request.get(`/api/courses/${pair.courseId}`);
  const course = ((await saved.json()) as { data: { title: string; stops: { name: string }[] } }).data;
  expect(course.title).toBe(ownTitle);
  expect(course.stops.map((s) => s.name)).toEqual(['Gyeongbokgung Palace', 'Cheonggyecheon Stream']);
});

test('"Save mine over theirs" keeps the member on the course; the conflict view marks what differs', async ({
  browser,
}) => {
  const pair = await ownerAndEditor(browser);
  const page = pair.owner;
  const ownTitle = await ownerRetitles(pair);

  // Meanwhile Minji plans the first stop for 11:00.
  await friendSaves(pair, { stops: [{ ...STOPS[0]!, time: '11:00' }, STOPS[1]!, STOPS[2]!] });
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByTestId('course-conflict');
  await expect(conflict).toBeVisible();
  // Their version: the same title as before, the first stop at another time; mine: another title.
  const theirs = conflict.getByTestId('conflict-theirs');
  const mine = conflict.getByTestId('conflict-mine');
  await expect(theirs.locator('li[data-differs="changed"]')).toHaveText(/Gyeongbokgung Palace.*11:00/);
  await expect(mine.locator('li[data-differs="changed"]')).toHaveText(/Gyeongbokgung Palace/);
  await expect(mine.locator('[data-differs="true"]').first()).toHaveText(ownTitle);
  await expect(theirs.locator('li[data-differs]')).toHaveCount(1);

  await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(toast(page, 'Course updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownTitle);
  // Spec: an edit goes back to the list after 2 s; after a conflict the member stays to see the result.
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(new RegExp(`/kcourse/${pair.courseId}`));
});

test('an editor the owner makes a viewer loses Edit at once on their open page', async ({ browser }) => {
  const pair = await ownerAndEditor(browser);
  const friend = pair.friend;
  await openLive(friend, pair.courseId);
  const edit = friend.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeVisible();
  const friendId = ((await (await friend.request.get('/api/auth/me')).json()) as { data: { id: number } })
    .data.id;
  const changed = await pair.owner.request.patch(`/api/courses/${pair.courseId}/collaborators/${friendId}`, {
    data: { role: 'viewer' },
    headers: { Origin: BASE_URL },
  });
  expect(changed.status()).toBe(200);
  await expect(edit).toHaveCount(0);
  await expect(toast(friend, /you can read it but no longer edit it/)).toBeVisible();
});
