// `npm run admin -- backup <file>`: a consistent snapshot of the notes, and of the accounts beside
// it, taken while the server keeps serving. Restoring is stop, replace, start (docs/deploy.md, "Backups").
// With MongoDB the database server owns the data: mongodump is the tool, and the command says so.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { snapshotSqlite, SnapshotTargetExistsError } from '../storage/sqlite-snapshot.ts';
import type { Output } from './commands.ts';

/** Where the accounts' snapshot goes for a notes snapshot `file`: notes.db → notes.accounts.db. */
export function accountsBackupFile(file: string): string {
  return file.endsWith('.db') ? `${file.slice(0, -'.db'.length)}.accounts.db` : `${file}.accounts.db`;
}

/** Exit codes as in commands.ts: 0 done, 1 could not be done, 2 the command line is wrong. */
export function runBackup(args: readonly string[], config: Pick<Config, 'dataDir' | 'mongodbUri'> & Partial<Pick<Config, 'databaseUrl'>>, output: Output, cwd = process.cwd()): number {
  const [name, ...extra] = args;
  if (name === undefined || name === '' || extra.length > 0) {
    output.err('Usage: npm run admin -- backup <file>');
    return 2;
  }
  if (config.databaseUrl) {
    output.err('The notes and accounts are in PostgreSQL: back them up with pg_dump (docs/decisions.md, "PostgreSQL store").');
    return 2;
  }
  if (config.mongodbUri) {
    output.err('The notes are in MongoDB: back them up with mongodump (docs/deploy.md, "Backups").');
    return 2;
  }
  const file = resolve(cwd, name);
  const notes = join(config.dataDir, 'notes.db');
  if (!existsSync(notes)) {
    output.err(`No notes database at ${notes}: is DATA_DIR the server's?`);
    return 1;
  }
  const copies = [{ what: 'notes', source: notes, target: file }];
  const accounts = join(config.dataDir, 'auth.db');
  if (existsSync(accounts)) copies.push({ what: 'accounts', source: accounts, target: accountsBackupFile(file) });
  // Refuse before copying anything rather than leave half a backup behind.
  const taken = copies.find(({ target }) => existsSync(target));
  if (taken) {
    output.err(`${taken.target} already exists; choose a new name (a backup never overwrites)`);
    return 1;
  }
  try {
    for (const { what, source, target } of copies) {
      snapshotSqlite(source, target);
      output.out(`${what}: ${target}`);
    }
  } catch (error) {
    if (!(error instanceof SnapshotTargetExistsError)) throw error;
    output.err(error.message);
    return 1;
  }
  return 0;
}
