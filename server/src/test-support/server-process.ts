// Running the server (or another script) as a real child process on a free port, for the crash test, the
// browser tests and the bench: start it with Node 24 (this process's own binary), wait until it answers,
// stop it gracefully.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface SpawnOptions {
  port: number;
  /** The script to run; the server by default. */
  script?: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  cwd?: string;
}

/** Starts the script with the embedded store whatever the caller's shell configured, unless `env` says otherwise. */
export function spawnServer({ port, script = 'server/src/main.ts', env = {}, stdio = ['ignore', 'ignore', 'inherit'], cwd }: SpawnOptions): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd,
    stdio,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      MONGODB_URI: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
}

/** Resolves once `url` answers 2xx; fails early if the process exits first. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode} before it was ready`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM (graceful shutdown), then SIGKILL if it has not exited after `killAfterMs`. */
export async function stopProcess(child: ChildProcess, killAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
