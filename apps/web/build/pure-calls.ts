import MagicString from 'magic-string';
import { type ESTree, type Plugin, parseSync } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The identifier a call chain starts from: `z` for `z.object({…}).extend({…})`, `lineIcon` for `lineIcon(…)`. */
function rootName(node: Node): string | undefined {
  let current: unknown = node;
  while (isNode(current)) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression' || current.type === 'NewExpression') current = current.callee;
    else return undefined;
  }
  return undefined;
}

/** Every call or `new` in `program` whose chain starts with one of `names`, outermost first. */
function pureCallStarts(program: ESTree.Program, names: ReadonlySet<string>): Set<number> {
  const starts = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'CallExpression' || value.type === 'NewExpression') {
      const name = rootName(value);
      if (name !== undefined && names.has(name)) starts.add(value.start);
    }
    for (const key in value) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(value[key]);
    }
  };
  visit(program);
  return starts;
}

/**
 * Marks calls of `names` pure (a `#__PURE__` annotation) in the app's own modules (not node_modules), so that a chunk
 * drops what it does not use: contract schemas built with zod (`z.…`, `dataOf`, `pageOf`, `pageQuery`) and icons
 * (`lineIcon`, `brandIcon`). This is what rolldown's `treeshake.manualPureFunctions` does, except that
 * manualPureFunctions matches the names in every module, minified dependencies included: Preact's render loop is
 * a function called `z` in its minified build, and was dropped as "pure" (a blank page). A call is pure only if
 * its chain starts with the name: `z.string().min(1)` is, `schema.parse(x)` is not.
 */
export function pureCalls(names: readonly string[]): Plugin {
  const nameSet = new Set(names);
  const mention = new RegExp(`\\b(?:${names.join('|')})\\b`);
  return {
    name: 'ktravel:pure-calls',
    apply: 'build',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: mention },
      handler(code, id) {
        const { program, errors } = parseSync(id, code);
        if (errors.length > 0) return null;
        const starts = pureCallStarts(program, nameSet);
        if (starts.size === 0) return null;
        const output = new MagicString(code);
        for (const start of starts) {
          // Offsets are string indices; a mismatch would put the comment on the wrong expression: fail loudly.
          if (!names.some((name) => code.startsWith(name, start))) {
            this.error(`pure-calls: offset ${start} in ${id} does not start a call of ${names.join(', ')}`);
          }
          output.appendLeft(start, '/*#__PURE__*/ ');
        }
        return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
