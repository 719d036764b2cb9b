// The Vite build manifest (dist/client/.vite/manifest.json): which files a source module becomes and what
// it imports. Read by the prerender (modulepreload links per page) and by the bundle budgets (bench/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  /** The chunk's name (a CHUNK_GROUPS name in vite.config.ts for the grouped chunks). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

export function loadManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Manifest keys of `keys` and everything they import statically (what loading them fetches), each after
 * the chunks it imports: the order in which the page evaluates them one by one (client/src/main.tsx).
 */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const visited = new Set<string>();
  const dependenciesFirst = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    dependenciesFirst.add(key);
  };
  keys.forEach(visit);
  return dependenciesFirst;
}

/** The app itself (React, the shell): main.tsx imports it once the page is painted, every page loads it. */
export const APP_START = 'src/start.tsx';

/** Manifest keys of what every page runs: the entry (index.html) and the app it starts, with their imports. */
export function appClosure(manifest: Manifest): Set<string> {
  if (!manifest[APP_START]) throw new Error(`${APP_START} is not in the Vite manifest`);
  return staticClosure(manifest, ['index.html', APP_START]);
}

/** The compiled Lingui catalog of each language (locales/<lang>/messages.ts): one lazy chunk each. */
export const CATALOG_KEY = /^\.\.\/locales\/([a-z]+)\/messages\.ts$/;
