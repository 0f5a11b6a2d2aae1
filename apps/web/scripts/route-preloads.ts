import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A route of `src/app/routes.tsx` and the page module its lazy loader imports. */
export interface RoutePage {
  /** As routes.tsx writes it, relative to the root: '' (home), 'kmap', 'kcourse/:courseId'… */
  path: string;
  /** The page module, as imported from routes.tsx ('../features/kmap/pages/kmap-page.tsx'). */
  module: string;
}

/**
 * The routes and page modules of routes.tsx, read from its text: `const x: LazyRoute = () => import('…')`,
 * `page('path', 'title', x)` or `page('path', 'title', () => import('…'))` (the default: `notAvailable`), and the
 * index route's `lazy`.
 */
export function readRoutePages(source: string): RoutePage[] {
  const loaders = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+): LazyRoute = \(\) =>\s*import\('([^']+)'\)/g)) {
    loaders.set(match[1] as string, match[2] as string);
  }
  const pages: RoutePage[] = [];
  const index = /index: true, lazy: (\w+)/.exec(source);
  if (index && loaders.has(index[1] as string))
    pages.push({ path: '', module: loaders.get(index[1] as string)! });
  const route =
    /(?:page|fullScreenPage)\(\s*'([^']*)',\s*'[^']+'\s*(?:,\s*(?:(\w+)|\(\) =>\s*import\('([^']+)'\)))?/g;
  for (const match of source.matchAll(route)) {
    const module = match[3] ?? loaders.get(match[2] ?? 'notAvailable');
    // The catch-all 404 route has no page of its own to preload.
    if (module && match[1] !== '*') pages.push({ path: match[1] as string, module });
  }
  return pages;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `route-preloads.json` beside the build: for each route of routes.tsx, the files its page chunk needs
 * (the chunk, its static imports and their CSS) that the entry does not load already. The server puts them in the
 * page's HTML as preloads, so they download with the entry instead of after it has run (issue 16). With
 * `localesPath`, also `locale-preload.json`: where the translations of a language are.
 */
export function routePreloads(routesFile: string, localesPath?: string): Plugin {
  return {
    name: 'ktravel-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is BundleChunk & typeof item => {
        return item.type === 'chunk';
      }) as unknown as BundleChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk a page module is in: its own, or a planned one it shares (build/chunk-plan.ts).
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const closure = (start: BundleChunk) => {
        const files = new Set<string>();
        const visit = (chunk: BundleChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(start);
        return files;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = closure(entry);
      const preloads: Record<string, string[]> = {};
      for (const page of readRoutePages(fs.readFileSync(routesFile, 'utf8'))) {
        const moduleId = path.resolve(path.dirname(routesFile), page.module);
        const chunk = byModule.get(moduleId);
        if (!chunk) this.error(`route-preloads: no chunk for ${page.module} (route '${page.path}')`);
        preloads[page.path] = [...closure(chunk)]
          .filter((file) => !initial.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads)}\n`,
      });
      // Where a language's translations are (`{{lng}}` in it), for the server to preload the reader's language.
      if (localesPath) {
        this.emitFile({
          type: 'asset',
          fileName: 'locale-preload.json',
          source: `${JSON.stringify({ path: localesPath })}\n`,
        });
      }
    },
  };
}
