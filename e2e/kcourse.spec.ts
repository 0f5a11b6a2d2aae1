import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import {
  BASE_URL,
  expect,
  type Language,
  signIn,
  signInWithDevForm,
  type TestUser,
  test,
  uniqueUser,
} from './fixtures.ts';
import { expectNoSeriousA11yViolations, stubOutsideRequests } from './map-helpers.ts';

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

interface CreatedCourse {
  id: number;
  title: string;
}

const STOPS = [
  { order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 },
  { order: 2, name: 'Gwanghwamun Square', lat: 37.5725, lng: 126.9769 },
  { order: 3, name: 'Cheonggyecheon Stream', lat: 37.5696, lng: 126.9784 },
];

/** Creates a course as the user the page is signed in as (POST /api/courses). */
async function createCourse(
  page: Page,
  options: { title?: string; visibility?: 'public' | 'private' } = {},
): Promise<CreatedCourse> {
  const title =
    options.title ?? `E2E walk ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const response = await page.request.post('/api/courses', {
    data: { title, visibility: options.visibility ?? 'public', category: 'cultural', stops: STOPS },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { id: number; title: string } };
  return { id: body.data.id, title: body.data.title };
}

/** Signs in as a new member who creates a course, then returns them with the course. */
async function ownerWithCourse(page: Page, visibility: 'public' | 'private' = 'public') {
  const owner = uniqueUser('owner');
  await signIn(page, owner);
  const course = await createCourse(page, { visibility });
  return { owner, course };
}

async function signInAs(page: Page, user: TestUser): Promise<void> {
  await signIn(page, user);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test.describe('/kcourse', () => {
  test('All courses shows monthly best and the public courses, 10 a page', async ({ page }) => {
    // Enough public courses for a second page, whatever the seed holds.
    await signIn(page, uniqueUser('author'));
    for (let index = 0; index < 11; index += 1) await createCourse(page, { title: `Paging course ${index}` });

    await page.goto('/kcourse');
    await expect(page.getByRole('heading', { level: 1, name: 'K-Course' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: "This month's best" })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Top 3 courses of the month' }).getByRole('listitem'),
    ).toHaveCount(3);

    const firstPage = page.getByRole('list', { name: 'All courses, page 1' });
    await expect(firstPage.getByTestId('course-card')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages of all courses' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    await expectNoSeriousA11yViolations(page);

    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const secondPage = page.getByRole('list', { name: 'All courses, page 2' });
    await expect(secondPage.getByTestId('course-card').first()).toBeVisible();

    // A card opens the course and Back returns to the same page of the list.
    const card = secondPage.getByTestId('course-card').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/kcourse\?tab=all-courses&page=2$/);
  });

  test('?tab chooses the tab, switching writes it, and ?refresh is removed', async ({ page }) => {
    for (const tab of ['my-course', 'my', 'saved']) {
      await page.goto(`/kcourse?tab=${tab}`);
      await expect(page.getByRole('tab', { name: 'My course' })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.getByRole('heading', { name: 'Log in to see your courses' })).toBeVisible();

    await page.getByRole('tab', { name: 'All courses' }).click();
    await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);
    await page.getByRole('tab', { name: 'All courses' }).press('ArrowRight');
    await expect(page).toHaveURL(/\/kcourse\?tab=my-course$/);

    await page.goto('/kcourse?tab=all-courses&refresh=12345');
    await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);
    await page.goto('/kcourse?tab=other');
    await expect(page.getByRole('tab', { name: 'All courses' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Create asks a visitor to log in; a member goes to the planner', async ({ page }) => {
    await page.goto('/kcourse');
    await page.getByRole('button', { name: 'Create a course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please log in' });
    await expect(dialog).toContainText('Log in to create a course.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    const member = uniqueUser('planner');
    await signIn(page, member);
    await page.reload();
    // The header names the member once the session check has answered.
    await expect(page.getByRole('banner').getByRole('button', { name: member.name })).toBeVisible();
    await page.getByRole('button', { name: 'Create a course' }).click();
    await expect(page).toHaveURL(/\/planner$/);
  });

  test('My course lists the courses a member created and saved', async ({ page }) => {
    const { owner, course } = await ownerWithCourse(page, 'private');
    await page.goto('/kcourse?tab=my-course');
    const created = page.getByRole('list', { name: 'Courses I created' });
    const card = created.getByTestId('course-card').filter({ hasText: course.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Private');
    await expect(page.getByText("You haven't saved any courses yet.")).toBeVisible();
    expect(owner.email).toContain('@');
  });
});

test.describe('/kcourse/{id}', () => {
  test('shows the stops on the map with distances, map links and the comment count', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByTestId('course-stop')).toHaveCount(3);
    await expect(page.locator('.map-marker-number')).toHaveCount(3);
    // The stops are labelled pictures, not buttons that do nothing: no touch targets to overlap (issue 33).
    const map = page.getByTestId('course-map');
    await expect(map.getByRole('img', { name: /^Stop 1/ })).toHaveCount(1);
    await expect(
      map.locator(
        'button.leaflet-marker-icon, .leaflet-marker-icon[role="button"], .leaflet-marker-icon[tabindex]',
      ),
    ).toHaveCount(0);
    await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    await expect(page.getByTestId('course-leg')).toHaveCount(2);
    await expect(page.getByTestId('course-total-distance')).toContainText(/Total .* min walk/);
    const firstStop = page.getByTestId('course-stop').first();
    await expect(firstStop.getByRole('link', { name: /Naver Map/ })).toHaveAttribute(
      'href',
      /^https:\/\/map\.naver\.com\//,
    );
    await expect(firstStop.getByRole('link', { name: /Kakao Map/ })).toHaveAttribute(
      'href',
      /^https:\/\/map\.kakao\.com\/link\/map\//,
    );
    await expect(firstStop.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone, the route is drawn and the map opens on a tap, its code loaded only then', async ({
    page,
  }) => {
    const { course } = await ownerWithCourse(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByTestId('course-stop')).toHaveCount(3);
    const preview = page.getByTestId('course-route-preview');
    await expect(preview.getByTestId('route-art-stop')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/page-map-/.test(path))).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await preview.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.getByTestId('course-map').locator('.map-marker-number')).toHaveCount(3);
    await expect(page.getByTestId('course-map')).toBeFocused();
    await expect(preview).toHaveCount(0);
  });

  test('a member saves and unsaves a course, confirming the unsave', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await signInAs(page, uniqueUser('saver'));
    await page.goto(`/kcourse/${course.id}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Course saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(page.getByTestId('course-saves')).toContainText('1');

    await page.getByRole('button', { name: 'Saved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from saved courses?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

    await page.getByRole('button', { name: 'Saved' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsave' }).click();
    await expect(toast(page, 'Save cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByTestId('course-saves')).toContainText('0');
  });

  test('a visitor who saves is asked to log in; the owner sees Edit and Delete instead of Save', async ({
    page,
  }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    await page.request.post('/api/auth/logout', { headers: { Origin: BASE_URL } });
    await page.reload();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Please log in' })).toContainText('Log in to save courses');
  });

  test('the owner edits the course, then goes back after the message', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}?returnTo=${encodeURIComponent('/kcourse?tab=my-course')}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Cancel edit' })).toBeVisible();
    const newTitle = `${course.title} (edited)`;
    const title = page.getByRole('textbox', { name: 'Course title' });
    await title.fill(newTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Course updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/kcourse\?tab=my-course$/, { timeout: 6000 });
    await expect(
      page.getByRole('list', { name: 'Courses I created' }).getByRole('heading', { name: newTitle }),
    ).toBeVisible();
  });

  test('the owner deletes the course after confirming', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this course?' });
    await expect(dialog).toContainText('Really delete this course?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Course deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/kcourse$/);

    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  });

  test('a comment typed before signing in is still there after the trip to sign-in and back', async ({
    page,
  }) => {
    const { course } = await ownerWithCourse(page);
    await page.context().clearCookies();
    await page.goto(`/kcourse/${course.id}`);
    const comments = page.locator('#comments');
    await comments.getByRole('textbox', { name: 'Write a comment' }).fill('Go on a weekday morning.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await page
      .getByRole('dialog', { name: 'Please log in' })
      .getByRole('button', { name: 'Go to login' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithDevForm(page, uniqueUser('late-commenter'));
    await expect(page).toHaveURL(new RegExp(`/kcourse/${course.id}$`));
    const input = page.locator('#comments').getByRole('textbox', { name: 'Write a comment' });
    await expect(input).toHaveValue('Go on a weekday morning.');
    await page.locator('#comments').getByRole('button', { name: 'Post comment' }).click();
    await expect(page.locator('#comments').getByTestId('course-comment')).toHaveCount(1);
    await expect(input).toHaveValue('');
  });

  test('comments are added, edited one at a time and deleted', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await signInAs(page, uniqueUser('commenter'));
    await page.goto(`/kcourse/${course.id}`);
    const comments = page.locator('#comments');
    await expect(comments.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();

    const input = comments.getByRole('textbox', { name: 'Write a comment' });
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByTestId('course-comment')).toHaveCount(0);
    await input.fill('Start early: the palace gets busy by 10.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByTestId('course-comment')).toHaveCount(1);
    await input.fill('Hanbok wearers get in free.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByTestId('course-comment')).toHaveCount(2);
    await expect(comments.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
    await expect(page.getByTestId('course-comments')).toContainText('2');
    await expect(input).toHaveValue('');

    const first = comments.getByTestId('course-comment').first();
    const second = comments.getByTestId('course-comment').nth(1);
    await first.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('button', { name: 'Edit' }).click();
    await expect(comments.getByRole('textbox', { name: 'Edit your comment' })).toHaveCount(1);
    const editor = second.getByRole('textbox', { name: 'Edit your comment' });
    await editor.fill('  ');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByText('Please enter a comment.')).toBeVisible();
    await editor.fill('Hanbok wearers get in free (check the rules).');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second).toContainText('Hanbok wearers get in free (check the rules).');
    await expect(second).toContainText('(edited)');

    await first.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(comments.getByTestId('course-comment')).toHaveCount(1);
    await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

    // Someone else can read it but not change it.
    await signInAs(page, uniqueUser('reader'));
    await page.reload();
    await expect(comments.getByTestId('course-comment')).toHaveCount(1);
    await expect(comments.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(comments.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('#comments scrolls the comments into view, and the card comment button leads there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}#comments`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeAttached();
    await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeInViewport();

    await page.goto('/kcourse?tab=my-course');
    const card = page.getByTestId('course-card').filter({ hasText: course.title });
    await card.getByRole('link', { name: '0 comments' }).click();
    await expect(page).toHaveURL(new RegExp(`/kcourse/${course.id}\\?returnTo=.*#comments$`));
    await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeInViewport();
  });

  test("another member's private course is not found", async ({ page }) => {
    const { course } = await ownerWithCourse(page, 'private');
    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

    await signInAs(page, uniqueUser('stranger'));
    await page.goto(`/kcourse/${course.id}`);
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the course list' }).click();
    await expect(page).toHaveURL(/\/kcourse$/);
  });

  test('a course address without a number says the course id is missing', async ({ page }) => {
    await page.goto('/kcourse/abc');
    await expect(page.getByRole('heading', { name: 'Missing course id' })).toBeVisible();
  });

  test('Back goes to My Page courses when opened from there', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}?from=mypage&tab=saved`);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/mypage/courses?tab=saved',
    );
  });

  test('exports the course as GPX, KML and its own file from the Export menu', async ({ page }) => {
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}`);
    const { readFile } = await import('node:fs/promises');
    const exported = async (item: RegExp) => {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return readFile(await download.path(), 'utf8');
    };
    const gpx = await exported(/^GPX/);
    expect(gpx.startsWith('<?xml')).toBe(true);
    expect(gpx).toContain('<gpx');
    expect(gpx).toContain('Gyeongbokgung Palace');
    const kml = await exported(/^KML/);
    expect(kml).toContain('<Folder>');
    expect(kml).toContain('Gyeongbokgung Palace');
    const file = JSON.parse(await exported(/^K-Travel file/));
    expect(file).toMatchObject({ format: 'ktravel-course', version: 1, course: { title: course.title } });
  });

  test('Share copies the link when the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const { course } = await ownerWithCourse(page);
    await page.goto(`/kcourse/${course.id}`);
    await page.evaluate(() => {
      // Chromium on Linux has no navigator.share; make sure of it on every platform.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${BASE_URL}/kcourse/${course.id}`,
    );
    await expect(page.getByTestId('course-shares')).toContainText('1');
  });
});

interface ApiCourse {
  id: number;
  isAdvertisement: boolean;
}

/** The ids of the course cards in `scope`, in order (each card's title links to /kcourse/{id}). */
async function cardIds(scope: Locator): Promise<number[]> {
  const hrefs = await scope
    .getByTestId('course-card')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/^\/kcourse\/(\d+)/.exec(href)?.[1]));
}

test.describe('/kcourse shows each course once (issue 15)', () => {
  failOnPageErrors();

  test('the full list leaves out the cards monthly best shows above it and says so; paging and total stay', async ({
    page,
  }) => {
    const best = (await (await page.request.get('/api/courses/monthly-best?limit=50')).json()) as {
      data: ApiCourse[];
    };
    const ranked = best.data.filter((course) => !course.isAdvertisement);
    const sponsored = best.data.filter((course) => course.isAdvertisement);
    const top = ranked.slice(0, 3);
    const others = ranked.slice(3);
    expect(top.length, 'the demo data ranks at least three courses').toBe(3);

    // The page of the full list that holds the first-ranked course (newer courses may have pushed it back).
    type PublicPage = { items: ApiCourse[]; total: number; totalPages: number };
    const pageOf = async (number: number) =>
      (
        (await (await page.request.get(`/api/courses/public?page=${number}&limit=10`)).json()) as {
          data: PublicPage;
        }
      ).data;
    let number = 1;
    let listed = await pageOf(number);
    while (!listed.items.some((course) => course.id === top[0]!.id) && number < listed.totalPages) {
      number += 1;
      listed = await pageOf(number);
    }
    expect(listed.items.map((course) => course.id)).toContain(top[0]!.id);

    await page.goto(`/kcourse?tab=all-courses&page=${number}`);
    const topList = page.getByRole('list', { name: 'Top 3 courses of the month' });
    await expect(topList.getByTestId('course-card')).toHaveCount(3);
    const list = page.getByRole('list', { name: `All courses, page ${number}` });

    const expectOnlyNew = async (shownAbove: Set<number>) => {
      const expected = listed.items.map((course) => course.id).filter((id) => !shownAbove.has(id));
      await expect.poll(() => cardIds(list)).toEqual(expected);
      const leftOut = listed.items.length - expected.length;
      await expect(page.getByTestId('shown-above-note')).toHaveText(
        `${leftOut} course${leftOut === 1 ? ' on this page is' : 's on this page are'} shown above in “This month's best”.`,
      );
    };
    await expectOnlyNew(new Set([...sponsored, ...top].map((course) => course.id)));
    // The total is every public course, and the paging is the server's.
    await expect(page.getByText(`${listed.total} courses`, { exact: true })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages of all courses' });
    await expect(pages.getByRole('button', { name: `Page ${number}` })).toHaveAttribute(
      'aria-current',
      'page',
    );

    if (others.length > 0) {
      // Opening the other ranked courses takes them out of the list below as well, and closing brings them back.
      const more = page.getByRole('button', { name: /^Show \d+ more popular courses?$/ });
      await more.click();
      await expect(
        page.getByRole('list', { name: 'More popular courses' }).getByTestId('course-card'),
      ).toHaveCount(others.length);
      const shownNow = new Set([...sponsored, ...top, ...others].map((course) => course.id));
      const expected = listed.items.map((course) => course.id).filter((id) => !shownNow.has(id));
      await expect.poll(() => cardIds(list)).toEqual(expected);
      await page.getByRole('button', { name: 'Show fewer' }).click();
      await expectOnlyNew(new Set([...sponsored, ...top].map((course) => course.id)));
    }
    // The URL keeps its state.
    await expect(page).toHaveURL(new RegExp(`/kcourse\\?tab=all-courses&page=${number}$`));
  });
});

/**
 * Links, buttons and tabs whose accessible name (aria-label) does not hold the text they show the way speech
 * input needs it (WCAG 2.5.3): the shown text, a number standing as a word of its own ("Page 1", "1 페이지", not
 * "1페이지"; "3 comments", not "댓글 3개").
 */
async function namesWithoutTheirLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const holdsLabel = (name: string, label: string) => {
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const before = /^\d/.test(label) ? '(?<![\\p{L}\\p{N}])' : '';
      const after = /\d$/.test(label) ? '(?![\\p{L}\\p{N}])' : '';
      return new RegExp(`${before}${escaped}${after}`, 'u').test(name);
    };
    const widgets = document.querySelectorAll(
      'a[aria-label], button[aria-label], [role="button"][aria-label], [role="link"][aria-label], [role="tab"][aria-label]',
    );
    return Array.from(widgets).flatMap((widget) => {
      const visible = normalise((widget as HTMLElement).innerText ?? '');
      const name = normalise(widget.getAttribute('aria-label') ?? '');
      // Symbols (Leaflet's + and −) are not words a speech user would say.
      return /[\p{L}\p{N}]/u.test(visible) && !holdsLabel(name, visible)
        ? [`"${name}" shows "${visible}"`]
        : [];
    });
  });
}

