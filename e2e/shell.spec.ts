import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';

const TITLES = {
  en: 'Discover Korea, your way',
  ko: '나만의 방식으로 만나는 한국',
  zh: '用你的方式，探索韩国',
  ja: 'あなたらしく、韓国を旅しよう',
  'zh-Hant': '用自己的方式，探索韓國',
};

function homeTitle(page: Page, language: keyof typeof TITLES) {
  return page.getByRole('heading', { level: 1, name: TITLES[language] });
}

test.describe('home for a first-time visitor whose browser prefers none of our languages', () => {
  test.use({ language: null, locale: 'fr-FR' });

  test('is in Korean, with the three feature cards, the stats and a call to action', async ({ page }) => {
    await page.goto('/');
    await expect(homeTitle(page, 'ko')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('K-Travel');

    const tools = page.getByRole('region', { name: '한국 여행에 필요한 모든 것' });
    for (const [name, href] of [
      ['K-Map', '/kmap'],
      ['K-Course', '/kcourse'],
      ['K-Buzz', '/buzz'],
    ] as const) {
      await expect(tools.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(tools.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const stats = page.getByRole('region', { name: '한눈에 보는 K-Travel' });
    for (const [value, label] of [
      ['3', '핵심 기능'],
      ['2025', '서비스 출시'],
      ['24/7', '언제든 이용 가능'],
      ['무료', '모든 여행자에게'],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }

    const cta = page.getByRole('region', { name: '한국 여행, 지금 시작해 볼까요?' });
    await expect(cta.getByRole('link', { name: '둘러보기 시작' })).toHaveAttribute('href', '/kmap');
    await expect(cta.getByRole('link', { name: '코스 만들기' })).toHaveAttribute('href', '/planner');

    // Korean is what such a visitor reads least: English is offered, in English (issue 44).
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toContainText('This page is also available in English.');
    await offer.getByRole('button', { name: 'Switch to English' }).click();
    await expect(homeTitle(page, 'en')).toBeVisible();
  });

  test('?lng=zh shows Chinese, and nothing offers another language', async ({ page }) => {
    await page.goto('/?lng=zh');
    await expect(homeTitle(page, 'zh')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByText('核心功能')).toBeVisible();
    await expect(page.getByRole('region', { name: '语言' })).toHaveCount(0);
  });

  test('switching to English and Chinese changes the text, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(homeTitle(page, 'ko')).toBeVisible();

    await page.getByRole('combobox', { name: '언어' }).selectOption({ label: 'English' });
    await expect(homeTitle(page, 'en')).toBeVisible();
    await expect(page.getByText('Core features')).toBeVisible();
    await page.reload();
    await expect(homeTitle(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
    await expect(homeTitle(page, 'zh')).toBeVisible();
    await page.reload();
    await expect(homeTitle(page, 'zh')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  });
});

for (const { locale, language, lang } of [
  { locale: 'en-US', language: 'en', lang: 'en' },
  { locale: 'ja-JP', language: 'ja', lang: 'ja' },
  { locale: 'zh-TW', language: 'zh-Hant', lang: 'zh-Hant' },
  { locale: 'zh-HK', language: 'zh-Hant', lang: 'zh-Hant' },
] as const) {
  test.describe(`a first visit from a browser set to ${locale}`, () => {
    test.use({ language: null, locale });

    test(`opens in ${language}, with no offer of another language`, async ({ page }) => {
      await page.goto('/');
      await expect(homeTitle(page, language)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.reload();
      await expect(homeTitle(page, language)).toBeVisible();
      await expect(page.getByRole('button', { name: /Switch to|に切り替える|切換至/ })).toHaveCount(0);
    });
  });
}

test.describe('a link naming Korean, opened by a browser set to Japanese', () => {
  test.use({ language: null, locale: 'ja-JP' });

  test('offers Japanese once, in Japanese; switching is remembered', async ({ page }) => {
    await page.goto('/?lng=ko');
    await expect(homeTitle(page, 'ko')).toBeVisible();
    const offer = page.getByRole('region', { name: '言語' });
    await expect(offer).toContainText('このページは日本語でもご覧いただけます。');
    await offer.getByRole('button', { name: '日本語に切り替える' }).click();
    await expect(homeTitle(page, 'ja')).toBeVisible();
    await expect(offer).toHaveCount(0);
    await page.goto('/');
    await expect(homeTitle(page, 'ja')).toBeVisible();
    await expect(page.getByRole('region', { name: '言語' })).toHaveCount(0);
  });

  test('declining keeps Korean, and the offer does not come back', async ({ page }) => {
    await page.goto('/?lng=ko');
    const offer = page.getByRole('region', { name: '言語' });
    await offer.getByRole('button', { name: 'このままの言語で表示する' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(homeTitle(page, 'ko')).toBeVisible();
    await expect(page.getByRole('region', { name: '言語' })).toHaveCount(0);
  });
});

test.describe('home', () => {
  test('checks the session on load and says so until it knows', async ({ page }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: TITLES.en });
    await expect(hero.getByRole('status')).toHaveText('Checking your session…');
    answer();
    await expect(hero.getByText('Log in to save places and share your own courses.')).toBeVisible();
    await expect(hero.getByRole('status')).toHaveCount(0);
  });

  test('greets a signed-in member', async ({ page }) => {
    const user = uniqueUser('hana');
    await signIn(page, user);
    await page.goto('/');
    await expect(page.getByText(`Welcome back, ${user.name}!`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Page' })).toHaveAttribute('href', '/mypage');
  });

  test('the cards and the call to action lead to the tools', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Everything you need to explore Korea' })
      .getByRole('link', { name: 'K-Course' })
      .click();
    await expect(page).toHaveURL(/\/kcourse$/);
    await page.goBack();
    await page
      .getByRole('region', { name: 'Ready to explore Korea?' })
      .getByRole('link', { name: 'Plan a course' })
      .click();
    await expect(page).toHaveURL(/\/planner$/);
  });

  test('the footer leads to About and Privacy and to the three social accounts', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Instagram', 'YouTube', 'X']) {
      const link = footer.getByRole('link', { name: `K-Travel on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About K-Travel' })).toBeVisible();
    await expect(page).toHaveTitle('About K-Travel · K-Travel');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const heading of ['What we store', 'Cookies and browser storage', 'Deleting your account']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('ktravel_session', { exact: true })).toBeVisible();
    await expect(page.getByText('We never sell your personal data')).toBeVisible();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button opens the navigation; focus stays inside; Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'K-Map' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Open menu' });

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The rest of the page, the menu button included, is hidden from assistive technology while it is open.
    await expect(menuButton).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of ['K-Map', 'K-Course', 'K-Buzz']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();

    const focusIsInMenu = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusIsInMenu()).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInMenu(), `after ${step + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in the menu navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'K-Buzz' }).click();
    await expect(page).toHaveURL(/\/buzz$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the language can be changed from the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Language' })
      .selectOption({ label: '한국어' });
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu.getByRole('combobox', { name: '언어' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(homeTitle(page, 'ko')).toBeVisible();
  });
});

test.describe('account menu', () => {
  test('shows the email after sign-in, leads to My Page, and sign-out returns to anonymous', async ({
    page,
  }) => {
    const user = uniqueUser('yuna');
    await signIn(page, user);
    await page.goto('/');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: user.name });
    await account.click();

    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Page' })).toHaveAttribute('href', '/mypage');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(account).toBeFocused();

    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Log in to save places and share your own courses.')).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toEqual({ data: null });
  });
});

test.describe('error display demo', () => {
  test('/demo/error shows all six types in three sizes, and Retry does something', async ({ page }) => {
    await page.goto('/demo/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Error display' })).toBeVisible();
    const titles = [
      'Connection problem',
      'Not found',
      'Access denied',
      'Server error',
      'Please check your input',
      'Something went wrong',
    ];
    for (const size of ['Large', 'Medium', 'Small']) {
      const section = page.getByRole('region', { name: size });
      await expect(section.getByRole('alert')).toHaveCount(6);
      for (const title of titles) await expect(section.getByText(title, { exact: true })).toBeVisible();
      await expect(section.getByRole('button', { name: 'Try again' })).toHaveCount(6);
    }

    const small = page.getByRole('region', { name: 'Small' });
    await small.getByRole('button', { name: 'Try again' }).first().click();
    await expect(small.getByText('Retrying…')).toBeVisible();
    await expect(small.getByText('Retry attempts: 1')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  async function expectNoSeriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
  }

  for (const path of ['/', '/about', '/privacy', '/demo/error']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('/ in Korean, with the contact dialog open, has no serious or critical axe violations', async ({
    page,
  }) => {
    await page.goto('/?lng=ko');
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ko'));
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: '문의하기' }).click();
    await expect(page.getByRole('dialog', { name: '문의하기' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('/ with the menu open has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});
