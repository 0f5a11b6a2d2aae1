import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createPost, failOnPageErrors, toast } from './buzz-helpers.ts';
import { BASE_URL, expect, signIn, signInWithDevForm, test, uniqueUser } from './fixtures.ts';
import { expectNoSeriousA11yViolations, stubOutsideRequests } from './map-helpers.ts';

const pageErrors = failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const ORIGIN = { Origin: BASE_URL };

async function api(page: Page, method: 'POST' | 'GET', url: string, data?: unknown) {
  const response =
    method === 'GET'
      ? await page.request.get(url)
      : await page.request.post(url, { data: data ?? {}, headers: ORIGIN });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

type Items<T> = { items: T[] };

/** Another member's public course and post (made now, so no test depends on what the demo data holds). */
async function someoneElsesThings(page: Page) {
  await signIn(page, uniqueUser('author'));
  const course = (await api(page, 'POST', '/api/courses', {
    title: `Someone's course ${Date.now().toString(36)}`,
    stops: [{ order: 1, name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 }],
  })) as { id: number; title: string };
  const post = await createPost(page, { title: `Someone's post ${Date.now().toString(36)}` });
  return { course, post };
}

/** A new member who bookmarks 2 places, makes 1 course, saves 1, comments twice on courses, writes 1 post, scraps 1 and comments on 3 posts. */
async function activeMember(page: Page) {
  const theirs = await someoneElsesThings(page);
  const user = uniqueUser('active');
  await signIn(page, user);
  const places = (await api(page, 'GET', '/api/places?pageSize=2')) as Items<{ id: number; name: string }>;
  for (const place of places.items) await api(page, 'POST', `/api/places/${place.id}/bookmark`);
  const mine = (await api(page, 'POST', '/api/courses', {
    title: 'My palace walk',
    stops: [{ order: 1, name: 'Deoksugung', lat: 37.5658, lng: 126.9751 }],
  })) as { id: number };
  await api(page, 'POST', `/api/courses/${theirs.course.id}/save`);
  for (const courseId of [theirs.course.id, mine.id]) {
    await api(page, 'POST', `/api/comments/course/${courseId}`, { content: 'Lovely walk' });
  }
  const post = await createPost(page, { title: 'My first question' });
  await api(page, 'POST', '/api/interactions/toggle', { interactionType: 'scrap', postId: theirs.post.id });
  for (const postId of [theirs.post.id, theirs.post.id, post.id]) {
    await api(page, 'POST', `/api/comments/post/${postId}`, { content: 'Thanks!' });
  }
  return { user, theirs, mine, post, places: places.items };
}

const stat = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}\\s*\\d+$`) });

test.describe('/mypage', () => {
  test('an anonymous visitor signs in and comes back to the list they asked for', async ({ page }) => {
    await page.goto('/mypage/courses?tab=saved');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const user = uniqueUser('returning');
    await signInWithDevForm(page, user);
    await expect(page).toHaveURL(/\/mypage\/courses\?tab=saved$/);
    await expect(page.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  });

  test('counts what the member just did, and each card opens its list', async ({ page }) => {
    const { user, theirs } = await activeMember(page);
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1, name: 'My Page' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText(/^Member since \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const expected: [string, number, RegExp, string, number][] = [
      ['Bookmarked places', 2, /\/mypage\/bookmarks$/, 'my-bookmark', 2],
      ['Saved courses', 1, /\/mypage\/courses\?tab=saved$/, 'course-card', 1],
      ['Created courses', 1, /\/mypage\/courses\?tab=created$/, 'course-card', 1],
      ['Course comments', 2, /\/mypage\/course-comments$/, 'my-course-comment', 2],
      ['Scraps', 1, /\/mypage\/scraps$/, 'my-scrap', 1],
      ['Posts', 1, /\/mypage\/posts$/, 'my-post', 1],
      ['Comments', 3, /\/mypage\/comments$/, 'my-comment', 3],
    ];
    for (const [name, count] of expected) {
      await expect(stat(page, name)).toHaveText(`${name}${count}`);
    }
    for (const [name, , url, testId, rows] of expected) {
      await stat(page, name).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId(testId)).toHaveCount(rows);
      await page.getByRole('link', { name: 'Back to My Page' }).click();
      await expect(page).toHaveURL(/\/mypage$/);
    }
    // The scrap is the other member's post, and opens it.
    await page.goto('/mypage/scraps');
    await page.getByRole('link', { name: theirs.post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/buzz/post/${theirs.post.id}$`));
  });

  test('bookmarks: grid or list, remembered; the outside map opens in a new tab', async ({ page }) => {
    const { places } = await activeMember(page);
    await page.goto('/mypage/bookmarks');
    await expect(page.getByTestId('my-bookmark')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    // The links the place sheet has (issue 33): Naver, Kakao and Google.
    const links = page.getByRole('list', { name: `Open ${places[0]!.name} in a map app` });
    const map = links.getByRole('link', { name: 'Google Maps' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
    await expect(links.getByRole('link', { name: 'Naver Map' })).toHaveAttribute(
      'href',
      /^https:\/\/map\.naver\.com\//,
    );
    await expect(links.getByRole('link', { name: 'Kakao Map' })).toHaveAttribute(
      'href',
      /^https:\/\/map\.kakao\.com\//,
    );
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const box = await page.getByTestId('my-bookmark').first().boundingBox();
    expect(box!.width).toBeGreaterThan(box!.height);
  });

  test('courses: tabs by ?tab, and a card opens the course whose Back returns to the same tab', async ({
    page,
  }) => {
    const { theirs } = await activeMember(page);
    await page.goto('/mypage/courses');
    await expect(page.getByRole('tab', { name: 'Created' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'My palace walk' })).toBeVisible();
    await page.getByRole('tab', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/mypage\/courses\?tab=saved$/);
    await page.getByRole('link', { name: theirs.course.title }).click();
    await expect(page).toHaveURL(new RegExp(`/kcourse/${theirs.course.id}\\?from=mypage&tab=saved$`));
    await expect(page.getByRole('heading', { level: 1, name: theirs.course.title })).toBeVisible();
    // Leaving while the course map still animates its first fit trips Leaflet (a K-Course matter): let it settle.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/courses\?tab=saved$/);
    await expect(page.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  });

  test('course comments load 10 at a time with "Load more"', async ({ page }) => {
    const { theirs } = await activeMember(page);
    for (let i = 0; i < 10; i += 1) {
      await api(page, 'POST', `/api/comments/course/${theirs.course.id}`, { content: `Note ${i}` });
    }
    await page.goto('/mypage/course-comments');
    await expect(page.getByTestId('my-course-comment')).toHaveCount(10);
    await expect(page.getByText('Showing 10 of 12')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('my-course-comment')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('an empty list says so and leads to where the first item is made', async ({ page }) => {
    await signIn(page, uniqueUser('newcomer'));
    await page.goto('/mypage');
    for (const name of ['Bookmarked places', 'Saved courses', 'Created courses', 'Posts']) {
      await expect(stat(page, name)).toHaveText(`${name}0`);
    }
    await stat(page, 'Created courses').click();
    await expect(page.getByText("You haven't created a course yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Plan your first course' }).click();
    await expect(page).toHaveURL(/\/planner$/);
  });

  test('a list that fails to load says so, and Retry loads it', async ({ page }) => {
    pageErrors.allow(/Failed to load resource: the server responded with a status of 503/);
    await activeMember(page);
    let failing = true;
    await page.route('**/api/mypage/posts?**', async (route) => {
      if (failing) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }),
        });
      } else await route.continue();
    });
    await page.goto('/mypage/posts');
    await expect(page.getByText("We couldn't load this list.")).toBeVisible({ timeout: 15_000 });
    failing = false;
    await page.getByRole('button', { name: /Retry|Try again/ }).click();
    await expect(page.getByTestId('my-post')).toHaveCount(1);
  });

  test('download my data, then delete the account: home with a message, and nothing of it left', async ({
    page,
  }) => {
    const { user, theirs, mine, post } = await activeMember(page);
    await page.goto('/mypage');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ktravel-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(user.email);
    expect(data.posts.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect(data.courses.map((c: { id: number }) => c.id)).toEqual([mine.id]);

    // The button is at the bottom of My Page: the reader scrolled down to it (a short window: it is below the fold).
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.getByRole('button', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('The photos you uploaded');
    const confirm = dialog.getByRole('textbox', { name: /Type your email/ });
    await confirm.fill('someone-else@example.com');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('This is not the email of your account.')).toBeVisible();
    await confirm.fill(user.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(toast(page, 'Your account and everything you made have been deleted.')).toBeVisible();
    // Home opens at its top (issue 33), not scrolled down where My Page was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ data: null });
    expect((await page.request.get(`/api/courses/${mine.id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/posts/${post.id}`)).status()).toBe(404);
    const course = (await (await page.request.get(`/api/courses/${theirs.course.id}`)).json()) as {
      data: { saveCount: number; commentCount: number };
    };
    expect(course.data).toMatchObject({ saveCount: 0, commentCount: 0 });
    // Signing in again with the same email starts from nothing.
    await signIn(page, user);
    await page.goto('/mypage');
    await expect(stat(page, 'Posts')).toHaveText('Posts0');
    await expect(stat(page, 'Bookmarked places')).toHaveText('Bookmarked places0');
  });

  for (const width of [1280, 375]) {
    test(`has no serious accessibility violations at ${width} px (overview and two lists)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await activeMember(page);
      for (const [path, ready] of [
        ['/mypage', 'stat-bookmarkCount'],
        ['/mypage/bookmarks', 'my-bookmark'],
        ['/mypage/courses?tab=saved', 'course-card'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});
