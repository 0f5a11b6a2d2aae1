import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import { categoryNameKey } from './category-names.ts';

beforeAll(initTestI18n);

const shown = (name: string) => {
  const key = categoryNameKey(name);
  return key ? i18next.t(key) : name;
};

describe('categoryNameKey', () => {
  it('names a course category as the cards and the planner do (issue 33: "General", not "All")', () => {
    expect(['all', 'cultural', 'cafe', 'food'].map(shown)).toEqual(['General', 'Culture', 'Café', 'Food']);
    expect(['community', 'trend'].map(shown)).toEqual(['Community', 'Trend']);
    expect(shown('something-new')).toBe('something-new');
  });
});
