// Three app instances sharing one store and one Redis behind HAProxy, as docs/deploy.md sets them up, on free
// ports, for one spec file: `startCluster()` in beforeAll, `stop()` in afterAll. Everything it started is
// stopped by `stop()`, and killed by child-processes.ts if the run ends without it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitUntilReady } from '../../server/src/test-support/server-process.ts';
import { createTestDatabase } from '../../server/src/test-support/postgres.ts';
import { testRedisUrl } from '../../server/src/test-support/redis.ts';
import { dropOnInterrupt, exited, spawnTracked, stopChild } from './child-processes.ts';
import { startHaproxy, type Balancer } from './haproxy.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Enough for round-robin to spread consecutive requests, and to lose one and still have two. */
const INSTANCES = 3;
/** Three Node processes starting at once on a busy 2-core machine (CI's too) take a while. */
const INSTANCE_START_MS = 60_000;

export interface Instance {
  /** HAProxy's name for it, sent back in X-Served-By. */
  name: string;
  port: number;
  /** SIGKILL: the machine it runs on is gone; resolves once it has exited. */
  kill(): Promise<void>;
  /** What it has printed so far (its warnings and errors). */
  output(): string;
}

export interface Cluster {
  /** The balancer's origin: every request a test makes goes here. */
  url: string;
  instances: Instance[];
  balancer: Balancer;
  stop(): Promise<void>;
}

function startInstance(name: string, port: number, env: Record<string, string>) {
  const child = spawnTracked(process.execPath, [join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', MONGODB_URI: '', PUBLIC_ORIGIN: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const instance: Instance = {
    name,
    port,
    output: child.output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  return { child, instance };
}

export async function startCluster(): Promise<Cluster> {
  const directory = mkdtempSync(join(tmpdir(), 'jotter-cluster-'));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(directory, { recursive: true, force: true })];
  const stop = async () => {
    // Last started, first stopped: the balancer, the instances, then their database.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error('cluster: teardown step failed:', error));
  };
  try {
    const database = await createTestDatabase('cluster');
    if (!database) throw new Error('cluster: no PostgreSQL answers (cluster/run.ts checks this before any spec runs)');
    const forget = dropOnInterrupt(database.drop);
    cleanups.push(async () => {
      forget();
      await database.drop();
    });
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      // Every instance must verify the password and account sessions the others issued.
      SECRET: randomBytes(36).toString('base64url'),
      // HAProxy is the one proxy in front: the client is the address it appended to X-Forwarded-For.
      TRUST_PROXY: '1',
      // Browser contexts and bursts come from one machine; the budgets are not what these tests measure.
      RATE_LIMIT_SCALE: '100',
    };
    const started = await Promise.all(
      Array.from({ length: INSTANCES }, async (_, n) => {
        const dataDir = join(directory, `app${n + 1}`);
        mkdirSync(dataDir, { mode: 0o700 });
        return startInstance(`app${n + 1}`, await freePort(), { ...shared, DATA_DIR: dataDir });
      }),
    );
    for (const { child } of started) cleanups.push(() => stopChild(child));
    await Promise.all(
      started.map(({ child, instance }) =>
        waitUntilReady(`http://127.0.0.1:${instance.port}/api/health`, child, INSTANCE_START_MS).catch((error: unknown) => {
          throw new Error(`${instance.name} did not start: ${String(error)}\n${instance.output()}`);
        }),
      ),
    );
    const instances = started.map(({ instance }) => instance);
    const balancer = await startHaproxy(directory, instances);
    cleanups.push(balancer.stop);
    return { url: balancer.url, instances, balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
