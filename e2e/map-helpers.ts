import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { BASE_URL, signIn, uniqueUser } from './fixtures.ts';

/** A 1×1 transparent PNG. */
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The test machine has no internet: answer every request leaving the app (map tiles) with an empty image at
 * once, so nothing waits on a network timeout. Given a browser context, its pages' and service workers' requests
 * alike (offline.spec.ts).
 */
export async function stubOutsideRequests(target: Page | BrowserContext): Promise<void> {
  await target.route(
    (url) => !url.href.startsWith(BASE_URL),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/png',
        // Tiles are read with CORS (the offline tile cache keeps only answers whose size it can know).
        headers: { 'access-control-allow-origin': '*' },
        body: EMPTY_PNG,
      }),
  );
}

/** Waits until the map says it is idle (spec §4: map-init → places → markers → idle). */
export async function waitForMapIdle(page: Page): Promise<void> {
  await expect(page.locator('[data-status="idle"]')).toBeAttached();
}

/** No serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * A member who is no admin opens the admin screen `path`: they see the permission message and no table, the page
 * calls no admin API (`adminApi` matches those URLs), and it has no serious accessibility violation.
 */
export async function expectAdminScreenRefused(page: Page, path: string, adminApi: RegExp): Promise<void> {
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (adminApi.test(request.url())) adminCalls.push(request.url());
  });
  await signIn(page, uniqueUser('member'));
  await page.goto(path);
  await expect(page.getByRole('alert')).toContainText('Admin permission required');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}
