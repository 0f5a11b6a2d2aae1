import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupPostTests } from './posts.test-fixtures.ts';

const INDEX_HTML =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta name="description" content="K-Travel app" />\n    <title>K-Travel</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const PUBLIC_URL = 'https://ktravel.example';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-posts-web-'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const { call, s, createPost, setPost } = setupPostTests({ WEB_DIST_DIR: dist, PUBLIC_URL });

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews of posts and trend articles', () => {
  it('answers a public post’s link with its title, text, absolute URL and the site card', async () => {
    const post = await createPost(s.owner, {
      title: 'Tea <& "cake">',
      content: `Where to find ${'very '.repeat(60)}good tea\nin Seoul?`,
    });
    const res = await call('GET', `/buzz/post/${post.id}`, undefined, undefined);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Tea &lt;&amp; &quot;cake&quot;&gt;');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/buzz/post/${post.id}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.jpg`);
    const description = meta(html, 'og:description')!;
    expect(description.startsWith('K-Buzz: Where to find very')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThan(180);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers a trend article’s link with its image, made absolute', async () => {
    const trend = await createPost(s.admin, { title: 'Seongsu', postType: 'trend', content: 'Pop-ups' });
    await setPost(trend.id, { imageUrl: '/api/uploads/files/posts/1/image.webp' });
    const html = (await call('GET', `/buzz/trend/${trend.id}`)).body;
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/buzz/trend/${trend.id}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/api/uploads/files/posts/1/image.webp`);
    expect(meta(html, 'og:description')).toBe('K-Trend: Pop-ups');
  });

  it('answers drafts, hidden and missing posts with the not-found page and 404, never their text (issue 33)', async () => {
    const draft = await createPost(s.owner, { title: 'Secret draft', status: 'draft' });
    const hidden = await createPost(s.owner, { title: 'Secret hidden' });
    await setPost(hidden.id, { moderationStatus: 'hidden' });
    const deleted = await createPost(s.owner, { title: 'Gone soon' });
    expect((await call('DELETE', `/api/posts/${deleted.id}`, s.owner)).statusCode).toBeLessThan(300);
    const urls = [
      `/buzz/post/${draft.id}`,
      `/buzz/post/${hidden.id}`,
      `/buzz/post/${deleted.id}`,
      '/buzz/post/999999',
    ];
    for (const url of [...urls, '/buzz/trend/999999', '/buzz/post/abc']) {
      for (const cookie of [undefined, s.other]) {
        const res = await call('GET', url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('Secret');
        expect(res.body).not.toContain('og:title');
      }
    }
    // Their author (and an admin) still open them: the app shows what the API gives them.
    for (const cookie of [s.owner, s.admin]) {
      expect((await call('GET', `/buzz/post/${draft.id}`, cookie)).statusCode).toBe(200);
      expect((await call('GET', `/buzz/post/${hidden.id}`, cookie)).statusCode).toBe(200);
    }
  });
});
