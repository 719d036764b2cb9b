// Entry of `npm run admin -- <command>`: the server's configuration (DATA_DIR or MONGODB_URI), its store and a
// pino log on stderr (one line per action, next to the trail kept in the store); results go to stdout.
// `backup` copies the database files and opens no store.
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { createModeration } from '../services/notes/moderation.ts';
import { createNoteStore } from '../storage/index.ts';
import { runBackup } from './backup.ts';
import { runAdminCommand } from './commands.ts';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return 2;
  }
  const args = process.argv.slice(2);
  const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
  // A backup reads the files directly: it needs no store of its own (and must not migrate anything).
  // npm runs scripts from the project's folder; a relative name means the folder the operator typed it in.
  if (args[0] === 'backup') return runBackup(args.slice(1), config, output, process.env.INIT_CWD || process.cwd());
  const log = pino({ level: config.logLevel, base: { name: 'admin' } }, pino.destination(2));
  const store = createNoteStore(config);
  await store.init();
  try {
    const moderation = createModeration(store, () => new Date(), log);
    return await runAdminCommand(args, moderation, output);
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
