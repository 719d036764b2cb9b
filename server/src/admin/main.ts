// Entry of `npm run admin -- <command>`: the server's configuration (DATA_DIR or MONGODB_URI), its store and a
// pino log on stderr (one line per action, next to the trail kept in the store); results go to stdout.
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { createModeration } from '../services/moderation.ts';
import { createNoteStore } from '../storage/index.ts';
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
  const log = pino({ level: config.logLevel, base: { name: 'admin' } }, pino.destination(2));
  const store = createNoteStore(config);
  await store.init();
  try {
    const moderation = createModeration(store, () => new Date(), log);
    return await runAdminCommand(process.argv.slice(2), moderation, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
