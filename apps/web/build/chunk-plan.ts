import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRoutePages } from '../scripts/route-preloads.ts';

/** The module graph as the plan needs it: entries and each module's static imports. */
export interface ModuleGraph {
  entries: string[];
  importsOf: (id: string) => readonly string[];
}

/**
 * The first load in a few chunks rather than one: each file is compiled in a task of its own, and one 80 KB
 * (gzip) file made a task long enough to block input on a phone. The libraries apart, the app's own code together.
 */
const FIRST_LOAD_CHUNKS: [RegExp, string][] = [
  [/node_modules[\\/]preact[\\/]/, 'preact'],
  [/node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, 'router'],
  [/node_modules[\\/]@tanstack[\\/]/, 'query'],
  [/node_modules[\\/](i18next|i18next-[\w-]+)[\\/]/, 'i18n'],
];

function firstLoadChunk(id: string): string {
  return FIRST_LOAD_CHUNKS.find(([test]) => test.test(id))?.[1] ?? 'app';
}

/**
 * Chunk names planned around what a first visit loads (issue 16). Left to itself, Rolldown gives every set of
 * lazy chunks that share modules a chunk of its own: the first page loaded 20 files and the planner 46, most of
 * them 1–2 KB, and on a phone each file costs a round trip (six at a time over HTTP/1.1) and main-thread time.
 *
 * - A module the entry imports statically goes into one of a few first-load chunks (`FIRST_LOAD_CHUNKS`, `app`):
 *   every page runs all of them anyway.
 * - A module that one of `pages` (page module → label) imports statically, but the entry does not, goes into
 *   that page's chunk (`page-kmap`); a module two or more of them import goes into one chunk they share
 *   (`page-shared`). A chunk per set of pages had every page load ten files of a few hundred bytes each, and a
 *   round trip costs more than the few KB a page now loads without using them. Other lazy chunks (admin,
 *   My Page, dialogs) that use such a module load its chunk.
 * - A lazy part those pages load (the map: Leaflet and its component) is labelled like a page, so the modules it
 *   shares with a page go into the shared chunk rather than into that page's chunk: a course page loading the map
 *   must not load all of K-Map's page code with it.
 * - The contract's plain data modules (`firstLoadAlso`: its constants, limits, geometry, Seoul dates and language
 *   tags, no zod in them) go into `app`: a few hundred bytes each, loaded by nearly every page, each was a request of
 *   its own.
 * - Everything else stays where Rolldown puts it (no name), and so do the modules `leaveAlone` matches, which
 *   the plan does not look through: the contract (through its index every page "imports" every schema, though
 *   tree-shaking keeps only the ones it uses, which a plan by module cannot see) and zod.
 *
 * - Modules used by the same set of pages, together big enough (`minSetChunkSize`), and that the shared chunk
 *   does not import, go into a chunk of their own named after those pages (`page-course-post`).
 *
 * No cycles between these chunks: if a module imports another, every page that reaches the first reaches the
 * second, so a shared module imports only shared, set or first-load ones, and a set's module only its set's,
 * a larger set's or first-load ones.
 */
export interface ChunkNames {
  get(id: string): string | undefined;
  has(id: string): boolean;
}

/** The chunk of modules two or more planned pages (or lazy parts) use. */
export const SHARED_CHUNK = 'page-shared';

export interface PlanOptions {
  /** Modules the plan neither names nor looks through. */
  leaveAlone: RegExp;
  /** Modules named `app` wherever they are used. */
  firstLoadAlso: RegExp;
  /**
   * Modules used by the same set of two or more pages, together at least this big (bytes of code, `sizeOf`), go
   * into a chunk of their own named after those pages (`page-kmap-post`) instead of the shared chunk: the shared
   * chunk is loaded by every page that uses any of it, and a library two pages use (a dialog's) must not be
   * loaded by all the others. Without it every shared module is in the shared chunk.
   */
  minSetChunkSize?: number;
  sizeOf?: (id: string) => number;
}

