import type { Locator, Page } from '@playwright/test';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';
import { expectNoSeriousA11yViolations, stubOutsideRequests, waitForMapIdle } from './map-helpers.ts';

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

const rail = (page: Page) => page.getByRole('navigation', { name: 'Map menu' });
const listOf = (page: Page, name: string) => page.getByRole('region', { name });
const mapView = (page: Page) => page.getByTestId('kmap');

/**
 * A place another spec file is adding right now (the admin map flows, in the other worker): its name ends in a
 * run's suffix (`Seochon Photo Café mwyycq9cxfe`), and near the map centre it can come first in a list.
 */
const MADE_BY_ANOTHER_TEST = /\s(?=[a-z0-9]*\d)[a-z0-9]{9,}$/;

/** Opens the first demo place of the open list and returns its name. */
async function openFirstPlace(page: Page, listName = 'All places'): Promise<string> {
  const items = listOf(page, listName).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  let first: Locator | undefined;
  let name = '';
  for (let i = 0; i < (await items.count()) && !first; i += 1) {
    const button = items.nth(i).getByRole('button');
    name = (await button.locator('span span').first().textContent())?.trim() ?? '';
    if (!MADE_BY_ANOTHER_TEST.test(name)) first = button;
  }
  expect(name).not.toBe('');
  await first!.click();
  await expect(page.getByRole('region', { name }).getByRole('heading', { level: 2, name })).toBeVisible();
  return name;
}

