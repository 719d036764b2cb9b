// One cluster per spec file, started before its tests and stopped after them. The balancer becomes the
// server under test for e2e/support (E2E_BASE_URL): browser contexts, page models and API helpers all go through
// HAProxy, as a user's requests do.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from './cluster.ts';
import { SERVED_BY } from './haproxy.ts';

/** Three instances start, migrate the database and pass HAProxy's health check: more than a test's time here. */
const CLUSTER_START_MS = 120_000;

export function useCluster(): () => Cluster {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster();
    process.env.E2E_BASE_URL = cluster.url;
  }, CLUSTER_START_MS);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('useCluster(): the cluster did not start (see the beforeAll error)');
    return cluster;
  };
}

/** The instance (HAProxy's name) that answered each request of `context` whose path matches `path`, in order. */
export function recordInstances(context: BrowserContext, path: RegExp): string[] {
  const answeredBy: string[] = [];
  context.on('response', (response) => {
    if (path.test(new URL(response.url()).pathname)) answeredBy.push(response.headers()[SERVED_BY] ?? '');
  });
  return answeredBy;
}
