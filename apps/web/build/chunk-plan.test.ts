import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan.ts';

const nm = (name: string) => `/repo/node_modules/${name}/index.js`;

/** main → router, app-lib; home → card; kmap → map-list, card, shared; planner → form, shared, contract. */
const imports: Record<string, string[]> = {
  '/src/main.tsx': [nm('react-router'), '/src/lib/api.ts', nm('preact')],
  '/src/lib/api.ts': ['/src/packages/contract/index.ts'],
  '/src/packages/contract/index.ts': ['/src/packages/contract/constants.ts'],
  '/src/pages/home.tsx': ['/src/components/card.tsx', '/src/lib/api.ts'],
  '/src/pages/kmap.tsx': ['/src/kmap/list.tsx', '/src/components/card.tsx', '/src/lib/shared.ts'],
  '/src/pages/planner.tsx': [
    '/src/planner/form.tsx',
    '/src/lib/shared.ts',
    '/src/packages/contract/index.ts',
  ],
  '/src/kmap/list.tsx': ['/src/lib/shared.ts', '/src/kmap/list-with-map.tsx'],
  '/src/planner/form.tsx': [nm('zod')],
  '/src/lib/shared.ts': [],
  '/src/components/card.tsx': [],
  '/src/pages/admin.tsx': ['/src/admin/table.tsx', '/src/lib/shared.ts'],
  '/src/pages/course.tsx': [],
  '/src/map/app-map.tsx': [nm('leaflet'), '/src/map/reveal.ts'],
  '/src/kmap/list-with-map.tsx': ['/src/map/reveal.ts'],
};

function plan() {
  return planChunks(
    { entries: ['/src/main.tsx'], importsOf: (id) => imports[id] ?? [] },
    new Map([
      ['/src/pages/home.tsx', 'home'],
      ['/src/pages/kmap.tsx', 'kmap'],
      ['/src/pages/planner.tsx', 'planner'],
      ['/src/pages/course.tsx', 'course'],
      // A lazy part: the course page and K-Map load it (dynamic imports are not in the graph).
      ['/src/map/app-map.tsx', 'map'],
    ]),
    {
      leaveAlone: /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/,
      firstLoadAlso: /packages[\\/]contract[\\/]constants\.ts$/,
    },
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

  it('names a module after the one listed page that uses it, or puts it in the shared chunk', () => {
    const names = plan();
    expect(names.get('/src/pages/kmap.tsx')).toBe('page-kmap');
    expect(names.get('/src/kmap/list.tsx')).toBe('page-kmap');
    expect(names.get('/src/components/card.tsx')).toBe('page-shared');
    expect(names.get('/src/lib/shared.ts')).toBe('page-shared');
    expect(names.get('/src/planner/form.tsx')).toBe('page-planner');
  });

  it("puts what a lazy part shares with a page in the shared chunk, not in the page's", () => {
    const names = plan();
    expect(names.get('/src/map/app-map.tsx')).toBe('page-map');
    expect(names.get(nm('leaflet'))).toBe('page-map');
    expect(names.get('/src/map/reveal.ts')).toBe('page-shared');
    expect(names.get('/src/kmap/list-with-map.tsx')).toBe('page-kmap');
  });

  it('leaves the contract, zod and modules no listed page uses to Rolldown', () => {
    const names = plan();
    expect(names.has('/src/packages/contract/index.ts')).toBe(false);
    expect(names.has(nm('zod'))).toBe(false);
    expect(names.has('/src/admin/table.tsx')).toBe(false);
    expect(names.has('/src/pages/admin.tsx')).toBe(false);
  });

  it('puts the contract modules it is told to in the first-load chunk, wherever they are used', () => {
    const names = plan();
    expect(names.get('/src/packages/contract/constants.ts')).toBe('app');
    expect(names.get('/src/packages/contract/index.ts')).toBeUndefined();
  });

  it('never makes a chunk import a page chunk of another page (no cycles)', () => {
    const names = plan();
    for (const [id, deps] of Object.entries(imports)) {
      const from = names.get(id);
      if (!from?.startsWith('page-')) continue;
      for (const dep of deps) {
        const to = names.get(dep);
        if (!to?.startsWith('page-')) continue;
        // A page's modules import its own, shared or first-load ones; shared ones only shared or first-load.
        expect(to === from || to === 'page-shared', `${id} → ${dep}`).toBe(true);
      }
    }
  });
});

describe('planChunks with set chunks', () => {
  /** kmap and course share big illustrations (which import a small shared helper); buzz and course a small util. */
  const graph: Record<string, string[]> = {
    '/src/main.tsx': [],
    '/src/pages/kmap.tsx': ['/src/art/big.tsx', '/src/lib/util.ts', '/src/lib/tiny.ts'],
    '/src/pages/course.tsx': [
      '/src/art/big.tsx',
      '/src/lib/util.ts',
      '/src/lib/tiny.ts',
      '/src/c/thread.tsx',
    ],
    '/src/pages/buzz.tsx': ['/src/lib/util.ts', '/src/c/wrapper.tsx'],
    '/src/pages/post.tsx': ['/src/c/thread.tsx', '/src/c/wrapper.tsx'],
    '/src/art/big.tsx': ['/src/lib/util.ts'],
    '/src/lib/util.ts': [],
    '/src/lib/tiny.ts': [],
    '/src/c/wrapper.tsx': ['/src/c/thread.tsx'],
    '/src/c/thread.tsx': [],
  };
  const sizes: Record<string, number> = { '/src/art/big.tsx': 50_000, '/src/c/thread.tsx': 20_000 };
  const names = planChunks(
    { entries: ['/src/main.tsx'], importsOf: (id) => graph[id] ?? [] },
    new Map([
      ['/src/pages/kmap.tsx', 'kmap'],
      ['/src/pages/course.tsx', 'course'],
      ['/src/pages/buzz.tsx', 'buzz'],
      ['/src/pages/post.tsx', 'post'],
    ]),
    {
      leaveAlone: /node_modules/,
      firstLoadAlso: /constants/,
      minSetChunkSize: 10_000,
      sizeOf: (id) => sizes[id] ?? 100,
    },
  );

  it('gives modules a big enough set of pages shares a chunk of their own, small sets the shared chunk', () => {
    expect(names.get('/src/art/big.tsx')).toBe('page-kmap-course');
    expect(names.get('/src/lib/tiny.ts')).toBe('page-kmap-course');
    expect(names.get('/src/lib/util.ts')).toBe('page-shared');
  });

  it('keeps in the shared chunk a set the shared chunk imports (every page loading it would load the set)', () => {
    // wrapper (buzz, post: small, shared) imports thread (course, post): thread's set has no chunk of its own.
    expect(names.get('/src/c/wrapper.tsx')).toBe('page-shared');
    expect(names.get('/src/c/thread.tsx')).toBe('page-shared');
  });
});
