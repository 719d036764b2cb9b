// The route table (shared/routes.ts) names each page's module, and routes.tsx loads pages by their file name
// (`features/<area>/<Name>Page.tsx`): a page file no route names, or a route whose module is not such a file,
// would be a page nobody can open or a route that fails when opened.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, ROUTES } from '../../../shared/routes.ts';

const FEATURES = resolve(import.meta.dirname, '../features');

function pageFiles(): string[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(resolve(FEATURES, area.name)).filter((file) => file.endsWith('Page.tsx')).map((file) => `features/${area.name}/${file}`));
}

describe('the pages of the route table', () => {
  it('every *Page.tsx under features/ is the module of exactly one route, and every route names one', () => {
    const modules = [...ROUTES, NOT_FOUND].map((page) => page.module);
    expect(new Set(modules).size).toBe(modules.length);
    expect(pageFiles().sort()).toEqual([...modules].sort());
  });
});