for (const language of ['ko', 'en', 'zh'] as const satisfies readonly Language[]) {
  test.describe(`accessible names and contrast in ${language} (issue 15)`, () => {
    test.use({ language });
    failOnPageErrors();

    test('every labelled link and button on /kcourse holds what it shows in its name', async ({ page }) => {
      await page.goto('/kcourse');
      await expect(page.getByTestId('course-card').first()).toBeVisible();
      // Monthly best and the full list have both arrived.
      await expect(page.locator('#all-courses').getByTestId('course-card').first()).toBeVisible();
      // Paging buttons too: the suite's courses make more than one page by now.
      expect(await namesWithoutTheirLabel(page)).toEqual([]);
    });

    test('the course detail, comment times and the distance note included, passes axe colour contrast', async ({
      page,
    }) => {
      const { course } = await ownerWithCourse(page);
      const comment = await page.request.post(`/api/comments/course/${course.id}`, {
        data: { content: 'Lovely in autumn.' },
        headers: { Origin: BASE_URL },
      });
      expect(comment.status(), await comment.text()).toBe(201);
      await page.goto(`/kcourse/${course.id}`);
      await expect(page.getByTestId('course-comment')).toHaveCount(1);
      await expect(page.getByTestId('course-comment').locator('time')).toBeVisible();
      await expect(page.getByTestId('course-leg').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      ).toEqual([]);
    });
  });
}
