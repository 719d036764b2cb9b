// What an operator sees of reports about end-to-end encrypted notes (docs/design.md §10): "Encrypted note" where a
// title would be, whether a key came with the reports, and the keys themselves only when asked with --show-keys.
import { describe, expect, it } from 'vitest';
import type { Moderation, ReportedNote } from '../services/notes/moderation.ts';
import { runAdminCommand } from './commands.ts';

const KEY = `${'Zk'.repeat(21)}A`;
const at = (iso: string) => new Date(iso);

const sealedReport: ReportedNote = {
  shareId: 'Sea1edNote00',
  reason: 'illegal',
  count: 2,
  firstAt: at('2030-01-01T00:00:00.000Z'),
  lastAt: at('2030-01-02T00:00:00.000Z'),
  keys: [KEY],
  note: 'live',
  encrypted: true,
};
const plainReport: ReportedNote = { ...sealedReport, shareId: 'P1ainNote000', reason: 'spam', keys: [], encrypted: false };

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const moderation = { openReports: async () => [sealedReport, plainReport] } as Partial<Moderation> as Moderation;
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, moderation, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('listing reports of encrypted notes', () => {
  it('the table says "Encrypted note" and that a key came with the reports, without printing it', async () => {
    const { code, out } = await run('reports');
    expect(code).toBe(0);
    expect(out).toMatch(/Sea1edNote00\s+illegal\s+2\s+\S+\s+\S+\s+live\s+Encrypted note\s+yes \(1\)/);
    expect(out).toMatch(/P1ainNote000\s+spam\s+2\s+\S+\s+\S+\s+live\s+plaintext\s+no/);
    expect(out).not.toContain(KEY);
  });

  it('--json carries the flag and a key count, never the keys', async () => {
    const { out } = await run('reports', '--json');
    expect(out).not.toContain(KEY);
    expect(JSON.parse(out)).toEqual([
      expect.objectContaining({ shareId: 'Sea1edNote00', encrypted: true, keyCount: 1 }),
      expect.objectContaining({ shareId: 'P1ainNote000', encrypted: false, keyCount: 0 }),
    ]);
    expect(JSON.parse(out)[0]).not.toHaveProperty('keys');
  });

  it('--show-keys prints them, in the table and in JSON (flags in any order)', async () => {
    expect((await run('reports', '--show-keys')).out).toContain(KEY);
    expect(JSON.parse((await run('reports', '--show-keys', '--json')).out)[0]).toMatchObject({ keys: [KEY], keyCount: 1 });
  });

  it('an unknown or repeated flag is a usage error that lists nothing', async () => {
    for (const args of [['reports', '--keys'], ['reports', '--json', '--json'], ['reports', 'Sea1edNote00']]) {
      const { code, out, err } = await run(...args);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain('Usage: npm run admin');
    }
  });
});
