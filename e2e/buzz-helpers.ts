import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BASE_URL, expect, test } from './fixtures.ts';

/** A PNG `width` × `height` of a colour gradient (a real image the server can re-encode). */
export function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface CreatedPost {
  id: number;
  title: string;
}

/** Creates a post as the user the page is signed in as (POST /api/posts). */
export async function createPost(
  page: Page,
  fields: { title?: string; content?: string; postType?: 'community' | 'trend'; aboutTitle?: string } = {},
): Promise<CreatedPost> {
  const title =
    fields.title ?? `E2E post ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const response = await page.request.post('/api/posts', {
    data: { content: 'Written by the browser tests.', ...fields, title },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: CreatedPost };
  return { id: body.data.id, title: body.data.title };
}

/** Adds a comment to a post as the signed-in user. */
export async function commentOn(page: Page, postId: number, content: string): Promise<number> {
  const response = await page.request.post(`/api/comments/post/${postId}`, {
    data: { content },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/**
 * Fails the test on an uncaught error or a console error in the page (and on any `alert`). A test that
 * provokes a failing request on purpose (a second report: 409) names the console messages it expects.
 */
export function failOnPageErrors(): { allow: (pattern: RegExp) => void } {
  const allowed: RegExp[] = [];
  const errors: string[] = [];
  test.beforeEach(({ page }) => {
    allowed.length = 0;
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Patterns may name the resource too: `text url` (a failed load's text does not say which).
      const said = `${message.text()} ${message.location().url}`;
      if (!allowed.some((pattern) => pattern.test(said))) errors.push(`console: ${message.text()}`);
    });
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
  return { allow: (pattern) => allowed.push(pattern) };
}
