import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries } from '../../db/schema.ts';
import { buildTestApp, signIn, type TestApp, useTestApp } from '../../test/helpers.ts';

const valid = {
  name: 'Jiwoo',
  email: 'jiwoo@example.com',
  subject: 'feature',
  message: 'Please add Jeonju to K-Map.',
};

describe('POST /api/contact', () => {
  const t = useTestApp();

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });

  it('accepts a valid inquiry from an anonymous visitor and stores it', async () => {
    const res = await send({ ...valid, name: '  Jiwoo ' }, {}, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    const rows = await t.database.db.select().from(contactInquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Jiwoo',
      email: 'jiwoo@example.com',
      subject: 'feature',
      userId: null,
    });
  });

  it('links the inquiry to the signed-in member', async () => {
    const cookie = await signIn(t.app, 'member@example.com', 'Member');
    const res = await send(valid, { cookie }, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactInquiries);
    expect(rows.find((r) => r.id === res.json().data.id)?.userId).toEqual(expect.any(Number));
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['email', { ...valid, email: 'not-an-email' }],
    ['subject', { ...valid, subject: 'complaint' }],
    ['message', { ...valid, message: '' }],
    ['message', { ...valid, message: 'x'.repeat(5001) }],
    ['name', { email: valid.email, subject: valid.subject, message: valid.message }],
  ])('rejects an invalid %s with 400 naming the field', async (field, payload) => {
    // A fresh client address per case: invalid attempts count towards the rate limit too.
    const res = await send(payload, {}, `10.0.1.${Math.floor(Math.random() * 250)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('is rate limited per client (5 per 10 minutes)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(valid, {}, '10.0.0.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(valid, {}, '10.0.0.10')).statusCode).toBe(201);
  });
});

describe('GET /api/admin/contact-inquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
  });
  afterAll(() => t.close());

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ url: '/api/admin/contact-inquiries' })).statusCode).toBe(401);
  });

  it('refuses a member', async () => {
    const cookie = await signIn(t.app, 'member@example.com');
    expect(
      (await t.app.inject({ url: '/api/admin/contact-inquiries', headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('lists inquiries, newest first, for an admin', async () => {
    const cookie = await signIn(t.app, 'admin@example.com');
    const res = await t.app.inject({
      url: '/api/admin/contact-inquiries?page=1&limit=10',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, page: 1, limit: 10, totalPages: 1 });
    expect(res.json().data.items[0]).toMatchObject({ email: 'jiwoo@example.com', subject: 'feature' });
  });
});
