// `node e2e/run.ts [vitest filters…]` (the last step of `npm test`): finds Chromium, starts the real server
// on the built client with a throwaway data directory, runs the browser specs against it, stops the server
// and exits with the specs' result. Without a Chromium the specs are reported as SKIPPED, loudly — never
// as passed.
import { spawn } from 'node:child_process';
import { freePort, spawnServer, stopProcess, waitUntilReady } from '../server/src/test-support/server-process.ts';
import { findChromium, shoutSkipped } from './support/chromium.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER_START_MS = 30_000;
const SERVER_STOP_MS = 10_000;
const SKIPPED_BANNER = 'BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH or apt-get install chromium)';

function fail(message: string): never {
  console.error(`\ne2e: ${message}\n`);
  process.exit(1);
}

function runVitest(env: Record<string, string>, args: string[]): Promise<number> {
  const vitest = spawn(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((done) => vitest.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<void> {
  let chromium: string | null;
  try {
    chromium = findChromium();
  } catch (error) {
    fail((error as Error).message);
  }
  if (!chromium) {
    shoutSkipped(SKIPPED_BANNER);
    process.exit(0);
  }
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) {
    fail('dist/client/index.html is missing: build the client first (npm run build).');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    port,
    cwd: ROOT,
    script: join(ROOT, 'server/src/main.ts'),
    // Several browser contexts create and read notes in a short time from one address.
    env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cleanUp = async () => {
    await stopProcess(server, SERVER_STOP_MS);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }

  let code = 1;
  try {
    await waitUntilReady(`${baseUrl}/api/health`, server, SERVER_START_MS);
    console.error(`e2e: server ready at ${baseUrl}, Chromium at ${chromium}`);
    // E2E_DATA_DIR: specs that act as the operator (the admin command) work on the server's own store.
    code = await runVitest({ E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir }, process.argv.slice(2));
  } catch (error) {
    console.error(`\ne2e: ${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    await cleanUp();
  }
  process.exit(code);
}

await main();
