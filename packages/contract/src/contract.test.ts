import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DevLoginBody, dbId, ErrorBody, IdParam, pageOf, pageQuery, UserDto } from './index.ts';

describe('contract schemas', () => {
  it('DevLoginBody trims and lower-cases the email and needs a name', () => {
    expect(DevLoginBody.parse({ email: '  Mina@Example.COM ', name: ' Mina ' })).toEqual({
      email: 'mina@example.com',
      name: 'Mina',
    });
    expect(DevLoginBody.safeParse({ email: 'not-an-email', name: 'x' }).success).toBe(false);
    expect(DevLoginBody.safeParse({ email: 'a@b.co', name: '   ' }).success).toBe(false);
    expect(DevLoginBody.safeParse({ email: `${'a'.repeat(250)}@b.co`, name: 'x' }).success).toBe(false);
  });

  it('UserDto allows exactly the two roles', () => {
    const user = { id: 1, email: 'a@b.co', name: 'A', avatarUrl: null, role: 'admin' };
    expect(UserDto.parse(user)).toEqual(user);
    expect(UserDto.safeParse({ ...user, role: 'superuser' }).success).toBe(false);
  });

  it('IdParam takes positive integers only', () => {
    expect(IdParam.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '']) expect(IdParam.safeParse({ id }).success).toBe(false);
  });

  it('pageQuery applies defaults and bounds', () => {
    const q = pageQuery(10, 50);
    expect(q.parse({})).toEqual({ page: 1, limit: 10 });
    expect(q.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(q.safeParse({ limit: '51' }).success).toBe(false);
    expect(q.safeParse({ page: '0' }).success).toBe(false);
  });

  it('pageOf and ErrorBody describe the wire formats', () => {
    const page = pageOf(z.object({ id: dbId() }));
    expect(page.safeParse({ items: [{ id: 1 }], total: 1, page: 1, limit: 10, totalPages: 1 }).success).toBe(
      true,
    );
    expect(page.safeParse({ items: [], total: -1, page: 1, limit: 10, totalPages: 0 }).success).toBe(false);
    expect(
      ErrorBody.safeParse({ error: { code: 'NOT_FOUND', message: 'x', fields: { a: 'b' } } }).success,
    ).toBe(true);
  });
});