test('shows the markers and the list of places, without the footer', async ({ page }) => {
  // One slim, compressed list of places feeds both the markers and the list (issue 16).
  const placeLists: { url: string; encoding?: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/places' && url.pathname !== '/api/places/markers') return;
    const headers = await response.allHeaders();
    placeLists.push({
      url: url.pathname,
      encoding: headers['content-encoding'],
      bytes: Number(headers['content-length'] ?? (await response.body()).length),
    });
  });
  await page.goto('/kmap');
  await waitForMapIdle(page);
  expect(placeLists.map((list) => list.url)).toEqual(['/api/places/markers']);
  expect(placeLists[0]?.encoding).toBe('br');
  expect(placeLists[0]?.bytes).toBeLessThan(30 * 1024);
  await expect(rail(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = listOf(page, 'All places');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(5);
  await expect(list.getByText(/^\d+ places$/)).toBeVisible();
  // A long list renders the rows in view (each knowing its place in the whole); scrolling brings the last one.
  const total = Number((await list.getByText(/^\d+ places$/).textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(30);
  expect(await list.getByRole('listitem').count()).toBeLessThan(total);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(total));
  await list.getByRole('list').evaluate((element) => element.parentElement?.scrollTo(0, 1e6));
  await expect(list.locator(`li[aria-posinset="${total}"]`)).toBeVisible();
  // Markers (single pins and clusters) are DOM elements, whatever the tiles do.
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(3);
  // A place's pin is a native button named by aria-label (not a title alone: HTML_CodeSniffer, issue 33; not a
  // `role="button"` div: html-validate, issue 44).
  const pin = page.locator('button.leaflet-marker-icon.map-pin').first();
  await expect(pin).toHaveAttribute('aria-label', /\S/);
  await expect(pin).not.toHaveAttribute('role', /./);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('?type=food preselects K-Food; other values are ignored', async ({ page }) => {
  await page.goto('/kmap?type=food');
  await expect(rail(page).getByRole('button', { name: 'K-Food' })).toHaveAttribute('aria-pressed', 'true');
  const list = listOf(page, 'K-Food: restaurants');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const rows = await list.getByRole('listitem').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain('Restaurant');

  await page.goto('/kmap?type=bookmarks');
  await expect(rail(page).getByRole('button', { name: 'K-Food' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rail(page).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
});

test('choosing the active list again closes the panel and the selection', async ({ page }) => {
  await page.goto('/kmap?type=cafe');
  await openFirstPlace(page, 'K-Cafe: cafés');
  await rail(page).getByRole('button', { name: 'K-Cafe' }).click();
  await expect(listOf(page, 'K-Cafe: cafés')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close place details' })).toHaveCount(0);
  await rail(page).getByRole('button', { name: 'K-Cafe' }).click();
  await expect(listOf(page, 'K-Cafe: cafés')).toBeVisible();
});

test('selecting a place opens its details with links to the Korean map apps', async ({ page }) => {
  await page.goto('/kmap');
  const name = await openFirstPlace(page);
  const detail = page.getByRole('region', { name });
  // The first place may have a review photo by now (place-facts-reviews.spec.ts reviews Deoksugung with one).
  await expect(
    detail.getByText('No photo yet').or(detail.getByRole('img', { name: `Photo of ${name}` })),
  ).toBeVisible();
  for (const [label, host] of [
    ['Open in Naver Map', 'https://map.naver.com/'],
    ['Open in Kakao Map', 'https://map.kakao.com/link/map/'],
    ['Open in Google Maps', 'https://www.google.com/maps/search/?api=1&query='],
  ] as const) {
    const link = detail.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', new RegExp(`^${host.replace(/[.?/]/g, '\\$&')}`));
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Close place details' }).click();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});

test('"Show in Korean" opens the name large in Hangul (loaded on first use), and Escape gives the focus back', async ({
  page,
}) => {
  await page.goto('/kmap');
  const name = await openFirstPlace(page);
  const detail = page.getByRole('region', { name });
  const open = detail.getByRole('button', { name: 'Show in Korean' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Show this in Korean' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[lang="ko"]')).toContainText(/[\uac00-\ud7a3]/);
  await expect(dialog.getByRole('button', { name: 'Copy the Korean name and address' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('an anonymous visitor who bookmarks is asked to log in', async ({ page }) => {
  await page.goto('/kmap');
  const name = await openFirstPlace(page);
  await page.getByRole('region', { name }).getByRole('button', { name: 'Bookmark' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please log in' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'Go to login' }).or(dialog.getByRole('button', { name: 'Go to login' })),
  ).toBeVisible();
});

test('a member bookmarks a place, finds it under Bookmark, and removes it', async ({ page }) => {
  await signIn(page, uniqueUser('bookmarker'));
  await page.goto('/kmap');
  const name = await openFirstPlace(page);
  const detail = page.getByRole('region', { name });

  await detail.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByText('Added to bookmarks.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();

  await rail(page).getByRole('button', { name: 'Bookmark' }).click();
  await expect(listOf(page, 'My bookmarks').getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await listOf(page, 'My bookmarks')
    .getByRole('button', { name: new RegExp(name) })
    .click();

  await page.getByRole('region', { name }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from bookmarks.')).toBeVisible();
  await expect(page.getByRole('region', { name }).getByRole('button', { name: 'Bookmark' })).toBeEnabled();
  await expect(listOf(page, 'My bookmarks').getByText('0 places')).toBeVisible();
});

test('the map centre and zoom survive a reload', async ({ page }) => {
  await page.goto('/kmap');
  await waitForMapIdle(page);
  await expect(mapView(page)).toHaveAttribute('data-zoom', '12');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(mapView(page)).toHaveAttribute('data-zoom', '13');
  // Pan with the keyboard: the map container takes arrow keys once focused.
  // Leaflet ignores an arrow key while a pan still animates: each press waits for the previous pan's end.
  const zoomedLat = (await mapView(page).getAttribute('data-lat')) ?? '';
  await page.locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowRight');
  await expect(mapView(page)).not.toHaveAttribute('data-lng', '126.97800');
  await page.keyboard.press('ArrowDown');
  // South by a whole keyboard step (the right pan alone moves the latitude by a rounding).
  await expect
    .poll(async () => Number(await mapView(page).getAttribute('data-lat')))
    .toBeLessThan(Number(zoomedLat) - 0.005);
  const lat = await mapView(page).getAttribute('data-lat');
  const lng = await mapView(page).getAttribute('data-lng');

  await page.reload();
  await waitForMapIdle(page);
  await expect(mapView(page)).toHaveAttribute('data-zoom', '13');
  await expect(mapView(page)).toHaveAttribute('data-lat', lat ?? '');
  await expect(mapView(page)).toHaveAttribute('data-lng', lng ?? '');
});

test('without the server, shows the six sample places in Seoul and says so', async ({ page }) => {
  await page.route('**/api/places**', (route) => route.abort('connectionrefused'));
  await page.goto('/kmap');
  await expect(page.getByRole('alert').filter({ hasText: "Can't reach the server" })).toBeVisible();
  await expect(listOf(page, 'All places').getByRole('listitem')).toHaveCount(6);
  await expect(listOf(page, 'All places').getByText('Gyeongbokgung Palace')).toBeVisible();
});

test('has no serious accessibility violations, on a phone too', async ({ page }) => {
  await page.goto('/kmap');
  await waitForMapIdle(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 760 });
  await expect(listOf(page, 'All places')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('with location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 35.1587, longitude: 129.1604 } });

  test('a first visit pans to the user at zoom 16 and lists places around them', async ({ page }) => {
    await page.goto('/kmap');
    await expect(mapView(page)).toHaveAttribute('data-zoom', '16');
    await expect(mapView(page)).toHaveAttribute('data-lat', /^35\.15/);
    await expect(page.getByRole('button', { name: 'Show my location' })).toBeEnabled();
    await page.getByRole('button', { name: 'Follow my location' }).click();
    await expect(page.getByRole('button', { name: 'Follow my location' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Only places near me')).toBeVisible();
    await expect(page.getByText('Location access is blocked', { exact: false })).toHaveCount(0);
  });
});

test('with location blocked, the location buttons are off and a notice says why', async ({ page }) => {
  await page.goto('/kmap');
  await expect(page.getByText('Location access is blocked', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show my location' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Follow my location' })).toBeDisabled();
  // The notice can be dismissed, and stays dismissed for the session.
  await page.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(page.getByText('Location access is blocked', { exact: false })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show my location' })).toBeDisabled();
  await expect(page.getByText('Location access is blocked', { exact: false })).toHaveCount(0);
});

test('picking a place from the radius list keeps the list as it was under the cursor', async ({ page }) => {
  await page.goto('/kmap');
  await waitForMapIdle(page);
  const list = listOf(page, 'All places');
  const radius = list.getByRole('checkbox', { name: 'Only places near the map centre' });
  if (!(await radius.isChecked())) await radius.check();
  await expect(list.getByRole('listitem').nth(3)).toBeVisible();
  await waitForMapIdle(page);
  const before = await list.getByRole('listitem').allTextContents();
  await list.getByRole('listitem').nth(3).getByRole('button').click();
  await expect(page.getByRole('button', { name: 'Close place details' })).toBeVisible();
  await waitForMapIdle(page);
  // The map panned to the place; the list neither re-sorted nor lost entries.
  await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual(before);
});

test('on a phone the map rail shows all seven items inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/kmap');
  const items = rail(page).locator('button, a');
  await expect(items).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    const box = await items.nth(i).boundingBox();
    expect(box, `rail item ${i}`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
});

for (const width of [375, 1280]) {
  test(`no map rail label is cut short at ${width} px, in English, the longest`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kmap');
    const labels = rail(page).locator('button span, a span');
    await expect(labels).toHaveCount(7);
    const cut = await labels.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
  });
}

test('the search box finds places by their Chinese address and Korean name, on the list and the map, and clearing brings the list back', async ({
  page,
}) => {
  await page.goto('/kmap');
  await waitForMapIdle(page);
  const list = listOf(page, 'All places');
  const allCount = await list.getByText(/^\d+ places$/).textContent();
  // The Chinese address matches one place only (names, addresses and descriptions in three languages are searched).
  await list.getByRole('searchbox', { name: 'Search places' }).fill('社稷路161');
  await expect(list.getByText('1 place', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Gyeongbokgung Palace');
  await waitForMapIdle(page);
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  // Its Korean name also finds the places whose descriptions mention it: the palace itself comes first.
  await list.getByRole('searchbox', { name: 'Search places' }).fill('경복궁');
  await expect(list.getByRole('listitem').first()).toContainText('Gyeongbokgung Palace');

  await list.getByRole('searchbox', { name: 'Search places' }).fill('no such place anywhere');
  await expect(list.getByText('No places match “no such place anywhere”.')).toBeVisible();

  await list.getByRole('button', { name: 'Clear the search' }).click();
  await expect(list.getByText(allCount ?? '')).toBeVisible();
});

test('the search box finds a place however a visitor spells it, and opens it (issue 30)', async ({
  page,
}) => {
  await page.goto('/kmap');
  await waitForMapIdle(page);
  const list = listOf(page, 'All places');
  const box = list.getByRole('searchbox', { name: 'Search places' });
  for (const [q, name] of [
    ['Kyongbokkung', 'Gyeongbokgung Palace'],
    ['景福宮', 'Gyeongbokgung Palace'],
    ['キョンボックン', 'Gyeongbokgung Palace'],
    ['Namsan Tower', 'N Seoul Tower'],
    ['Myungdong', 'Myeongdong Shopping Street'],
  ] as const) {
    await box.fill(q);
    const first = list.getByRole('listitem').first();
    await expect(first, q).toContainText(name);
    await first.getByRole('button').click();
    await expect(
      page.getByRole('region', { name }).getByRole('heading', { level: 2, name }),
      q,
    ).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

/**
 * Where the selected place's pin is: 'clear' when it lies whole inside the map and under none of the panels
 * drawn over it (`[data-map-cover]`), else what is wrong.
 */
async function selectedPinPlacement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pin = document.querySelector('.leaflet-marker-icon.is-selected')?.getBoundingClientRect();
    const map = document.querySelector('[data-testid="kmap"] .leaflet-container')?.getBoundingClientRect();
    if (!pin || !map) return 'no selected pin';
    const covers = Array.from(document.querySelectorAll('[data-map-cover]'), (cover) =>
      cover.getBoundingClientRect(),
    );
    if (covers.length === 0) return 'no panel';
    const isUnder = covers.some(
      (cover) =>
        pin.left < cover.right && pin.right > cover.left && pin.top < cover.bottom && pin.bottom > cover.top,
    );
    if (isUnder) return 'under a panel';
    const isInside =
      pin.left >= map.left && pin.right <= map.right && pin.top >= map.top && pin.bottom <= map.bottom;
    return isInside ? 'clear' : 'outside the map';
  });
}

/** The list's rendered rows by their position in the whole list (1-based). */
async function listedRows(list: Locator): Promise<Map<number, string>> {
  const rows = await list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item, index) =>
          [Number(item.getAttribute('aria-posinset') ?? index + 1), item.textContent ?? ''] as const,
      ),
    );
  return new Map(rows);
}

/** Whether Leaflet has finished gliding and zooming (a drag started during a zoom selects text instead). */
async function isMapAtRest(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('.leaflet-zoom-anim, .leaflet-pan-anim') === null);
}

test.describe('the selected pin is never hidden behind a panel (issue 15)', () => {
  failOnPageErrors();

  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    test(`a place picked from the list shows its pin beside the panels at ${width} px, the list as it was`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/kmap');
      await waitForMapIdle(page);
      const list = listOf(page, 'All places');
      await expect(list.getByRole('listitem').nth(4)).toBeVisible();
      const before = await listedRows(list);
      await list.getByRole('listitem').nth(4).getByRole('button').click();
      await expect(page.getByRole('button', { name: 'Close place details' })).toBeVisible();
      // The map centred the place before, under the detail panel (desktop) or the sheet (phone).
      await expect.poll(() => selectedPinPlacement(page)).toBe('clear');
      await expect(mapView(page)).toHaveAttribute('data-zoom', '15');
      await waitForMapIdle(page);
      // The same places in the same positions (a long list renders the rows in view: compare those shown both times).
      await expect
        .poll(async () => {
          const after = await listedRows(list);
          const shared = [...before.keys()].filter((position) => after.has(position));
          return (
            shared.length >= 5 && shared.every((position) => after.get(position) === before.get(position))
          );
        })
        .toBe(true);
    });
  }

  test('picked again after the map was dragged under the panel, the map pans only as far as needed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/kmap');
    await waitForMapIdle(page);
    const list = listOf(page, 'All places');
    const place = list.getByRole('listitem').nth(2).getByRole('button');
    const name = (await place.locator('span span').first().textContent())?.trim() ?? '';
    await place.click();
    await expect(page.getByRole('region', { name }).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect.poll(() => selectedPinPlacement(page)).toBe('clear');
    await expect.poll(() => isMapAtRest(page)).toBe(true);

    // The reader drags the map 450 px left: the pin goes under the detail panel (the list follows the new centre).
    const pin = page.locator('.leaflet-marker-icon.is-selected');
    const start = (await pin.boundingBox())!;
    await page.mouse.move(start.x + 60, start.y + 120);
    await page.mouse.down();
    await page.mouse.move(start.x - 390, start.y + 120, { steps: 12 });
    await page.waitForTimeout(150); // no inertia
    await page.mouse.up();
    await expect.poll(() => selectedPinPlacement(page)).toBe('under a panel');
    await waitForMapIdle(page);
    const zoom = await mapView(page).getAttribute('data-zoom');
    const before = await list.getByRole('listitem').allTextContents();

    await list
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .getByRole('button')
      .click();
    await expect.poll(() => selectedPinPlacement(page)).toBe('clear');
    // Just past the panel's edge (a margin and half the pin), not back in the middle of the free part.
    const detail = (await page.getByRole('region', { name }).boundingBox())!;
    const revealed = (await pin.boundingBox())!;
    expect(revealed.x).toBeGreaterThanOrEqual(detail.x + detail.width);
    expect(revealed.x).toBeLessThan(detail.x + detail.width + 40);
    await expect(mapView(page)).toHaveAttribute('data-zoom', zoom ?? '');
    await waitForMapIdle(page);
    await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual(before);
  });

  test('a pin chosen on the map moves out from under the detail panel; leaving at once throws nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/kmap');
    await waitForMapIdle(page);
    // A single pin in the band the detail panel (beside the list) is about to cover.
    const map = (await page.locator('[data-testid="kmap"] .leaflet-container').boundingBox())!;
    const bandLeft = map.x + 320;
    const bandRight = bandLeft + 384;
    const pins = await page.locator('.leaflet-marker-icon:not(.map-cluster)').evaluateAll((icons) =>
      icons.map((icon) => {
        const box = icon.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }),
    );
    const inBand = pins.find(
      (pin) =>
        pin.x > bandLeft + 30 &&
        pin.x < bandRight - 30 &&
        pin.y > map.y + 80 &&
        pin.y < map.y + map.height - 40,
    );
    expect(inBand, 'the demo data has a pin there at the opening view').toBeDefined();
    await page.mouse.click(inBand!.x, inBand!.y);
    await expect(page.getByRole('button', { name: 'Close place details' })).toBeVisible();
    await expect.poll(() => selectedPinPlacement(page)).toBe('clear');
    await expect(mapView(page)).toHaveAttribute('data-zoom', '12');

    // Another pick zooms in and glides; leaving the page in the middle of it must not throw (afterEach checks).
    const next = listOf(page, 'All places').getByRole('listitem').nth(5).getByRole('button');
    const nextName = (await next.locator('span span').first().textContent())?.trim() ?? '';
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: nextName })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'K-Course' }).click();
    await expect(page).toHaveURL(/\/kcourse$/);
    await page.waitForTimeout(600);
  });
});
