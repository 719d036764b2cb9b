// Guards the read-only promise of /n/{id} and its print view (docs/design.md §6.8, budget §8): following only static
// imports from those pages must never reach Dexie, Quill or the local-database modules — those come in
// lazily, and only for a browser that holds the note's edit id.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '../../data');
const FORBIDDEN_FILES = ['local/db.ts', 'local/commands.ts', 'local/hooks.ts', 'sync/sync-engine.ts'].map((file) => resolve(dataDir, file));
const FORBIDDEN_PACKAGES = ['dexie', 'dexie-react-hooks', 'quill'];

// Static `import … from '…'`, `import '…'` and `export … from '…'`; `import type` adds no code and
// `import('…')` is a lazy chunk, so both are skipped.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.')) {
        if (/\.(ts|tsx)$/.test(specifier)) queue.push(resolve(dirname(file), specifier));
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''));
      }
    }
  }
  return { files, packages };
}

describe('what a read-only visitor downloads', () => {
  for (const page of ['NotePage.tsx', 'PrintPage.tsx']) {
    it(`${page} reaches neither Dexie nor Quill without an edit id`, () => {
      const { files, packages } = staticGraph(resolve(here, page));
      expect(files.size).toBeGreaterThan(5);
      expect(FORBIDDEN_FILES.filter((file) => files.has(file))).toEqual([]);
      expect(FORBIDDEN_PACKAGES.filter((name) => packages.has(name))).toEqual([]);
    });
  }

  it('the home page and both note pages reach no decrypting code: it loads only when an encrypted note is met', () => {
    const decrypting = [resolve(here, '../../data/local/on-demand/note-crypto.ts'), resolve(here, 'EncryptedNote.tsx')];
    for (const page of ['NotePage.tsx', 'PrintPage.tsx', '../home/HomePage.tsx']) {
      const { files } = staticGraph(resolve(here, page));
      expect(decrypting.filter((file) => files.has(file))).toEqual([]);
    }
    // The pages do reach the switch that loads it, so the check above looks at the right graph.
    expect(staticGraph(resolve(here, 'NotePage.tsx')).files.has(resolve(here, 'reader/ReadableNote.tsx'))).toBe(true);
  });

  it('the guard notices a page that does import the editor', () => {
    const { packages } = staticGraph(resolve(here, '../../editor/NoteEditor.tsx'));
    expect(packages.has('quill')).toBe(true);
  });
});
