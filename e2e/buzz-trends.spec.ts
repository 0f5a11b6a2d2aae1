import { createPost, failOnPageErrors, gradientPng, toast } from './buzz-helpers.ts';
import { expect, signIn, test } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

// K-Buzz trend articles as an admin manages them: the edit dialog and the order (spec §2 /buzz/trend/{id}).

failOnPageErrors();
/** The development admin (ADMIN_EMAILS defaults to it outside production). */
const ADMIN = { email: 'admin@example.com', name: 'Site Admin' };

test.beforeEach(async ({ page }) => {
  await stubOutsideRequests(page);
});

test.describe('trends (admin)', () => {
  test('an admin edits a trend: title, image and about box', async ({ page }) => {
    await signIn(page, ADMIN);
    const trend = await createPost(page, { postType: 'trend', aboutTitle: 'About it' });
    await page.goto(`/buzz/trend/${trend.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit trend article' });
    const titleBox = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await titleBox.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a title.')).toBeVisible();

    await titleBox.fill('Night markets are back');
    await dialog.getByRole('textbox', { name: 'About box title' }).fill('About night markets');
    await dialog.getByRole('textbox', { name: 'About box description' }).fill('Open from May to October.');
    const uploadUrl = page.waitForResponse((response) => response.url().endsWith('/api/s3/put-url'));
    await dialog
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'market.png', mimeType: 'image/png', buffer: gradientPng(640, 360) });
    const sent = (await uploadUrl).request().postDataJSON() as { key: string };
    expect(sent.key).toMatch(new RegExp(`^trends/${trend.id}/\\d+_market\\.png$`));
    await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Night markets are back' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About night markets' })).toContainText(
      'Open from May',
    );
    await expect(
      page.getByRole('button', { name: 'Open the photo at full size' }).locator('img'),
    ).toHaveAttribute('src', /\.webp/);
  });

  test('an admin reorders the trends by keyboard and by dragging, saved for everyone', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/buzz');
    await expect(page.getByTestId('trend-card').nth(2)).toBeVisible();
    const titles = await page.getByTestId('trend-card').getByRole('heading').allTextContents();
    await page.getByRole('button', { name: 'Reorder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order of trend articles' });
    const list = dialog.getByRole('list', { name: 'Trend articles in display order' });
    const last = titles.at(-1) ?? '';

    // Keyboard: pick up the last article's handle, move it to the top, drop it (dnd-kit announces each step).
    const total = titles.length;
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await list.getByRole('button', { name: `Reorder ${last}` }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText(`Picked up ${last}. It is at position ${total} of ${total}.`);
    for (let position = total - 1; position >= 1; position -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(announcement).toHaveText(`${last} is over position ${position} of ${total}.`);
    }
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText(`${last} was dropped at position 1 of ${total}.`);
    await expect(list.getByRole('listitem').first()).toContainText(last);

    // Mouse: drag the (new) second article below the third.
    const handle = list.getByRole('button', { name: `Reorder ${titles[0]}` });
    const target = list.getByRole('listitem').nth(2);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 12 });
    await page.mouse.up();
    await expect(list.getByRole('listitem').nth(2)).toContainText(titles[0] ?? '');

    const expected = [last, titles[1], titles[0], ...titles.slice(2, -1)];
    await dialog.getByRole('button', { name: 'Save order' }).click();
    await expect(toast(page, 'The new order is saved.')).toBeVisible();
    await expect(page.getByTestId('trend-card').getByRole('heading')).toHaveText(expected as string[]);
    await page.reload();
    await expect(page.getByTestId('trend-card').getByRole('heading')).toHaveText(expected as string[]);
  });
});
