// The production build (dist/client, made by `npm run build` before the tests in `npm test`): it ships
// React 19's react-dom (never preact) and stays within docs/design.md §8's gzip budgets. Sizes are deterministic
// for a build, so unlike timings they are asserted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBudgets } from '../../../bench/bundle-size.ts';
import { ALL_FUNCTIONS_HINT } from '../../../scripts/vite-eager-compile.ts';
import { appClosure, loadManifest } from '../../../scripts/vite-manifest.ts';
import { LOCALES } from '../../../shared/locales.ts';
import { PRERENDERED_FILE, type PrerenderedPages } from '../../../shared/prerendered.ts';
import { NOT_FOUND, ROUTES } from '../../../shared/routes.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../../../dist/client');
const built = existsSync(join(CLIENT_DIR, '.vite', 'manifest.json'));
if (!built) console.warn('production-bundle.test.ts SKIPPED: no build in dist/client (run `npm run build`)');

// React DOM registers itself with the devtools under this name; the string survives minification.
const REACT_DOM_MARKER = /rendererPackageName:\s*["'`]react-dom["'`]/;

function scripts(): Array<{ file: string; code: string }> {
  const dir = join(CLIENT_DIR, 'assets');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

describe.skipIf(!built)('the production bundle', () => {
  it('every visitor runs react-dom: the app every page starts carries it', () => {
    const manifest = loadManifest(CLIENT_DIR);
    const code = [...appClosure(manifest)].map((key) => readFileSync(join(CLIENT_DIR, manifest[key]?.file ?? ''), 'utf8')).join('\n');
    expect(REACT_DOM_MARKER.test(code), 'react-dom in the app and its imports').toBe(true);
  });

  const chunkCode = (name: string) => {
    const chunk = Object.values(loadManifest(CLIENT_DIR)).find((candidate) => candidate.name === name);
    return readFileSync(join(CLIENT_DIR, chunk?.file ?? `missing ${name}`), 'utf8');
  };

  it("React's CommonJS is wrapped in function expressions, which V8 compiles while the chunk streams in", () => {
    const code = chunkCode('react');
    expect(code).toMatch(/\(\(function\(/);
    // An arrow wrapper would be compiled lazily, on the main thread, as the app starts.
    expect(code).not.toMatch(/\w\(\(\(?[\w$,]*\)?=>\{/);
  });

  it('the data layer asks V8 to compile all its functions while it streams in', () => {
    expect(chunkCode('data').startsWith(ALL_FUNCTIONS_HINT)).toBe(true);
  });

  it('the entry loads only the small runtime before the first paint; the app comes after it (main.tsx)', () => {
    const manifest = loadManifest(CLIENT_DIR);
    const imported = (manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.name);
    expect(imported).toEqual(['runtime']);
  });

  it('the build painted exactly the pages of the route table, each in every language', () => {
    const painted: PrerenderedPages = JSON.parse(readFileSync(join(CLIENT_DIR, PRERENDERED_FILE), 'utf8'));
    expect(Object.keys(painted).sort()).toEqual([...ROUTES, NOT_FOUND].map((page) => page.key).sort());
    for (const [key, byLocale] of Object.entries(painted)) expect(Object.keys(byLocale ?? {}).sort(), key).toEqual([...LOCALES].sort());
  });

  it('no chunk contains preact', () => {
    expect(scripts().filter(({ file, code }) => /preact/i.test(file) || /preact/i.test(code)).map(({ file }) => file)).toEqual([]);
  });

  for (const row of built ? clientBudgets(CLIENT_DIR) : []) {
    it(`${row.name} stays within ${row.budget / 1024} KB gzip`, () => {
      expect(row.bytes).toBeLessThanOrEqual(row.budget);
    });
  }
});
