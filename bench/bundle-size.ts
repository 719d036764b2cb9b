// Client budgets (DESIGN §8) from the Vite manifest: gzip bytes of the JavaScript a page loads before any
// interaction — the entry chunk, the route chunk, everything they import statically, the chunks the page
// loads at once by itself (e.g. the editor) and the largest language catalog.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

export function loadManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const CATALOG = /^\.\.\/locales\/[a-z]+\/messages\.ts$/;

const gzipBytes = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

/**
 * gzip bytes of the JS a page loads: entry + route module (manifest key by source path) + `alsoLoaded`
 * (modules the page imports dynamically at start, like the editor) with their static imports, plus the
 * largest catalog (every visitor loads exactly one).
 */
export function jsBytesFor(clientDir: string, manifest: Manifest, routeSource: string, alsoLoaded: string[] = []): number {
  const missing = [routeSource, ...alsoLoaded].filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);
  let total = 0;
  for (const key of staticClosure(manifest, ['index.html', routeSource, ...alsoLoaded])) {
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
