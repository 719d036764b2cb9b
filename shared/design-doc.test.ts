// The repository carries its own design: comments and docs cite docs/design.md by section, never a document
// that lives outside the repository (the old "DESIGN §n" / "spec §n" references), and every section they cite
// exists, so a reader who follows a reference finds what it promised.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const THIS_FILE = relative(ROOT, new URL(import.meta.url).pathname);
const SCANNED_DIRS = ['client', 'server', 'shared', 'scripts', 'e2e', 'bench', 'docs'];
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md', 'eslint.config.js', 'lingui.config.ts', 'vite.config.ts', 'vitest.config.ts', 'vitest.e2e.config.ts'];
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.css', '.html', '.md']);

/** References to design documents that are not in this repository (case matters: docs/design.md is ours). */
const OUTSIDE_REFERENCE = /\b(?:DESIGN|[Ss]pec)\s*§|\bDESIGN\.md\b|\bproduct-spec\b/;

/** Every "design.md §…" citation, e.g. "§6.2", "§4.2–4.3", "§9.1, §9.2". */
const CITATION = /design\.md (§\d+(?:\.\d+)?(?:(?:–|, §)\d+(?:\.\d+)?)*)/g;

export function outsideReferences(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE_REFERENCE.test(line));
}

export function citedSections(text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap((match) => match[1]!.match(/\d+(?:\.\d+)?/g) ?? []);
}

export function designSections(design: string): Set<string> {
  return new Set([...design.matchAll(/^#{2,3} (\d+(?:\.\d+)?)[. ]/gm)].map((match) => match[1]!));
}

function repositoryTexts(): Array<{ path: string; text: string }> {
  const paths = SCANNED_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)),
  );
  return [...paths, ...ROOT_FILES]
    .filter((path) => TEXT_EXTENSIONS.has(extname(path)) && path !== THIS_FILE)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

describe('the design the code cites', () => {
  const texts = repositoryTexts();
  const sections = designSections(readFileSync(join(ROOT, 'docs/design.md'), 'utf8'));

  it('spots references to a design kept outside the repository', () => {
    expect(outsideReferences('// Ids are never reused (DESIGN §3).\n// fine: docs/design.md §3')).toHaveLength(1);
    expect(outsideReferences('// Toasts keep at most 5 (spec §9).')).toHaveLength(1);
    expect(outsideReferences('See ../shared/DESIGN.md and spec/product-spec.md')).toHaveLength(1);
    expect(outsideReferences('// the browser specs (e2e) and docs/design.md §9.3')).toEqual([]);
  });

  it('reads every section a citation names', () => {
    expect(citedSections('docs/design.md §6.2, docs/design.md §4.2–4.3 and design.md §9.1, §9.2')).toEqual(['6.2', '4.2', '4.3', '9.1', '9.2']);
  });

  it('no comment or document points to a design outside the repository', () => {
    const found = texts.flatMap(({ path, text }) => outsideReferences(text).map((line) => `${path}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('every section of docs/design.md that is cited exists', () => {
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.flatMap(({ path, text }) =>
      citedSections(text)
        .filter((section) => !sections.has(section))
        .map((section) => `${path}: §${section}`),
    );
    expect(missing).toEqual([]);
  });
});
