// Starting the servers the bench measures, each in its own Node 24 process.
import type { ChildProcess } from 'node:child_process';
import { spawnServer, waitUntilReady } from '../server/src/test-support/server-process.ts';

export { freePort, stopProcess } from '../server/src/test-support/server-process.ts';

export async function startProcess(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawnServer({ script, port, env });
  await waitUntilReady(`http://127.0.0.1:${port}/`, child);
  return child;
}
