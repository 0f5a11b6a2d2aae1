import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { failOnPageErrors, toast } from './buzz-helpers.ts';
import { BASE_URL, expect, signIn, type TestUser, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

/**
 * Issue 27's journey (DESIGN §8.2), with the app's service worker: a member opens K-Travel once online; with no
 * connection they open their course with its Korean cards, their bookmarks, a tip, and a page outside the pack
 * says so; offline they save a course, comment and bookmark, and back online each reaches the server once, in
 * order, and a refused one (the course was deleted meanwhile) is reported; signing out leaves nothing of theirs.
 */
test.use({ serviceWorkers: 'allow' });
const errors = failOnPageErrors();

const ORIGIN = { Origin: BASE_URL };

/** A signed-in API client of its own (another member, acting while the browser is offline). */
async function memberApi(user: TestUser): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ORIGIN });
  const login = await api.post('/api/auth/dev-login', { data: user });
  expect(login.ok()).toBe(true);
  return api;
}

async function placeId(
  api: APIRequestContext,
  name: string,
): Promise<{ id: number; lat: number; lng: number }> {
  const found = await (await api.get(`/api/places/search?q=${encodeURIComponent(name)}`)).json();
  const place = found.data.find((p: { name: string }) => p.name === name);
  expect(place, name).toBeTruthy();
  return { id: place.id, lat: place.lat, lng: place.lng };
}

