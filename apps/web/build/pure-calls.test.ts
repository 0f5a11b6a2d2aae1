import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureCalls } from './pure-calls.ts';

type Handler = (this: Partial<Rolldown.TransformPluginContext>, code: string, id: string) => unknown;

/** Runs the plugin's transform on `code` as if it were the module `id`. */
function transform(plugin: Plugin, code: string, id = '/repo/packages/contract/src/x.ts'): string {
  const hook = plugin.transform as { handler: Handler };
  const result = hook.handler.call(
    {
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    },
    code,
    id,
  ) as { code: string } | null;
  return result === null ? code : result.code;
}

describe('pureCalls', () => {
  const plugin = pureCalls(['z', 'lineIcon']);

  it('marks calls whose chain starts with a listed name', () => {
    const code = 'export const A = z.object({ name: z.string().min(1) }).extend({ b: z.number() });';
    expect(transform(plugin, code)).toBe(
      'export const A = /*#__PURE__*/ z.object({ name: /*#__PURE__*/ z.string().min(1) }).extend({ b: /*#__PURE__*/ z.number() });',
    );
  });

  it('leaves other calls alone, including calls on a schema held in a variable', () => {
    const code = 'const s = schema.parse(x); zoo(); doZ(z); lineIcons();';
    expect(transform(plugin, code)).toBe(code);
  });

  it('finds the calls after non-ASCII text (offsets are string indices)', () => {
    const code = "const label = '서울 한강 🌉'; export const I = lineIcon(null);";
    expect(transform(plugin, code)).toBe(
      "const label = '서울 한강 🌉'; export const I = /*#__PURE__*/ lineIcon(null);",
    );
  });

  it('applies to the app’s own modules only, not to dependencies', () => {
    const filter = (plugin.transform as { filter: { id: { exclude: RegExp } } }).filter;
    expect(filter.id.exclude.test('/repo/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(filter.id.exclude.test('/repo/apps/web/src/components/icons/icon.tsx')).toBe(false);
  });
});
