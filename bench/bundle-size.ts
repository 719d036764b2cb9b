// Client budgets (DESIGN §8) from the Vite manifest: gzip bytes of the JavaScript a page loads before any
// interaction — its entry chunk, the route chunk and everything they import statically.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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

const gzipBytes = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

/** gzip bytes of the JS loaded for the entry plus the given route modules (manifest keys by source path). */
export function jsBytesFor(clientDir: string, manifest: Manifest, routeSources: string[]): number {
  const missing = routeSources.filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);
  let total = 0;
  for (const key of staticClosure(manifest, ['index.html', ...routeSources])) total += gzipBytes(clientDir, manifest[key]!.file);
  return total;
}

export function cssBytes(clientDir: string, manifest: Manifest): number {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  let total = 0;
  for (const file of files) total += gzipBytes(clientDir, file);
  return total;
}
