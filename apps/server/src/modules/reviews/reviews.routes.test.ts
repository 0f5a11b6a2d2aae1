import { communityUploadKey, seoulNow } from '@ktravel/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminActions, placeReviews, places } from '../../db/schema.ts';
import { signIn } from '../../test/helpers.ts';
import { setupPostTests, userId } from '../posts/posts.test-fixtures.ts';
import { hasGpsBlock, phonePhoto, uploadImage } from '../uploads/uploads.test-support.ts';

const { t, call, s } = setupPostTests();

let serial = 0;
async function place(values: Partial<typeof places.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [row] = await t.database.db
    .insert(places)
    .values({ name: `Review place ${serial}`, lat: 37.57, lng: 126.98, type: 'food', ...values })
    .returning({ id: places.id });
  return row!.id;
}
const placeDto = async (id: number) => (await call('GET', `/api/places/${id}`)).json().data;
const review = (cookie: string, placeId: number, body: Record<string, unknown>) =>
  call('POST', `/api/places/${placeId}/reviews`, cookie, body);
const reviews = async (placeId: number, query = '', cookie?: string) =>
  (await call('GET', `/api/places/${placeId}/reviews${query}`, cookie)).json().data;
const moderate = (type: string, id: number, status: string) =>
  call('PATCH', `/api/admin/content/${type}/${id}`, s.admin, { status });