export function planChunks(
  graph: ModuleGraph,
  pages: ReadonlyMap<string, string>,
  { leaveAlone, firstLoadAlso, minSetChunkSize = Number.POSITIVE_INFINITY, sizeOf = () => 0 }: PlanOptions,
): ChunkNames {
  const closure = (starts: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || leaveAlone.test(id) || firstLoadAlso.test(id)) return;
      seen.add(id);
      for (const imported of graph.importsOf(id)) visit(imported);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  const names = new Map<string, string>();
  const first = closure(graph.entries);
  for (const id of first) if (!graph.entries.includes(id)) names.set(id, firstLoadChunk(id));
  const usedBy = new Map<string, string[]>();
  for (const [pageModule, label] of pages) {
    for (const id of closure([pageModule])) {
      if (!first.has(id)) usedBy.set(id, [...(usedBy.get(id) ?? []), label]);
    }
  }
  const setOf = (id: string) => usedBy.get(id)?.join('-') ?? '';
  const setSize = new Map<string, number>();
  for (const [id, labels] of usedBy)
    if (labels.length > 1) setSize.set(setOf(id), (setSize.get(setOf(id)) ?? 0) + sizeOf(id));
  const ownChunk = new Set([...setSize].filter(([, size]) => size >= minSetChunkSize).map(([set]) => set));
  // A set keeps its own chunk only when the shared chunk does not import it: a module of the shared chunk that
  // imports one of the set's would have every page loading the shared chunk load the set's chunk too (and the
  // set's chunk may import the shared one's modules: the two would import each other). Such a set goes back into
  // the shared chunk, until none is left.
  const isShared = (id: string) => (usedBy.get(id)?.length ?? 0) > 1 && !ownChunk.has(setOf(id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of usedBy.keys()) {
      if (!isShared(id)) continue;
      for (const dep of graph.importsOf(id))
        if (usedBy.has(dep) && ownChunk.delete(setOf(dep))) changed = true;
    }
  }
  for (const [id, labels] of usedBy) {
    const set = setOf(id);
    names.set(id, labels.length === 1 ? `page-${set}` : ownChunk.has(set) ? `page-${set}` : SHARED_CHUNK);
  }
  return {
    get: (id: string) => (firstLoadAlso.test(id) ? 'app' : names.get(id)),
    has: (id: string) => firstLoadAlso.test(id) || names.has(id),
  };
}

/**
 * The plan as a build plugin (it reads the module graph once it is complete) and the `name` function of a
 * `codeSplitting` group. `pages` are routes as routes.tsx writes them ('' is home) with a short label each;
 * `lazyParts` are modules those pages import lazily (paths from the project's root), with a label each.
 */
export function chunkPlan(
  routesFile: string,
  pages: Record<string, string>,
  lazyParts: Record<string, string>,
  options: PlanOptions,
) {
  let names: ChunkNames | null = null;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'ktravel-chunk-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const routeModules = new Map(
        readRoutePages(fs.readFileSync(routesFile, 'utf8')).map((page) => [
          page.path,
          path.resolve(path.dirname(routesFile), page.module),
        ]),
      );
      const ids = new Set(this.getModuleIds());
      const pageModules = new Map<string, string>();
      for (const [route, label] of Object.entries(pages)) {
        const pageModule = routeModules.get(route);
        if (!pageModule || !ids.has(pageModule))
          this.error(`chunk-plan: no page module for route '${route}'`);
        pageModules.set(pageModule, label);
      }
      for (const [file, label] of Object.entries(lazyParts)) {
        const partModule = path.resolve(root, file);
        if (!ids.has(partModule)) this.error(`chunk-plan: no module ${file}`);
        pageModules.set(partModule, label);
      }
      names = planChunks(
        {
          entries: [...ids].filter((id) => this.getModuleInfo(id)?.isEntry),
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        },
        pageModules,
        { sizeOf: (id) => this.getModuleInfo(id)?.code?.length ?? 0, ...options },
      );
    },
  };
  return { plugin, name: (id: string): string | null => names?.get(id) ?? null };
}
