// `npm run test:cluster` (also run by `npm test`): checks that HAProxy, PostgreSQL, Redis, Chromium and the built
// client are there, then runs the cluster specs with vitest.cluster.config.ts. Whatever is missing is named in
// a banner and the specs are reported as SKIPPED — never as passed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium, shoutSkipped } from '../e2e/support/chromium.ts';
import { createTestDatabase, PGTEST_URL } from '../server/src/test-support/postgres.ts';
import { redisReachable, testRedisUrl } from '../server/src/test-support/redis.ts';
import { HAPROXY, haproxyInstalled } from './support/haproxy.ts';

const ROOT = resolve(import.meta.dirname, '..');

async function missing(chromium: string | null): Promise<string[]> {
  const gaps: string[] = [];
  if (!haproxyInstalled()) gaps.push(`no HAProxy at ${HAPROXY} (apt-get install haproxy, or set HAPROXY_PATH)`);
  // The same check the runs make: a database of our own can be created (and is dropped at once).
  const probe = await createTestDatabase('cluster tests');
  if (probe) await probe.drop();
  else gaps.push(`no PostgreSQL at ${PGTEST_URL} where databases can be created (set PGTEST_URL)`);
  if (!(await redisReachable())) gaps.push(`no Redis at ${testRedisUrl} (set REDIS_URL)`);
  if (!chromium) gaps.push('no Chromium (set CHROMIUM_PATH or apt-get install chromium)');
  return gaps;
}

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) {
    console.error('\ncluster: dist/client/index.html is missing: build the client first (npm run build).\n');
    return 1;
  }
  const chromium = findChromium();
  const gaps = await missing(chromium);
  if (gaps.length > 0) {
    shoutSkipped(`CLUSTER TESTS SKIPPED: ${gaps.join('; ')}`);
    return 0;
  }
  const vitest = spawn(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.cluster.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    env: { ...process.env, CHROMIUM_PATH: chromium ?? '' },
    stdio: 'inherit',
  });
  return new Promise((done) => vitest.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

process.exit(await main());
