import { describe, expect, it } from 'vitest';
import { MYPAGE_GRID_PAGE_SIZE, MYPAGE_PAGE_SIZE } from './limits.ts';
import { DeleteAccountBody, MyPageGridQuery, MyPageListQuery } from './mypage.ts';

describe('My Page contract', () => {
  it('pages lists by 10 and grids by 12 (spec §9), up to 100', () => {
    expect(MyPageListQuery.parse({})).toEqual({ page: 1, limit: MYPAGE_PAGE_SIZE });
    expect(MyPageGridQuery.parse({})).toEqual({ page: 1, limit: MYPAGE_GRID_PAGE_SIZE });
    expect(MYPAGE_PAGE_SIZE).toBe(10);
    expect(MYPAGE_GRID_PAGE_SIZE).toBe(12);
    expect(MyPageListQuery.parse({ page: '3', limit: '1' })).toEqual({ page: 3, limit: 1 });
    for (const query of [{ limit: '101' }, { page: '0' }, { limit: '1.5' }, { page: 'x' }]) {
      expect(MyPageListQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes the typed email as confirmation, trimmed, and refuses an empty or missing one', () => {
    expect(DeleteAccountBody.parse({ confirm: '  Mina@Example.com ' })).toEqual({
      confirm: 'Mina@Example.com',
    });
    for (const body of [
      {},
      { confirm: '' },
      { confirm: '   ' },
      { confirm: 'x'.repeat(255) },
      { confirm: 3 },
    ]) {
      expect(DeleteAccountBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
