// Client budgets (docs/design.md §8) from the Vite manifest: gzip bytes of the JavaScript a page loads before any
// interaction — the entry chunk, the route chunk, everything they import statically, the chunks the page
// loads at once by itself (e.g. the editor) and the largest language catalog. `npm run bench` prints them;
// client/src/app/production-bundle.test.ts asserts them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_START, CATALOG_KEY as CATALOG, loadManifest, staticClosure, type Manifest } from '../scripts/vite-manifest.ts';

const gzipBytes = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

/**
 * gzip bytes of the JS a page loads: entry + app start + route module (manifest key by source path) + `alsoLoaded`
 * (modules the page imports dynamically at start, like the editor) with their static imports, plus the
 * largest catalog (every visitor loads exactly one).
 */
export function jsBytesFor(clientDir: string, manifest: Manifest, routeSource: string, alsoLoaded: string[] = []): number {
  const missing = [routeSource, ...alsoLoaded].filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);
  let total = 0;
  for (const key of staticClosure(manifest, ['index.html', APP_START, routeSource, ...alsoLoaded])) {
    if (!CATALOG.test(key)) total += gzipBytes(clientDir, manifest[key]!.file);
  }
  const catalogs = Object.keys(manifest).filter((key) => CATALOG.test(key));
  return total + Math.max(0, ...catalogs.map((key) => gzipBytes(clientDir, manifest[key]!.file)));
}

export function cssBytes(clientDir: string, manifest: Manifest): number {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  let total = 0;
  for (const file of files) total += gzipBytes(clientDir, file);
  return total;
}

const KB = 1024;

export interface BudgetRow {
  name: string;
  bytes: number;
  budget: number;
}

/** Every client budget of docs/design.md §8 measured on the build in `clientDir` (React 19 + react-dom). */
export function clientBudgets(clientDir: string): BudgetRow[] {
  const manifest = loadManifest(clientDir);
  return [
    { name: 'read-only /n/{id} JS', bytes: jsBytesFor(clientDir, manifest, 'src/features/note/NotePage.tsx'), budget: 120 * KB },
    {
      name: 'home editor JS',
      bytes: jsBytesFor(clientDir, manifest, 'src/features/home/HomePage.tsx', ['src/editor/NoteEditor.tsx']),
      budget: 210 * KB,
    },
    { name: 'CSS', bytes: cssBytes(clientDir, manifest), budget: 25 * KB },
  ];
}
