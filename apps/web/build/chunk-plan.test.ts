import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan.ts';

const nm = (name: string) => `/repo/node_modules/${name}/index.js`;

/** main → router, app-lib; home → card; kmap → map-list, card, shared; planner → form, shared, contract. */
const imports: Record<string, string[]> = {
  '/src/main.tsx': [nm('react-router'), '/src/lib/api.ts', nm('preact')],
  '/src/lib/api.ts': ['/src/packages/contract/index.ts'],
  '/src/pages/home.tsx': ['/src/components/card.tsx', '/src/lib/api.ts'],
  '/src/pages/kmap.tsx': ['/src/kmap/list.tsx', '/src/components/card.tsx', '/src/lib/shared.ts'],
  '/src/pages/planner.tsx': [
    '/src/planner/form.tsx',
    '/src/lib/shared.ts',
    '/src/packages/contract/index.ts',
  ],
  '/src/kmap/list.tsx': ['/src/lib/shared.ts'],
  '/src/planner/form.tsx': [nm('zod')],
  '/src/lib/shared.ts': [],
  '/src/components/card.tsx': [],
  '/src/pages/admin.tsx': ['/src/admin/table.tsx', '/src/lib/shared.ts'],
};

function plan() {
  return planChunks(
    { entries: ['/src/main.tsx'], importsOf: (id) => imports[id] ?? [] },
    new Map([
      ['/src/pages/home.tsx', 'home'],
      ['/src/pages/kmap.tsx', 'kmap'],
      ['/src/pages/planner.tsx', 'planner'],
    ]),
    /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/,
  );
}

describe('planChunks', () => {
  it('puts what the entry imports in the first-load chunks, libraries apart, never the entry itself', () => {
    const names = plan();
    expect(names.get('/src/lib/api.ts')).toBe('app');
    expect(names.get(nm('react-router'))).toBe('router');
    expect(names.get(nm('preact'))).toBe('preact');
    expect(names.has('/src/main.tsx')).toBe(false);
  });

  it("names a page's modules after exactly the listed pages that use them", () => {
    const names = plan();
    expect(names.get('/src/pages/kmap.tsx')).toBe('page-kmap');
    expect(names.get('/src/kmap/list.tsx')).toBe('page-kmap');
    expect(names.get('/src/components/card.tsx')).toBe('page-home+kmap');
    expect(names.get('/src/lib/shared.ts')).toBe('page-kmap+planner');
    expect(names.get('/src/planner/form.tsx')).toBe('page-planner');
  });

  it('leaves the contract, zod and modules no listed page uses to Rolldown', () => {
    const names = plan();
    expect(names.has('/src/packages/contract/index.ts')).toBe(false);
    expect(names.has(nm('zod'))).toBe(false);
    expect(names.has('/src/admin/table.tsx')).toBe(false);
    expect(names.has('/src/pages/admin.tsx')).toBe(false);
  });

  it('never makes a chunk import one whose pages are not a superset of its own (no cycles)', () => {
    const names = plan();
    const pagesOf = (name: string) => new Set(name.replace(/^page-/, '').split('+'));
    for (const [id, deps] of Object.entries(imports)) {
      const from = names.get(id);
      if (!from?.startsWith('page-')) continue;
      for (const dep of deps) {
        const to = names.get(dep);
        if (!to?.startsWith('page-')) continue;
        for (const page of pagesOf(from)) expect(pagesOf(to).has(page), `${id} → ${dep}`).toBe(true);
      }
    }
  });
});
