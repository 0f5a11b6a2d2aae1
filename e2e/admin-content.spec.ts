import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN, apiAs, expect, signIn, test, uniqueUser } from './fixtures.ts';
import {
  expectAdminScreenRefused,
  expectNoSeriousA11yViolations,
  stubOutsideRequests,
} from './map-helpers.ts';

// Admin screens for content moderation, users and the dashboard (spec §2): /admin, /admin/connect, /admin/users.

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

function suffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** A second browser (another person), in English like the fixture's page. */
async function otherBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await stubOutsideRequests(page);
  return { context, page };
}

test.describe('content moderation', () => {
  test('an admin hides a reported post and a member no longer sees it', async ({
    page,
    playwright,
    browser,
  }) => {
    const author = await apiAs(playwright, uniqueUser('author'));
    const reporterUser = uniqueUser('reporter');
    const reporter = await apiAs(playwright, reporterUser);
    const title = `Cheap tickets ${suffix()}`;
    const created = await author.post('/api/posts', {
      data: { title, content: '<p>Buy <b>now</b> at my shop</p>' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;
    const reported = await reporter.post('/api/reports', {
      data: { targetType: 'post', targetId: postId, reason: 'Advertising a shop' },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    // The member sees it before.
    const { context: memberContext, page: memberPage } = await otherBrowser(browser);
    await signIn(memberPage, uniqueUser('member'));
    await memberPage.goto('/buzz');
    await expect(memberPage.getByRole('link', { name: title })).toBeVisible();

    // The dashboard counts the open report and leads to the reported posts.
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const connectCard = page.getByRole('link', { name: /Content management/ });
    await expect(connectCard).toContainText(/[1-9]\d* open reports?/);
    await connectCard.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content management' })).toBeVisible();
    await page.getByLabel('Content type').selectOption('post');
    await page.getByRole('button', { name: /^Reported/ }).click();
    await expect(page).toHaveURL(/\/admin\/connect\?type=post&status=reported$/);

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Buy now at my shop');
    await expect(row).not.toContainText('<b>');
    await row.getByRole('button', { name: `Reports on ${title}: 1, 1 open` }).click();
    const reports = page.getByRole('region', { name: `Reports on “${title}”` });
    await expect(reports).toContainText('Advertising a shop');
    await expect(reports).toContainText(reporterUser.email);
    await expectNoSeriousA11yViolations(page);

    await row.getByLabel(`Status of ${title}`).selectOption('hidden');
    await expect(toast(page, `“${title}” is now Hidden.`)).toBeVisible();
    // Hidden leaves the reported filter; its decision shows in the recent changes.
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent changes: posts' })).toContainText(
      `Content status changed · ${title}`,
    );

    // Gone for the member at once: the list and the post itself.
    await memberPage.goto('/buzz');
    await expect(memberPage.getByRole('list', { name: /Community posts/ }).first()).toBeVisible();
    await expect(memberPage.getByRole('link', { name: title })).toHaveCount(0);
    await memberPage.goto(`/buzz/post/${postId}`);
    await expect(memberPage.getByRole('heading', { name: 'Post not found' })).toBeVisible();

    // Hidden items are listed under their status, where a delete asks first, naming the post.
    await page.goto('/admin/connect?type=post&status=hidden');
    const hiddenRow = page.getByRole('row').filter({ hasText: title });
    await expect(hiddenRow).toContainText('Hidden');
    await hiddenRow.getByRole('button', { name: `Delete the post ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(confirm).toContainText(`“${title}”`);
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(hiddenRow).toBeVisible();

    await memberContext.close();
    await author.dispose();
    await reporter.dispose();
  });
});

test.describe('users', () => {
  test('an admin promotes a member, who then sees the admin link', async ({ page, browser }) => {
    const member = uniqueUser('promoted');
    const { context: memberContext, page: memberPage } = await otherBrowser(browser);
    await signIn(memberPage, member);
    await memberPage.goto('/');
    const header = memberPage.getByRole('banner');
    // Signed in (the account button), and no admin link for a member.
    await expect(header.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Add admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an admin' });
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    await expect(dialog).toContainText('Please enter an email.');
    await dialog.getByLabel('Email').fill(member.email);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    await expect(toast(page, `${member.email} is now an admin.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('Admin');
    await expect(row).toContainText('Local account');
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(member.email);

    // The member's next page load asks the server again and shows the admin link.
    await memberPage.reload();
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await header.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

    // Back to member; deleting asks first, naming the user.
    await row.getByRole('button', { name: `Edit the role of ${member.name}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Edit the role of ${member.name}` });
    await roleDialog.getByRole('radio', { name: 'User' }).check();
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('User');
    await row.getByRole('button', { name: `Delete the user ${member.name}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Delete the user ${member.name} (${member.email})?` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await memberContext.close();
  });

  test('the dashboard, its inquiries and the users screen pass axe', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Map management/ })).toContainText(/\d+ places? on K-Map/);
    await expect(page.getByRole('heading', { name: 'Contact inquiries' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('who may open these screens', () => {
  for (const path of ['/admin', '/admin/connect', '/admin/users']) {
    test(`a member on ${path} sees the permission message and no admin data`, async ({ page }) => {
      await expectAdminScreenRefused(page, path, /\/api\/admin\//);
    });
  }
});
