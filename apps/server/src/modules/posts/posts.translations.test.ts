import { describe, expect, it } from 'vitest';
import { setupPostTests } from './posts.test-fixtures.ts';

const { t, call, s, createPost, setPost } = setupPostTests();

/** A GET as an anonymous reader with these headers (the language cookie, or what the browser accepts). */
const read = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const JA = {
  title: '聖水洞のいま',
  content: '本文です。',
  aboutTitle: '聖水洞',
  aboutDescription: 'ソウルの東側。',
};
const HANT = {
  title: '聖水洞的現在',
  content: '正文。',
  aboutTitle: '聖水洞',
  aboutDescription: '首爾東邊。',
};

describe('the team’s trend articles in the reader’s language (DESIGN §8.5)', () => {
  it('shows each reader their language, the original elsewhere and to those who edit it; an edit drops them', async () => {
    const post = await createPost(s.admin, {
      postType: 'trend',
      title: 'Seongsu today',
      content: 'Body.',
      aboutTitle: 'Seongsu',
      aboutDescription: 'East Seoul.',
    });
    await setPost(post.id, { translations: { ja: JA, 'zh-Hant': HANT } });
    const url = `/api/posts/${post.id}`;

    const ja = (await read(url, { cookie: 'ktravel-lang=ja' })).json().data;
    expect(ja).toMatchObject({ ...JA, canEdit: false });
    expect((await read(url, { 'accept-language': 'zh-TW,zh;q=0.9' })).json().data).toMatchObject(HANT);
    // No translation in that language: the original (and a cached answer of one language is not another's).
    expect((await read(url, { cookie: 'ktravel-lang=ko' })).json().data.title).toBe('Seongsu today');
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data.title).toBe(JA.title);

    const list = async (headers: Record<string, string>) =>
      (await read('/api/posts?postType=trend', headers))
        .json()
        .data.items.find((item: { id: number }) => item.id === post.id).title;
    expect(await list({ cookie: 'ktravel-lang=en' })).toBe('Seongsu today');
    expect(await list({ cookie: 'ktravel-lang=ja' })).toBe(JA.title);
    expect(await list({ 'accept-language': 'zh-HK' })).toBe(HANT.title);
    expect((await read('/api/posts?postType=trend', { cookie: 'ktravel-lang=en' })).headers.vary).toContain(
      'Accept-Language',
    );

    // The admin edits the original: the editor sees it whatever the language.
    const asAdmin = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${s.admin}; ktravel-lang=ja` },
    });
    expect(asAdmin.json().data).toMatchObject({ title: 'Seongsu today', canEdit: true });

    // Saving the same texts keeps the translations; a changed text drops them (no translation of an older text).
    const same = {
      title: 'Seongsu today',
      content: 'Body.',
      aboutTitle: 'Seongsu',
      aboutDescription: 'East Seoul.',
    };
    expect((await call('PUT', url, s.admin, same)).statusCode).toBe(200);
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data.title).toBe(JA.title);
    expect((await call('PUT', url, s.admin, { ...same, content: 'New body.' })).statusCode).toBe(200);
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data).toMatchObject({
      title: 'Seongsu today',
      content: 'New body.',
    });
    expect(await list({ cookie: 'ktravel-lang=ja' })).toBe('Seongsu today');
  });
});
