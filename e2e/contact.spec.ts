import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';

async function openContactFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the contact dialog from the home page's header, fills it in and presses Send; returns the dialog. */
async function sendInquiry(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  await page.goto('/');
  const dialog = await openContactFromHeader(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await dialog.getByRole('combobox', { name: 'Subject' }).selectOption({ label: values.subject });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(values.message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

test.describe('contact dialog', () => {
  test('opens from the header with the name field focused; Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openContactFromHeader(page);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
    const subjects = await dialog
      .getByRole('combobox', { name: 'Subject' })
      .locator('option:not([disabled])')
      .allTextContents();
    expect(subjects).toEqual([
      'General inquiry',
      'Technical support',
      'Feature request',
      'Bug report',
      'Other',
    ]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Contact' })).toBeFocused();
  });

  test('rejects a bad email without sending anything', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted += 1;
    });
    const dialog = await sendInquiry(page, {
      name: 'Mina',
      email: 'mina@',
      subject: 'Bug report',
      message: 'The map is blank.',
    });

    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(dialog.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(0);
  });

  test('sends a good inquiry: success message, the dialog closes and starts empty next time', async ({
    page,
  }) => {
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    const dialog = await sendInquiry(page, {
      name: 'Mina Park',
      email: 'mina.park@example.com',
      subject: 'General inquiry',
      message: 'Do you have maps for Busan too?',
    });
    expect((await response).status()).toBe(201);

    await expect(page.getByText('Your inquiry was sent successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const again = await openContactFromHeader(page);
    await expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('keeps what was typed when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }),
      }),
    );
    const dialog = await sendInquiry(page, {
      name: 'Jun',
      email: 'jun@example.com',
      subject: 'Other',
      message: 'Please delete my account.',
    });

    await expect(page.getByText('Failed to send the inquiry. Please try again.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Please delete my account.');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test("opens from the footer with a member's name and email filled in", async ({ page }) => {
    const user = uniqueUser('sora');
    await signIn(page, user);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(user.name);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('opens from the menu, and closing it returns focus to the menu button', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact us' });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(menuButton).toBeFocused();
    });
  });
});
