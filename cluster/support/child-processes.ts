// Every process the cluster harness starts is registered here, so none outlives the test run: teardown stops
// them in order, and if the run ends any other way the exit handler SIGKILLs whatever is still running,
// synchronously, before Node exits. Interrupted (SIGINT, SIGTERM: Ctrl-C, a CI job's timeout), the run also
// drops what it registered with `dropOnInterrupt` — its database — before exiting.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();
const onInterrupt = new Set<() => Promise<void>>();
/** An interrupted run that cannot drop its database in this time leaves it (named jotter_test_…) rather than hang. */
const INTERRUPT_CLEANUP_MS = 5_000;

function killAll(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    const cleanups = Promise.allSettled([...onInterrupt].map((cleanup) => cleanup()));
    void Promise.race([cleanups, new Promise((done) => setTimeout(done, INTERRUPT_CLEANUP_MS))]).finally(() => process.exit(130));
  });
}

/** Runs `cleanup` if the run is interrupted; the returned function takes it off again (after a normal teardown). */
export function dropOnInterrupt(cleanup: () => Promise<void>): () => void {
  onInterrupt.add(cleanup);
  return () => onInterrupt.delete(cleanup);
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
