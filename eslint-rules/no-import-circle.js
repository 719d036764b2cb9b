// ESLint rule: no module imports itself through a chain of imports — type-only imports included, which
// import-x/no-cycle leaves out (a circle of types still ties the files into one knot to read, move and test).
// Reads the project's own relative imports (static `import … from`, `export … from`, `import type`; dynamic
// `import()` loads later and does not count), resolves them to files, and reports each import that begins a
// circle back to the file being linted, naming the circle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const imports = new Map();

function importsOf(file) {
  let found = imports.get(file);
  if (found) return found;
  found = [];
  imports.set(file, found);
  if (!existsSync(file)) return found;
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const target = resolve(dirname(file), match[1].split('?')[0]);
    if (existsSync(target)) found.push(target);
  }
  return found;
}

/** A chain of imports from `start` back to `goal` (without `goal` at its end), or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    for (const next of importsOf(file)) {
      if (next === goal) return path;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...path, next]]);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles, type-only imports included' },
    schema: [],
    messages: { circle: 'Import circle: {{circle}}. Move what both sides need into a module both import.' },
  },
  create(context) {
    const file = context.filename;
    // Every lint run sees the files as they are now.
    imports.delete(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier.split('?')[0]);
      if (!existsSync(target)) return;
      const back = pathBack(target, file);
      if (!back) return;
      const circle = [file, ...back, file].map((step) => relative(context.cwd, step)).join(' → ');
      context.report({ node, messageId: 'circle', data: { circle } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
