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
  [/node_modules[\\/](i18next|react-i18next|i18next-[\w-]+|html-parse-stringify|void-elements)[\\/]/, 'i18n'],
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
 * - A module that some of `pages` (page module → label) import statically, but the entry does not, goes into the
 *   chunk of exactly those pages (`page-kmap`, `page-course+planner`…): a page loads only chunks whose every
 *   module it uses, in as few files as the pages' overlaps allow. Other lazy chunks (admin, My Page, the map,
 *   dialogs) that use such a module load its chunk.
 * - Everything else stays where Rolldown puts it (no name), and so do the modules `leaveAlone` matches, which
 *   the plan does not look through: the contract (through its index every page "imports" every schema, though
 *   tree-shaking keeps only the ones it uses, which a plan by module cannot see) and zod.
 *
 * No cycles between these chunks: if a module imports another, every page that reaches the first reaches the
 * second, so the second's set of pages contains the first's.
 */
export function planChunks(
  graph: ModuleGraph,
  pages: ReadonlyMap<string, string>,
  leaveAlone: RegExp,
): Map<string, string> {
  const closure = (starts: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || leaveAlone.test(id)) return;
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
  for (const [id, labels] of usedBy) names.set(id, `page-${labels.sort().join('+')}`);
  return names;
}

/**
 * The plan as a build plugin (it reads the module graph once it is complete) and the `name` function of a
 * `codeSplitting` group. `pages` are routes as routes.tsx writes them ('' is home) with a short label each.
 */
export function chunkPlan(routesFile: string, pages: Record<string, string>, leaveAlone: RegExp) {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ktravel-chunk-plan',
    apply: 'build',
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
      names = planChunks(
        {
          entries: [...ids].filter((id) => this.getModuleInfo(id)?.isEntry),
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        },
        pageModules,
        leaveAlone,
      );
    },
  };
  return { plugin, name: (id: string): string | null => names.get(id) ?? null };
}
