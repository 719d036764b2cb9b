// Every process the cluster harness starts is registered here, so none outlives the test run: teardown stops
// them in order, and if the run ends any other way (an exception, a failed hook, Ctrl-C) the exit handler
// SIGKILLs whatever is still running, synchronously, before Node exits.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

function killAll(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Spawns `command` and keeps it on the list until it exits. Its output is kept in `output` (last 64 KB). */
export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions): ChildProcess & { output: () => string } {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, { output: () => output });
}

/** Resolves once the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** SIGTERM (the app's graceful stop), then SIGKILL after `killAfterMs`. */
export async function stopChild(child: ChildProcess, killAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await done;
  clearTimeout(timer);
}
