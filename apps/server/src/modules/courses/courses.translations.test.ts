import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.ts';
import { body, call, createCourse, owner, setupCourseTests, t } from './courses.test-fixtures.ts';

setupCourseTests();

/** A GET as an anonymous reader with these headers (the language cookie, or what the browser accepts). */
const read = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('the team’s own courses in the reader’s language (DESIGN §8.5)', () => {
  it('shows each reader their language in the detail and the list, the original to its editors, and drops them on a new title', async () => {
    const course = await createCourse(owner, { title: 'K-Travel Pick: Myeongdong to Namsan at Dusk' });
    await t.database.db
      .update(courses)
      .set({
        translations: {
          ja: { title: 'K-Travel Pick：夕暮れの明洞から南山へ' },
          ko: { title: '해 질 녘 명동에서 남산까지' },
        },
      })
      .where(eq(courses.id, course.id));
    const url = `/api/courses/${course.id}`;
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data.title).toBe(
      'K-Travel Pick：夕暮れの明洞から南山へ',
    );
    expect((await read(url, { 'accept-language': 'ko-KR' })).json().data.title).toBe(
      '해 질 녘 명동에서 남산까지',
    );
    expect((await read(url, { cookie: 'ktravel-lang=zh' })).json().data.title).toBe(
      'K-Travel Pick: Myeongdong to Namsan at Dusk',
    );
    const listed = async (headers: Record<string, string>) =>
      (await read('/api/courses/public?limit=20', headers))
        .json()
        .data.items.find((item: { id: number }) => item.id === course.id)?.title;
    expect(await listed({ cookie: 'ktravel-lang=en' })).toBe('K-Travel Pick: Myeongdong to Namsan at Dusk');
    expect(await listed({ cookie: 'ktravel-lang=ja' })).toBe('K-Travel Pick：夕暮れの明洞から南山へ');
    // Its owner reads (and so saves) the original, whatever the language.
    const mine = await t.app.inject({ url, headers: { cookie: `${owner}; ktravel-lang=ja` } });
    expect(mine.json().data).toMatchObject({
      title: 'K-Travel Pick: Myeongdong to Namsan at Dusk',
      viewerRole: 'owner',
    });
    // A save with the same title keeps them; a new title drops them.
    expect(
      (await call('PUT', url, owner, body({ title: 'K-Travel Pick: Myeongdong to Namsan at Dusk' })))
        .statusCode,
    ).toBe(200);
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data.title).toBe(
      'K-Travel Pick：夕暮れの明洞から南山へ',
    );
    expect((await call('PUT', url, owner, body({ title: 'Myeongdong at night' }))).statusCode).toBe(200);
    expect((await read(url, { cookie: 'ktravel-lang=ja' })).json().data.title).toBe('Myeongdong at night');
  });
});