async function createCourse(api: APIRequestContext, title: string, stops: string[], startDate?: string) {
  const places = await Promise.all(stops.map((name) => placeId(api, name)));
  const response = await api.post('/api/courses', {
    data: {
      title,
      visibility: 'public',
      ...(startDate ? { startDate, dayCount: 1 } : {}),
      stops: places.map((place, i) => ({
        order: i + 1,
        name: stops[i],
        placeId: place.id,
        lat: place.lat,
        lng: place.lng,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Opens the first demo place of K-Map's list (not one another spec file is adding) and returns its name. */
async function openFirstPlace(page: Page): Promise<string> {
  const items = page.getByRole('region', { name: 'All places' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (let i = 0; i < (await items.count()); i += 1) {
    const button = items.nth(i).getByRole('button');
    const name = (await button.locator('span span').first().textContent())?.trim() ?? '';
    if (!name || /\s(?=[a-z0-9]*\d)[a-z0-9]{9,}$/.test(name)) continue;
    await button.click();
    await expect(page.getByRole('region', { name }).getByRole('heading', { level: 2, name })).toBeVisible();
    return name;
  }
  throw new Error('no demo place in the list');
}

/** Waits until the service worker answers the page and the pack has been refreshed with `courseId` in it. */
async function waitForPack(page: Page, courseId: number) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    (id) => {
      const stored = JSON.parse(window.localStorage.getItem('ktravel-offline-pack') ?? '{}');
      return Boolean(stored.state?.refreshedAt) && (stored.state?.courses ?? []).includes(id);
    },
    courseId,
    { timeout: 30_000 },
  );
}

test('a member opens their trip offline, writes offline, and everything reaches the server once', async ({
  page,
  context,
}) => {
  test.slow();
  await stubOutsideRequests(context);
  const traveller = uniqueUser('offline');
  const author = await memberApi(uniqueUser('author'));
  const authorsCourse = await createCourse(author, `Author’s palaces ${Date.now()}`, ['Deoksugung Palace']);
  const deletedTitle = `Deleted meanwhile ${Date.now()}`;
  const deletedLater = await createCourse(author, deletedTitle, ['Jongmyo Shrine']);

  await signIn(page, traveller);
  const mine = await createCourse(
    page.request,
    'My offline trip',
    ['Gyeongbokgung Palace', 'N Seoul Tower'],
    '2026-12-02',
  );
  const tower = await placeId(page.request, 'Gamcheon Culture Village');
  expect((await page.request.post(`/api/places/${tower.id}/bookmark`, { headers: ORIGIN })).status()).toBe(
    201,
  );

  // Online once: the worker installs, the pack fills; the pages opened are kept too.
  await page.goto('/');
  await waitForPack(page, mine);
  // The reader's translations are kept from the first visit on (fetched before the worker was there).
  const kept = await page.evaluate(async () =>
    (await (await caches.open('ktravel-locales')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(kept).toContain('/locales/en/common.json');
  for (const id of [authorsCourse, deletedLater]) {
    await page.goto(`/kcourse/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/tips');
  await expect(page.getByRole('region', { name: 'TIPS' })).toBeVisible();
  await page.goto('/mypage/bookmarks');
  await expect(page.getByText('Gamcheon Culture Village').first()).toBeVisible();
  await page.goto('/kmap');
  const firstPlace = await openFirstPlace(page);
  // The map's tiles seen are kept, with their sizes counted against the 50 MB cap.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('ktravel-tiles')).keys()).length))
    .toBeGreaterThan(0);
  await page.goto(`/kcourse/${mine}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My offline trip' })).toBeVisible();
  await expect(page.getByTestId('offline-mark').first()).toBeVisible();

  // No connection.
  errors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My offline trip' })).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toContainText("You're offline");
  await expect(page.getByTestId('course-stop')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show in Korean' }).first().click();
  const card = page.getByTestId('korean-card');
  await expect(card).toContainText('경복궁');
  await expect(card).toContainText('서울');
  await page.keyboard.press('Escape');

  await page.goto('/mypage/bookmarks');
  await expect(page.getByText('Gamcheon Culture Village').first()).toBeVisible();
  await page.goto('/tips');
  await page
    .getByRole('region', { name: 'TIPS' })
    .getByRole('button', { name: /Tmoney card/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Tmoney card' })).toBeVisible();
  await page.goto('/buzz');
  await expect(page.getByText("This page isn't on this device").first()).toBeVisible();

  // Writes made offline wait, in order: save a course, a comment, a bookmark; and a save of a course its author
  // deletes before the connection returns.
  await page.goto(`/kcourse/${authorsCourse}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, /kept on this device/).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Written in the subway');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByTestId('offline-waiting')).toContainText('Comment on');
  // K-Map as last seen: the place opened online, bookmarked now.
  await page.goto('/kmap');
  await page
    .getByRole('region', { name: 'All places' })
    .getByRole('button', { name: new RegExp(firstPlace) })
    .first()
    .click();
  await page.getByRole('region', { name: firstPlace }).getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByTestId('offline-waiting')).toContainText(`Bookmark ${firstPlace}`);
  await page.goto(`/kcourse/${deletedLater}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('offline-bar')).toContainText('4 changes waiting to be sent');
  expect((await author.delete(`/api/courses/${deletedLater}`)).status()).toBe(200);

  // Back online: sent once each, in order; the refused one is told.
  await context.setOffline(false);
  await expect(toast(page, 'Back online: 3 changes sent.')).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, new RegExp(`Not sent: Save the course “${deletedTitle}”`))).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);

  const saved = (await (await page.request.get('/api/courses?me=true')).json()).data.savedCourses;
  expect(saved.map((c: { id: number }) => c.id)).toEqual([authorsCourse]);
  const comments = (
    await (await page.request.get(`/api/comments/course/${authorsCourse}?page=1&limit=10`)).json()
  ).data;
  expect(comments.items.map((c: { content: string }) => c.content)).toEqual(['Written in the subway']);
  expect(Date.parse(comments.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(saved[0].savedAt));
  const bookmarks = (await (await page.request.get('/api/places/bookmarks/me?page=1&limit=100')).json()).data
    .items;
  const names = bookmarks.map((b: { name: string }) => b.name);
  expect(names.filter((name: string) => name === 'Gamcheon Culture Village')).toHaveLength(1);
  const added = bookmarks.filter((b: { placeId: number }) => b.placeId !== tower.id);
  expect(added).toHaveLength(1);
  expect(Date.parse(added[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(comments.items[0].createdAt));

  // Signing out leaves nothing of the member on this device.
  await page.getByRole('button', { name: traveller.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  // Whatever the device keeps now (the anonymous answers read since) holds nothing of the member.
  const left = await page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of ['ktravel-pack-api', 'ktravel-pack-images']) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        kept.push(`${request.url} ${await (await cache.match(request))?.text()}`);
    }
    return { kept, pack: JSON.parse(window.localStorage.getItem('ktravel-offline-pack') ?? '{}').state };
  });
  // The member's email is in no answer another reader gets: none may be kept.
  expect(left.kept.filter((entry) => entry.includes(traveller.email))).toEqual([]);
  expect(left.pack).toMatchObject({ owner: null, courses: [], places: [] });
  await context.setOffline(true);
  await page.goto(`/kcourse/${mine}`);
  await expect(page.getByText('My offline trip')).toHaveCount(0);
  await context.setOffline(false);
  await author.dispose();
});

test('when the connection drops, K-Map shows the saved places and pages outside the pack say so at once (issue 44)', async ({
  page,
  context,
}) => {
  test.slow();
  await stubOutsideRequests(context);
  await signIn(page, uniqueUser('dropped'));
  const trip = await createCourse(page.request, 'Dropped connection trip', [
    'Gyeongbokgung Palace',
    'N Seoul Tower',
  ]);
  const village = await placeId(page.request, 'Gamcheon Culture Village');
  expect((await page.request.post(`/api/places/${village.id}/bookmark`, { headers: ORIGIN })).status()).toBe(
    201,
  );
  await page.goto('/');
  await waitForPack(page, trip);
  await page.goto('/kmap');
  await expect(page.getByRole('region', { name: 'All places' }).getByRole('listitem').first()).toBeVisible();

  // The connection drops while the app is open: no reload, the app carries on from its own navigation.
  errors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'K-Course' }).first().click();
  // At once, never a spinner: the page's lists are not on this device; what is, is linked.
  const notHere = page.getByText("This page isn't on this device").first();
  await expect(notHere).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('link', { name: 'My courses' }).first()).toBeVisible();
  await expect(page.getByText("Couldn't reach the server")).toHaveCount(0);

  // K-Map: a list never seen online (K-Travel's sights) shows the member's saved places, not the sample places.
  await page.getByRole('link', { name: 'K-Map' }).first().click();
  await page.getByRole('button', { name: 'K-Travel', exact: true }).click();
  // (The service worker gives the network its 5 s before it looks in what it kept.)
  await expect(page.getByText('Showing your saved places')).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('region', { name: /^K-Travel/ });
  for (const name of ['Gamcheon Culture Village', 'Gyeongbokgung Palace', 'N Seoul Tower']) {
    await expect(list.getByRole('button', { name: new RegExp(name) }).first()).toBeVisible();
  }
  await expect(list.getByRole('listitem')).toHaveCount(3);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: 'test-results/offline/kmap-saved-places-1280.png' });
  // A saved place's details open from the pack, and a bookmark made there waits to be sent like the others.
  await list
    .getByRole('button', { name: /N Seoul Tower/ })
    .first()
    .click();
  const panel = page.getByRole('region', { name: 'N Seoul Tower' });
  await expect(panel.getByRole('heading', { level: 2, name: 'N Seoul Tower' })).toBeVisible();
  await panel.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByTestId('offline-waiting')).toContainText('Bookmark N Seoul Tower');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-bar')).toHaveCount(0, { timeout: 20_000 });
  const bookmarks = (await (await page.request.get('/api/places/bookmarks/me?page=1&limit=100')).json()).data
    .items;
  expect(bookmarks.map((b: { name: string }) => b.name).sort()).toEqual([
    'Gamcheon Culture Village',
    'N Seoul Tower',
  ]);
});
