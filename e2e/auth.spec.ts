import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, signInWithDevForm, test, uniqueUser } from './fixtures.ts';

test.describe('sign-in', () => {
  test('an anonymous visitor opening /login sees the welcome page and a way to sign in', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to K-Travel' })).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Development sign-in' })
        .or(page.getByRole('button', { name: 'Continue with Google' })),
    ).toBeVisible();
    for (const tool of ['K-Map', 'K-Course', 'K-Buzz']) {
      await expect(page.getByRole('heading', { level: 3, name: tool })).toBeVisible();
    }
    await expect(page.getByText(/Terms of Service/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('signing in from the header returns to the same page and query, and signing out ends it', async ({
    page,
  }) => {
    const user = uniqueUser('mina');
    const header = page.getByRole('banner');

    await page.goto('/kcourse?tab=all-courses');
    await header.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await signInWithDevForm(page, user);

    await expect(page).toHaveURL(/\/kcourse\?tab=all-courses$/);
    const account = header.getByRole('button', { name: user.name });
    await expect(account).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);

    // The callback page replaced itself in history: Back does not land on /auth/callback.
    expect(await page.evaluate(() => window.location.pathname)).toBe('/kcourse');

    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: user.name })).toHaveCount(0);

    // The server session is gone too, not only the header.
    await page.reload();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toEqual({ data: null });
  });

  test('switching account from the avatar menu signs in as someone else and returns to the same page', async ({
    page,
  }) => {
    const first = uniqueUser('first');
    const second = uniqueUser('second');
    const header = page.getByRole('banner');
    await signIn(page, first);
    await page.goto('/buzz');
    await header.getByRole('button', { name: first.name }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Switch account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Use a different account:')).toBeVisible();
    await signInWithDevForm(page, second);

    await expect(page).toHaveURL(/\/buzz$/);
    await expect(header.getByRole('button', { name: second.name })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).data.email).toBe(second.email);
  });

  test('a failed Google sign-in shows the failure message', async ({ page }) => {
    await page.goto('/login?error=oauth_failed');
    await expect(page.getByRole('alert')).toContainText('Sign-in failed');
    await expect(page.getByRole('alert')).toContainText("We couldn't complete sign-in with Google");
  });

  test('a signed-in visitor opening /login sees who they are and a way home', async ({ page }) => {
    const user = uniqueUser('jun');
    await signIn(page, user);
    await page.goto('/login');
    await expect(page.getByText(`Signed in as ${user.name} (${user.email}).`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin page opened by a visitor says sign-in is needed, under the page title', async ({ page }) => {
    await page.goto('/admin/statistics');
    await expect(page.getByText('No access: sign-in needed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fadmin%2Fstatistics',
    );
    await expect(page).toHaveTitle('Statistics · K-Travel');
  });
});

test.describe('language', () => {
  test('the switcher changes the interface and <html lang>, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'K-Travel에 오신 것을 환영합니다' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    await page.getByRole('combobox', { name: '언어' }).selectOption({ label: '简体中文' });
    await expect(page.getByRole('heading', { level: 1, name: '欢迎来到 K-Travel' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '欢迎来到 K-Travel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.evaluate(() => window.localStorage.getItem('ktravel-lang'))).toContain('"zh"');
  });

  test.describe('for a first-time visitor whose browser prefers none of our languages', () => {
    test.use({ language: null, locale: 'fr-FR' });

    test('the interface is in Korean by default', async ({ page }) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 1, name: 'K-Travel에 오신 것을 환영합니다' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    });

    test('?lng= picks the language', async ({ page }) => {
      await page.goto('/login?lng=zh');
      await expect(page.getByRole('heading', { level: 1, name: '欢迎来到 K-Travel' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    });
  });
});

test.describe('accessibility', () => {
  for (const path of ['/login', '/login?error=oauth_failed', '/no/such/page']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