describe('place reviews', () => {
  it('one review per member and place: 201, then 409, and the average and count on place answers', async () => {
    const id = await place();
    expect(await placeDto(id)).toMatchObject({ reviewAverage: null, reviewCount: 0 });
    const first = await review(s.owner, id, { rating: 5, text: '  Great noodles. ', visitedOn: '2026-10' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      placeId: id,
      rating: 5,
      text: 'Great noodles.',
      language: 'en',
      visitedOn: '2026-10',
      photos: [],
      helpfulCount: 0,
      isHelpful: false,
      author: { name: 'Owner' },
    });
    const again = await review(s.owner, id, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REVIEWED');
    expect((await review(s.other, id, { rating: 4, text: '맛있어요. 줄이 길어요.' })).statusCode).toBe(201);
    const dto = await placeDto(id);
    expect(dto).toMatchObject({ reviewAverage: 4.5, reviewCount: 2 });
    const page = await reviews(id);
    expect(page.total).toBe(2);
    expect(page.items.map((r: { language: string }) => r.language)).toEqual(['ko', 'en']);
    expect(page.mine).toBeNull();
    expect((await reviews(id, '', s.owner)).mine.text).toBe('Great noodles.');
    // The markers carry the average too (the K-Map list).
    const markers = (await call('GET', '/api/places/markers?pageSize=100&language=en')).json().data;
    expect(markers.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      reviewAverage: 4.5,
      reviewCount: 2,
    });
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const id = await place();
    const future = `${Number(seoulNow().date.slice(0, 4)) + 1}-01`;
    for (const body of [
      { rating: 0, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 4.5, text: 'x' },
      { rating: '5', text: 'x' },
      { rating: 5, text: '   ' },
      { rating: 5, text: 'x'.repeat(2001) },
      { rating: 5, text: 'x', visitedOn: '2026-13' },
      { rating: 5, text: 'x', visitedOn: '2026-02-30' },
      { rating: 5, text: 'x', visitedOn: future },
      { rating: 5, text: 'x', photoUrls: ['a', 'b', 'c', 'd', 'e'] },
    ]) {
      const res = await review(s.owner, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const refused = await review(s.owner, id, {
      rating: 5,
      text: 'x',
      photoUrls: ['https://example.com/a.jpg'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('UPLOAD_REFUSED');
    expect(await t.database.db.select().from(placeReviews).where(eq(placeReviews.placeId, id))).toEqual([]);
    expect((await review(s.owner, 2_000_000_000, { rating: 5, text: 'x' })).statusCode).toBe(404);
    const inactive = await place({ status: 'inactive' });
    expect((await review(s.owner, inactive, { rating: 5, text: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/api/places/${inactive}/reviews`)).statusCode).toBe(404);
  });

  it('the author edits and deletes; others get 403; admins delete (audited)', async () => {
    const id = await place();
    const mine = (await review(s.owner, id, { rating: 2, text: 'Cold soup' })).json().data;
    expect((await call('PUT', `/api/reviews/${mine.id}`, s.other, { rating: 5, text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/reviews/${mine.id}`, s.admin, { rating: 5, text: 'x' })).statusCode).toBe(
      403,
    );
    const edited = await call('PUT', `/api/reviews/${mine.id}`, s.owner, {
      rating: 4,
      text: 'Better the next day',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 4, text: 'Better the next day' });
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 4, reviewCount: 1 });
    expect((await call('DELETE', `/api/reviews/${mine.id}`, s.other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/reviews/${mine.id}`, s.owner)).statusCode).toBe(200);
    expect(await placeDto(id)).toMatchObject({ reviewAverage: null, reviewCount: 0 });
    // The author may review the place again once theirs is gone.
    const theirs = (await review(s.other, id, { rating: 1, text: 'Spam spam' })).json().data;
    expect((await call('DELETE', `/api/reviews/${theirs.id}`, s.admin)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'review'), eq(adminActions.targetId, theirs.id)));
    expect(audit.map((a) => a.action)).toEqual(['content.delete']);
    expect((await call('DELETE', `/api/reviews/${theirs.id}`, s.admin)).statusCode).toBe(404);
  });

  it('"helpful" toggles, never for one\'s own review, and orders the list', async () => {
    const id = await place();
    const a = (await review(s.owner, id, { rating: 5, text: 'First' })).json().data;
    const b = (await review(s.other, id, { rating: 3, text: 'Second' })).json().data;
    expect((await call('POST', `/api/reviews/${a.id}/helpful`, s.owner)).statusCode).toBe(403);
    const on = await call('POST', `/api/reviews/${a.id}/helpful`, s.other);
    expect(on.json().data).toEqual({ helpfulCount: 1, isHelpful: true });
    expect((await call('POST', `/api/reviews/${a.id}/helpful`, s.admin)).json().data.helpfulCount).toBe(2);
    const off = await call('POST', `/api/reviews/${a.id}/helpful`, s.other);
    expect(off.json().data).toEqual({ helpfulCount: 1, isHelpful: false });
    expect((await reviews(id, '?sort=newest')).items.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const helpful = await reviews(id, '?sort=helpful', s.admin);
    expect(helpful.items.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(helpful.items[0].isHelpful).toBe(true);
    expect((await call('GET', `/api/places/${id}/reviews?sort=best`)).statusCode).toBe(400);
  });

  it('a report marks it for admins; hiding it leaves the average at once; the author still sees it in My Page', async () => {
    const id = await place();
    await review(s.admin, id, { rating: 5, text: 'Fine' });
    const bad = (await review(s.other, id, { rating: 1, text: 'Buy followers at …' })).json().data;
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 3, reviewCount: 2 });
    const report = await call('POST', '/api/reports', s.owner, { targetType: 'review', targetId: bad.id });
    expect(report.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/reports', s.other, { targetType: 'review', targetId: bad.id })).statusCode,
    ).toBe(403);
    const listed = (await call('GET', '/api/admin/content?type=review&status=reported', s.admin)).json().data;
    expect(listed.items.find((i: { id: number }) => i.id === bad.id)).toMatchObject({
      type: 'review',
      category: 'place',
      parentId: id,
      openReportCount: 1,
    });
    expect((await moderate('review', bad.id, 'hidden')).statusCode).toBe(200);
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 5, reviewCount: 1 });
    expect((await reviews(id)).items.map((r: { id: number }) => r.id)).not.toContain(bad.id);
    expect((await call('POST', `/api/reviews/${bad.id}/helpful`, s.owner)).statusCode).toBe(404);
    const my = (await call('GET', '/api/mypage/reviews', s.other)).json().data;
    expect(my.items.find((r: { id: number }) => r.id === bad.id)).toMatchObject({ hidden: true });
    expect((await moderate('review', bad.id, 'active')).statusCode).toBe(200);
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 3, reviewCount: 2 });
    const reportsPage = (await call('GET', '/api/admin/reports?status=all&targetType=review', s.admin)).json()
      .data;
    expect(reportsPage.items[0]).toMatchObject({ targetType: 'review', targetId: bad.id });
  });

  it('keeps the exact average when 100 members review one place at once', async () => {
    const id = await place();
    const cookies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(t.app, `crowd-${i}@example.com`, `Crowd ${i}`)),
    );
    const ratings = cookies.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      cookies.map((c, i) => review(c, id, { rating: ratings[i], text: `Visit ${i}` })),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const [row] = await t.database.db
      .select({ n: places.reviewCount, sum: places.reviewSum })
      .from(places)
      .where(eq(places.id, id));
    expect(row).toEqual({ n: 100, sum: ratings.reduce((a, b) => a + b, 0) });
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 3, reviewCount: 100 });
  });

  it('stores photos re-encoded without location, keeps them on edit and removes them', async () => {
    const id = await place();
    const ownerId = await userId(t, 'owner@example.com');
    const upload = async () =>
      uploadImage(
        t.app,
        s.owner,
        communityUploadKey(ownerId, 'dish.jpg', ++serial),
        await phonePhoto(),
        'image/jpeg',
      );
    const created = (
      await review(s.owner, id, { rating: 5, text: 'Look', photoUrls: [await upload()] })
    ).json().data;
    expect(created.photos).toHaveLength(1);
    const photo = created.photos[0];
    expect(photo.url).toMatch(/\/reviews\/\d+\/.+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: photo.url });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(hasGpsBlock(meta.exif)).toBe(false);
    // A place without a photo of its own shows its newest review photo instead of its drawing (migration 0034).
    expect((await placeDto(id)).reviewPhoto).toEqual(photo);
    expect((await placeDto(id)).photoUrl).toBeNull();
    const second = await upload();
    const both = await call('PUT', `/api/reviews/${created.id}`, s.owner, {
      rating: 5,
      text: 'Two now',
      photoUrls: [photo.url, second],
    });
    expect(both.json().data.photos).toHaveLength(2);
    expect(both.json().data.photos[0]).toEqual(photo);
    const none = await call('PUT', `/api/reviews/${created.id}`, s.owner, {
      rating: 5,
      text: 'None',
      photoUrls: [],
    });
    expect(none.json().data.photos).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await placeDto(id)).reviewPhoto).toBeNull();
  });
});

describe('reviews and the account', () => {
  it("the export holds a member's reviews, votes and proposals; deleting the account removes them and moves the averages", async () => {
    const id = await place();
    const cookie = await signIn(t.app, 'leaving@example.com', 'Leaving');
    const theirs = (await review(cookie, id, { rating: 1, text: 'Not for me' })).json().data;
    const kept = (await review(s.owner, id, { rating: 5, text: 'Loved it' })).json().data;
    await call('POST', `/api/reviews/${kept.id}/helpful`, cookie);
    await call('POST', `/api/places/${id}/facts`, cookie, { englishMenu: true });
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 3, reviewCount: 2 });
    const exported = (await call('GET', '/api/mypage/export', cookie)).json();
    expect(exported.reviews).toEqual([
      expect.objectContaining({ id: theirs.id, placeId: id, rating: 1, text: 'Not for me', photoUrls: [] }),
    ]);
    expect(exported.helpfulVotes).toEqual([expect.objectContaining({ reviewId: kept.id })]);
    expect(exported.factProposals).toEqual([
      expect.objectContaining({
        placeId: id,
        status: 'pending',
        facts: expect.objectContaining({ englishMenu: true }),
      }),
    ]);
    const stats = (await call('GET', '/api/mypage/stats', cookie)).json().data;
    expect(stats.reviewCount).toBe(1);

    const gone = await call('DELETE', '/api/mypage/account', cookie, { confirm: 'leaving@example.com' });
    expect(gone.statusCode).toBe(200);
    expect(await placeDto(id)).toMatchObject({ reviewAverage: 5, reviewCount: 1 });
    const after = (await reviews(id, '', s.owner)).items;
    expect(after.map((r: { id: number; helpfulCount: number }) => [r.id, r.helpfulCount])).toEqual([
      [kept.id, 0],
    ]);
  });
});

describe('place facts', () => {
  const propose = (cookie: string, placeId: number, body: Record<string, unknown>) =>
    call('POST', `/api/places/${placeId}/facts`, cookie, body);

  it('a proposal is invisible until approved; approving writes it with today as verifiedAt; audited', async () => {
    const id = await place();
    expect((await placeDto(id)).facts).toEqual({
      foreignCards: null,
      cashOnly: null,
      tmoney: null,
      englishMenu: null,
      koreanPhoneToBook: null,
      taxRefund: null,
      verifiedAt: null,
    });
    const res = await propose(s.other, id, {
      foreignCards: true,
      englishMenu: false,
      note: 'Paid with Visa',
    });
    expect(res.statusCode).toBe(201);
    const proposal = res.json().data;
    expect(proposal).toMatchObject({
      placeId: id,
      status: 'pending',
      foreignCards: true,
      englishMenu: false,
    });
    expect((await placeDto(id)).facts.foreignCards).toBeNull();
    const open = await propose(s.other, id, { cashOnly: true });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe('FACT_PROPOSAL_PENDING');
    const filtered = async () =>
      (await call('GET', '/api/places?facts=foreignCards&pageSize=100'))
        .json()
        .data.items.map((p: { id: number }) => p.id);
    expect(await filtered()).not.toContain(id);

    const pending = (await call('GET', '/api/admin/content?type=fact&status=pending', s.admin)).json().data;
    expect(pending.counts.pending).toBeGreaterThanOrEqual(1);
    expect(pending.items.find((p: { id: number }) => p.id === proposal.id)).toMatchObject({
      placeId: id,
      author: { email: 'other@example.com' },
      current: { foreignCards: null },
    });
    expect((await moderate('fact', proposal.id, 'hidden')).statusCode).toBe(400);
    expect((await moderate('post', proposal.id, 'approved')).statusCode).toBe(400);
    const approved = await moderate('fact', proposal.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect((await placeDto(id)).facts).toMatchObject({
      foreignCards: true,
      englishMenu: false,
      cashOnly: null,
      verifiedAt: seoulNow().date,
    });
    expect(await filtered()).toContain(id);
    const markers = (await call('GET', '/api/places/markers?facts=foreignCards&language=ko')).json().data;
    expect(markers.items.map((m: { id: number }) => m.id)).toContain(id);
    expect(
      (await call('GET', '/api/places?facts=englishMenu&pageSize=100')).json().data.items,
    ).not.toContainEqual(expect.objectContaining({ id }));
    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'fact'), eq(adminActions.targetId, proposal.id)));
    expect(audit[0]).toMatchObject({ action: 'fact.decision', before: { status: 'pending' } });
    // The member sees what was decided, and may propose again.
    const mine = (await call('GET', '/api/mypage/fact-proposals', s.other)).json().data;
    expect(mine.items[0]).toMatchObject({ id: proposal.id, status: 'approved' });
    expect((await propose(s.other, id, { tmoney: true })).statusCode).toBe(201);
  });

  it('a rejected proposal changes nothing on the place', async () => {
    const id = await place();
    const proposal = (await propose(s.owner, id, { cashOnly: true })).json().data;
    expect((await moderate('fact', proposal.id, 'rejected')).json().data.status).toBe('rejected');
    expect((await placeDto(id)).facts).toMatchObject({ cashOnly: null, verifiedAt: null });
    const rejected = (await call('GET', '/api/admin/content?type=fact&status=rejected', s.admin)).json().data;
    expect(rejected.items.map((p: { id: number }) => p.id)).toContain(proposal.id);
  });

  it('refuses empty and malformed proposals and filters', async () => {
    const id = await place();
    for (const body of [{}, { foreignCards: null }, { foreignCards: 'yes' }, { taxRefund: 'later' }]) {
      expect((await propose(s.owner, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of [
      '/api/places?facts=wifi',
      '/api/places?facts=',
      '/api/places?facts=foreignCards,foreignCards',
      '/api/admin/content?type=fact&status=hidden',
      '/api/admin/content?type=post&status=pending',
    ]) {
      const cookie = url.includes('admin') ? s.admin : undefined;
      expect((await call('GET', url, cookie)).statusCode, url).toBe(400);
    }
    expect((await moderate('fact', 2_000_000_000, 'approved')).statusCode).toBe(404);
  });
});
