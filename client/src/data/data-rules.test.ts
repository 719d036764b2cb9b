// The data layer's lint-enforced rules refuse what they are there to refuse (eslint.config.js): an outbox write
// outside data/local/outbox/outbox.ts, and an import against the folders' order (sync → account → local → remote →
// probe), and an import circle (types included). Linted as text under real paths, with the project's own configuration.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const OUTBOX_WRITES = `import { db } from './db.ts';
export async function sneak(): Promise<void> {
  await db.outbox.bulkDelete([1]);
  await db.outbox.where('shareId').anyOf(['a']).delete();
}
`;

describe('the data layer lint rules', () => {
  it('a command that writes the outbox itself is refused, every write call of it', async () => {
    const ids = await ruleIdsFor('client/src/data/local/sneaky-command.ts', OUTBOX_WRITES);
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('reading the outbox and naming it in a transaction stay allowed', async () => {
    const code = `import { db } from './db.ts';
export const count = (): Promise<number> => db.transaction('r', db.notes, db.outbox, () => db.outbox.where('status').equals('queued').count());
`;
    expect(await ruleIdsFor('client/src/data/local/reader.ts', code)).toEqual([]);
  });

  it('local data reaching up into the sync engine is refused', async () => {
    const code = `import { drainOutbox } from '../sync/sync-engine.ts';\nexport const go = (): Promise<void> => drainOutbox();\n`;
    expect(await ruleIdsFor('client/src/data/local/eager-command.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('an import that closes a circle is refused, even when it imports only types', async () => {
    // db.ts imports the types; types that named the database back would tie the two into one knot.
    const code = `import type { JotterDb } from './db.ts';\nexport type Handle = JotterDb | null;\n`;
    expect(await ruleIdsFor('client/src/data/local/types.ts', code)).toContain('local/no-import-circle');
  });

  it('a probe may name the data types but not load Dexie', async () => {
    const types = `import type { LocalNote } from '../local/types.ts';\nexport type Held = LocalNote | null;\n`;
    expect(await ruleIdsFor('client/src/data/probe/typed.ts', types)).toEqual([]);
    const dexie = `import { db } from '../local/db.ts';\nexport const notes = db.notes;\n`;
    expect(await ruleIdsFor('client/src/data/probe/heavy.ts', dexie)).toContain('import-x/no-restricted-paths');
  });
}, 60_000);
